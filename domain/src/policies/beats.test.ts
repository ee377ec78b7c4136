import { describeBookPolicies, OWNER_ONLY, READABLE } from "./bookPolicyTable.ts";

describeBookPolicies("beat policies (subject: the beat's book)", [
  ["beat.list", READABLE],
  ["beat.update", OWNER_ONLY],
  ["beat.updateMany", OWNER_ONLY],
  ["beat.moveChapters", OWNER_ONLY],
]);

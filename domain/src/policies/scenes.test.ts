import { describeBookPolicies, OWNER_ONLY, READABLE } from "./bookPolicyTable.ts";

describeBookPolicies("scene policies (subject: the scene's book)", [
  ["scene.list", READABLE],
  ["scene.create", OWNER_ONLY],
  ["scene.update", OWNER_ONLY],
  ["scene.delete", OWNER_ONLY],
  ["scene.move", OWNER_ONLY],
]);

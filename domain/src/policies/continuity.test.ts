import { describeBookPolicies, OWNER_ONLY } from "./bookPolicyTable.ts";

describeBookPolicies("continuity policies (subject: the chapter's book)", [["continuity.check", OWNER_ONLY]]);

import { describeBookPolicies, OWNER_ONLY } from "./bookPolicyTable.ts";

describeBookPolicies("built-in AI tool policies (subject: the book)", [["aiTool.compile", OWNER_ONLY]]);

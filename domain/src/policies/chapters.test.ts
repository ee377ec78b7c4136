import { describeBookPolicies, OWNER_ONLY, READABLE } from "./bookPolicyTable.ts";

describeBookPolicies("chapter policies (subject: the chapter's book)", [
  ["chapter.list", READABLE],
  ["chapter.read", READABLE],
  ["chapter.create", OWNER_ONLY],
  ["chapter.update", OWNER_ONLY],
  ["chapter.delete", OWNER_ONLY],
  ["chapter.move", OWNER_ONLY],
  ["chapterVersion.list", READABLE],
  ["chapterVersion.read", READABLE],
  ["chapterVersion.create", OWNER_ONLY],
  ["chapterVersion.update", OWNER_ONLY],
  ["chapterVersion.restore", OWNER_ONLY],
  ["chapterAudio.read", READABLE],
  ["chapterAudio.manage", OWNER_ONLY],
]);

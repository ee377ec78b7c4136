import { describeBookPolicies, OWNER_ONLY, READABLE } from "./bookPolicyTable.ts";

describeBookPolicies("story bible policies (subject: the book)", [
  ["character.list", READABLE],
  ["character.create", OWNER_ONLY],
  ["character.update", OWNER_ONLY],
  ["character.delete", OWNER_ONLY],
  ["character.deleteAll", OWNER_ONLY],
  ["lore.list", READABLE],
  ["lore.create", OWNER_ONLY],
  ["lore.update", OWNER_ONLY],
  ["lore.delete", OWNER_ONLY],
  ["lore.deleteAll", OWNER_ONLY],
  ["idea.list", READABLE],
  ["idea.create", OWNER_ONLY],
  ["idea.update", OWNER_ONLY],
  ["storyBookSettings.read", READABLE],
  ["storyBookSettings.update", OWNER_ONLY],
]);

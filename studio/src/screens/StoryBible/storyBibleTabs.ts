import { tabAfterKey as tabAfterKeyIn } from "../../components/Tabs/tabAfterKey.ts";

/** The story bible's parts, in tab order; the id is the `tab` query parameter, so a reload or a shared link opens the same part. */
export const storyBibleTabs = [
  { id: "characters", label: "Characters" },
  { id: "lore", label: "Lore" },
  { id: "ideas", label: "Ideas" },
  { id: "settings", label: "Story settings" },
] as const;

export type StoryBibleTab = (typeof storyBibleTabs)[number]["id"];

/** The tab a `tab` query parameter names; characters for none or an unknown one. */
export function tabOf(param: string | null): StoryBibleTab {
  return storyBibleTabs.find((tab) => tab.id === param)?.id ?? "characters";
}

/** The tab a key moves to from `current` (the ARIA tabs pattern: arrows wrap around, Home and End), or null for any other key. */
export function tabAfterKey(current: StoryBibleTab, key: string): StoryBibleTab | null {
  return tabAfterKeyIn(storyBibleTabs, current, key);
}

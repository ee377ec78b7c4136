import { tabAfterKey as tabAfterKeyIn } from "../../components/Tabs/tabAfterKey.ts";
import { useState } from "react";

/** The side panel's parts beside the chapter's text, in tab order; the AI tools first, open by default. */
export const sidePanelTabs = [
  { id: "ai", label: "AI tools" },
  { id: "continuity", label: "Continuity" },
  { id: "scenes", label: "Scenes" },
  { id: "audio", label: "Audio" },
] as const;

export type SidePanelTab = (typeof sidePanelTabs)[number]["id"];

const TAB_KEY = "storyloom.chapterSidePanelTab";

/** The tab a stored value names; the AI tools for none or an unknown one. */
export function tabOf(stored: string | null): SidePanelTab {
  return sidePanelTabs.find((tab) => tab.id === stored)?.id ?? "ai";
}

/** The tab a key moves to from `current` (the ARIA tabs pattern: arrows wrap around, Home and End), or null for any other key. */
export function tabAfterKey(current: SidePanelTab, key: string): SidePanelTab | null {
  return tabAfterKeyIn(sidePanelTabs, current, key);
}

function readTab(): SidePanelTab {
  try {
    return tabOf(window.localStorage.getItem(TAB_KEY));
  } catch {
    return "ai";
  }
}

/** The side panel's open tab, remembered on this device for every chapter. */
export function useSidePanelTab(): [SidePanelTab, (tab: SidePanelTab) => void] {
  const [tab, setTab] = useState(readTab);
  function select(next: SidePanelTab) {
    setTab(next);
    try {
      window.localStorage.setItem(TAB_KEY, next);
    } catch {
      // Private mode: the panel opens on the AI tools next time.
    }
  }
  return [tab, select];
}

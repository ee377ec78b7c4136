import type { PointOfView, SaveStoryBookSettingsBody, StoryBookSettingsView, StoryLength, StoryStyle } from "@storyloom/api/client";
import { enumValueOf } from "./entryDrafts.ts";

export const storyLengthLabels: Record<StoryLength, string> = { SHORT: "Short", MEDIUM: "Medium", LONG: "Long", EPIC: "Epic" };

export const storyStyleLabels: Record<StoryStyle, string> = {
  VIVID: "Vivid",
  MINIMALIST: "Minimalist",
  INTERNAL: "Internal",
  EPISTOLARY: "Epistolary",
  POPULAR: "Popular",
  CUSTOM: "Custom",
};

export const pointOfViewLabels: Record<PointOfView, string> = {
  FIRST_PERSON: "First person",
  SECOND_PERSON: "Second person",
  THIRD_PERSON_LIMITED: "Third person limited",
  THIRD_PERSON_OMNISCIENT: "Third person omniscient",
};

/** The settings form as its controls hold it: "" for a setting not chosen. */
export interface SettingsDraft {
  length: string;
  style: string;
  pointOfView: string;
  styleDescription: string;
}

export function settingsDraftOf(settings: StoryBookSettingsView): SettingsDraft {
  return {
    length: settings.length ?? "",
    style: settings.style ?? "",
    pointOfView: settings.pointOfView ?? "",
    styleDescription: settings.styleDescription ?? "",
  };
}

/** Whether the description field is shown: it describes a custom style only. */
export function isCustomStyle(draft: SettingsDraft): boolean {
  return draft.style === "CUSTOM";
}

/**
 * What a save sends: every choice ("" clears it), and the description only
 * while the style is CUSTOM. A hidden description is left out so the server
 * keeps it: switching back to CUSTOM finds it again.
 */
export function settingsBodyOf(draft: SettingsDraft): SaveStoryBookSettingsBody {
  const body: SaveStoryBookSettingsBody = {
    length: enumValueOf(storyLengthLabels, draft.length),
    style: enumValueOf(storyStyleLabels, draft.style),
    pointOfView: enumValueOf(pointOfViewLabels, draft.pointOfView),
  };
  return isCustomStyle(draft) ? { ...body, styleDescription: draft.styleDescription } : body;
}

// Imports only db enums: see README.md.
import type { CharacterType, LoreType, PointOfView, StoryLength, StoryStyle } from "@storyloom/db/enums";

export type { CharacterType, LoreType, PointOfView, StoryLength, StoryStyle };

/** presentCharacter: a character of a book (SPEC §3 StoryBookCharacter). */
export interface CharacterView {
  id: number;
  type: CharacterType | null;
  name: string;
  overview: string | null;
  physical: string | null;
  mental: string | null;
  skills: string | null;
  /** 0-based place in the book's characters; dense. */
  orderIndex: number;
  bookId: number;
  /** ISO dates. */
  createdAt: string;
  updatedAt: string;
}

/** presentLore: a lore entry of a book (SPEC §3 StoryBookLore). */
export interface LoreView {
  id: number;
  type: LoreType | null;
  name: string;
  description: string | null;
  /** 0-based place in the book's lore entries; dense. */
  orderIndex: number;
  bookId: number;
  /** ISO dates. */
  createdAt: string;
  updatedAt: string;
}

/** presentIdea: a story idea kept for a book (SPEC §3 StoryBookIdea). */
export interface IdeaView {
  id: number;
  idea: string;
  genreId: number | null;
  bookId: number;
  /** ISO dates. */
  createdAt: string;
  updatedAt: string;
}

/** presentStoryBookSettings: a book's story settings; every field null before the first save. */
export interface StoryBookSettingsView {
  bookId: number;
  length: StoryLength | null;
  style: StoryStyle | null;
  pointOfView: PointOfView | null;
  /** The author's description of a CUSTOM style. */
  styleDescription: string | null;
  /** ISO date of the last save; null when never saved. */
  updatedAt: string | null;
}

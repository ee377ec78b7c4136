import type { CharacterType } from "@storyloom/db/enums";

/** The table of the book's character list in storyBible/bookOrder.ts. */
export const CHARACTERS = "storyBookCharacters";

/** What an author writes of a character (docs/product.md, Entities: StoryBookCharacter); its place and book are the server's. */
export interface CharacterFields {
  type?: CharacterType | null;
  name: string;
  overview?: string | null;
  physical?: string | null;
  mental?: string | null;
  skills?: string | null;
}

/** The fields an edit sends (null clears an optional one; the name can be changed, never cleared). */
export type CharacterChanges = Partial<CharacterFields>;

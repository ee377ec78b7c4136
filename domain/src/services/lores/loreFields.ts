import type { LoreType } from "@storyloom/db/enums";

/** The table of the book's lore list in storyBible/bookOrder.ts (ordered as characters are: characters/README.md). */
export const LORES = "storyBookLores";

/** What an author writes of a lore entry (docs/product.md, Entities: StoryBookLore); its place and book are the server's. */
export interface LoreFields {
  type?: LoreType | null;
  name: string;
  description?: string | null;
}

/** The fields an edit sends (null clears an optional one; the name can be changed, never cleared). */
export type LoreChanges = Partial<LoreFields>;

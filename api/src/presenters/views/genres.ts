// Imports only db enums: see README.md.
import type { GenreCategory } from "@storyloom/db/enums";

export type { GenreCategory };

/** presentGenre: a genre and its category (SPEC §3). */
export interface GenreView {
  id: number;
  name: string;
  category: GenreCategory;
}

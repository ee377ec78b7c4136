import type { Genre } from "@storyloom/db/models";
import type { GenreView } from "./views/genres.ts";

export type { GenreView };

/** A genre of the catalogue. */
export function presentGenre(genre: Genre): GenreView {
  return { id: genre.id, name: genre.name, category: genre.category };
}

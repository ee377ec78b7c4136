/** /api/v1/genres: the catalogue's genres. Browser-safe. */
import type { z } from "zod";
import type { GenreCategory, GenreView } from "../presenters/views/genres.ts";
import type { genreList } from "../routes/genres/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { GenreCategory, GenreView };

export type GenreListAnswer = z.output<typeof genreList>;

/** GET /genres: every genre with its category, by category and then name. */
export function listGenres(client: ApiClient, options?: CallOptions): Promise<GenreListAnswer> {
  return client.get<GenreListAnswer>("/genres", options);
}

import { z } from "zod";
import { genreView } from "../../presenters/views/genres.ts";

/** GET /genres takes no query; like every input, unknown fields are refused. */
export const listGenresQuery = z.strictObject({});

/** GET /genres: every genre, by category and then name. */
export const genreList = z.object({ items: z.array(genreView) });

// Imports only zod and db enums: see README.md.
import { z } from "zod";
import { genreCategories } from "@storyloom/db/enums";
import { count } from "./paging.ts";

/** presentGenre: a genre and its category (docs/product.md, Entities). */
export const genreView = z.object({ id: count(), name: z.string(), category: z.enum(genreCategories) }).meta({ id: "Genre" });
export type GenreView = z.output<typeof genreView>;
export type GenreCategory = GenreView["category"];

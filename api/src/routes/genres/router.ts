import { listGenres } from "@storyloom/domain/services/genres/listGenres.ts";
import { presentGenre } from "../../presenters/genres.ts";
import { defineRoute } from "../defineRoute.ts";
import { genreList, listGenresQuery } from "./schema.ts";

/** /api/v1/genres: the catalogue's genres, reference data anyone may read. */
export const listGenresRoute = defineRoute({
  method: "GET",
  path: "/api/v1/genres",
  summary: "Every genre with its category, by category (the order of docs/product.md, Enumerations) and then name.",
  auth: "public",
  authorize: "public",
  schema: { query: listGenresQuery, response: genreList },
  handler: async ({ deps }) => {
    const genres = await listGenres({ db: deps.knex });
    return { items: genres.map(presentGenre) };
  },
});

export const genresRoutes = [listGenresRoute];

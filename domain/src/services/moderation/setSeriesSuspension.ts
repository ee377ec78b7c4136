import type { Knex } from "@storyloom/db";
import { Series } from "@storyloom/db/models";
import { ConflictError, NotFoundError } from "../../errors.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { pageTags, publicSeriesTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";

/**
 * Suspends a series (moderation) or restores it: a suspended series leaves
 * the storefront (its page, the collection grids, its books' links to it, its
 * subscription offer); its books stay as they are unless suspended one by one,
 * and its subscribers keep reading them. The caller authorized
 * "admin.moderateCatalogue".
 */
export async function setSeriesSuspension(input: { trx: Knex.Transaction; pages: PublicPageCache; seriesId: number; suspended: boolean }): Promise<Series> {
  const { trx, suspended } = input;
  const series = await Series.query(trx).findById(input.seriesId).forUpdate();
  if (!series || series.deleted) throw new NotFoundError("Collection not found.");
  if (series.isSuspended === suspended) throw new ConflictError(suspended ? "This series is already suspended." : "This series is not suspended.");
  const updated = await series.$query(trx).patchAndFetch({ isSuspended: suspended });
  const bookIds = (await trx("books").where({ seriesId: series.id }).select<Array<{ id: number }>>("id")).map((row) => row.id);
  void invalidatePublicPages({ trx, pages: input.pages, tags: [...publicSeriesTags(series.id, bookIds), pageTags.author(series.authorId)] });
  return updated;
}

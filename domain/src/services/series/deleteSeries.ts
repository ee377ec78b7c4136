import type { Knex } from "@storyloom/db";
import type { Series } from "@storyloom/db/models";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { publicSeriesTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";

/**
 * Soft-deletes a series. Its books stay (they are the author's work) but
 * leave it: no series, number, route or subseries. Its subseries rows stay
 * with the deleted series. The caller authorized "series.delete".
 */
export async function deleteSeries(input: { trx: Knex.Transaction; pages: PublicPageCache; series: Series }): Promise<void> {
  const { trx, pages, series } = input;
  await trx("books").where({ seriesId: series.id }).update({ seriesId: null, number: null, routeInSeries: null, subseriesId: null, numberInSubseries: null });
  await series.$query(trx).patch({ deleted: true });
  void invalidatePublicPages({ trx, pages, tags: publicSeriesTags(series.id) });
}

import type { Knex } from "@storyloom/db";
import type { Subseries } from "@storyloom/db/models";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { publicSeriesTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { renumberSeries } from "./renumberSeries.ts";

/**
 * Deletes a subseries; its books stay in the series, in no subseries, and
 * the subseries after it move up. The caller holds the series row lock and
 * authorized "subseries.delete".
 */
export async function deleteSubseries(input: { trx: Knex.Transaction; pages: PublicPageCache; subseries: Subseries }): Promise<void> {
  const { trx, pages, subseries } = input;
  await trx("books").where({ subseriesId: subseries.id }).update({ subseriesId: null, numberInSubseries: null });
  await subseries.$query(trx).delete();
  await renumberSeries(trx, subseries.seriesId);
  void invalidatePublicPages({ trx, pages, tags: publicSeriesTags(subseries.seriesId) });
}

import type { Knex } from "@storyloom/db";
import type { Series } from "@storyloom/db/models";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { publicSeriesTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";

export interface SeriesChanges {
  title?: string;
  description?: string | null;
  imgUrl?: string | null;
}

/** Saves the series fields that were sent (null clears description or imgUrl). The caller authorized "series.update". */
export async function updateSeries(input: { trx: Knex.Transaction; pages: PublicPageCache; series: Series; changes: SeriesChanges }): Promise<Series> {
  const { trx, pages, series, changes } = input;
  const patch: SeriesChanges = {};
  if (changes.title !== undefined) patch.title = changes.title;
  if (changes.description !== undefined) patch.description = changes.description;
  if (changes.imgUrl !== undefined) patch.imgUrl = changes.imgUrl;
  if (Object.keys(patch).length === 0) return series;
  void invalidatePublicPages({ trx, pages, tags: publicSeriesTags(series.id) });
  return series.$query(trx).patchAndFetch(patch);
}

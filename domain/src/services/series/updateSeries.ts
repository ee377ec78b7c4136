import type { Knex } from "@storyloom/db";
import type { Series } from "@storyloom/db/models";

export interface SeriesChanges {
  title?: string;
  description?: string | null;
  imgUrl?: string | null;
}

/** Saves the series fields that were sent (null clears description or imgUrl). The caller authorized "series.update". */
export async function updateSeries(input: { trx: Knex.Transaction; series: Series; changes: SeriesChanges }): Promise<Series> {
  const { trx, series, changes } = input;
  const patch: SeriesChanges = {};
  if (changes.title !== undefined) patch.title = changes.title;
  if (changes.description !== undefined) patch.description = changes.description;
  if (changes.imgUrl !== undefined) patch.imgUrl = changes.imgUrl;
  if (Object.keys(patch).length === 0) return series;
  return series.$query(trx).patchAndFetch(patch);
}

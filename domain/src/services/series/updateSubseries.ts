import type { Knex } from "@storyloom/db";
import { Subseries } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { publicSeriesTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { ROUTE_TAKEN, routesInUse } from "./createSubseries.ts";
import { renumberSeries } from "./renumberSeries.ts";

export interface SubseriesChanges {
  title?: string;
  description?: string | null;
  imgUrl?: string | null;
  route?: string;
  /** Moves it to this place among the series' subseries (1-based). */
  number?: number;
}

/**
 * Saves what was sent of a subseries; `number` moves it among its series'
 * subseries, shifting the ones between. The caller holds the series row lock
 * and authorized "subseries.update".
 */
export async function updateSubseries(input: {
  trx: Knex.Transaction;
  pages: PublicPageCache;
  subseries: Subseries;
  changes: SubseriesChanges;
}): Promise<Subseries> {
  const { trx, pages, subseries, changes } = input;
  const { number, ...fields } = changes;
  if (fields.route !== undefined && (await routesInUse(trx, subseries.seriesId, subseries.id)).has(fields.route)) {
    throw new ValidationError(ROUTE_TAKEN, { route: ROUTE_TAKEN });
  }
  if (number !== undefined) {
    const siblings = await Subseries.query(trx).where({ seriesId: subseries.seriesId }).orderByRaw("number asc nulls last").orderBy("id", "asc");
    if (number > siblings.length) {
      const message = `Must be at most ${siblings.length}.`;
      throw new ValidationError(message, { number: message });
    }
    const order = siblings.filter((part) => part.id !== subseries.id);
    order.splice(number - 1, 0, subseries);
    for (const [index, part] of order.entries()) {
      if (part.number !== index + 1)
        await trx("subseries")
          .where({ id: part.id })
          .update({ number: index + 1 });
    }
  }
  if (Object.keys(fields).length > 0) await Subseries.query(trx).findById(subseries.id).patch(fields);
  await renumberSeries(trx, subseries.seriesId);
  void invalidatePublicPages({ trx, pages, tags: publicSeriesTags(subseries.seriesId) });
  return Subseries.query(trx).findById(subseries.id).throwIfNotFound();
}

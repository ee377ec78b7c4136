import type { Knex } from "@storyloom/db";
import { Subseries } from "@storyloom/db/models";
import type { Series } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { publicSeriesTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { firstFreeRoute, slugifyTitle } from "./routeSlug.ts";

export const ROUTE_TAKEN = "Another subseries of this collection uses this route.";

export interface SubseriesInput {
  title: string;
  description?: string | null;
  imgUrl?: string | null;
  /** Omitted: made from the title (made unique with -2, -3…). */
  route?: string;
}

/** The routes the series' subseries use, but `exceptId`'s. */
export async function routesInUse(trx: Knex.Transaction, seriesId: number, exceptId?: number): Promise<Set<string>> {
  const query = Subseries.query(trx).where({ seriesId }).whereNotNull("route").select("route");
  if (exceptId !== undefined) query.whereNot("id", exceptId);
  return new Set((await query).map((part) => part.route as string));
}

/** Adds a subseries after the series' last one. The caller holds the series row lock and authorized "subseries.create". */
export async function createSubseries(input: { trx: Knex.Transaction; pages: PublicPageCache; series: Series; subseries: SubseriesInput }): Promise<Subseries> {
  const { trx, pages, series, subseries } = input;
  const taken = await routesInUse(trx, series.id);
  if (subseries.route !== undefined && taken.has(subseries.route)) throw new ValidationError(ROUTE_TAKEN, { route: ROUTE_TAKEN });
  const count = await Subseries.query(trx).where({ seriesId: series.id }).resultSize();
  const route = subseries.route ?? firstFreeRoute(slugifyTitle(subseries.title) || `part-${count + 1}`, taken);
  void invalidatePublicPages({ trx, pages, tags: publicSeriesTags(series.id) });
  return Subseries.query(trx).insertAndFetch({
    seriesId: series.id,
    title: subseries.title,
    description: subseries.description ?? null,
    imgUrl: subseries.imgUrl ?? null,
    route,
    number: count + 1,
  });
}

import type { Knex } from "@storyloom/db";
import { Subseries } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";

/** A subseries of the given series (scoped, so another series' subseries is not found). */
export async function findSubseries(db: Knex | Knex.Transaction, input: { seriesId: number; subseriesId: number }): Promise<Subseries> {
  const part = await Subseries.query(db).findById(input.subseriesId).where({ seriesId: input.seriesId });
  if (!part) throw new NotFoundError("Subseries not found.");
  return part;
}

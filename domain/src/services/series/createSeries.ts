import type { Knex } from "@storyloom/db";
import { Series } from "@storyloom/db/models";

export interface CreateSeriesInput {
  trx: Knex.Transaction;
  authorId: number;
  title: string;
  description?: string | null;
}

/**
 * A new, empty series (a "collection" on the storefront) of the author. The
 * caller attaches books to it in the same transaction (the publish dialog's
 * new_collection choice does).
 */
export async function createSeries({ trx, authorId, title, description = null }: CreateSeriesInput): Promise<Series> {
  return Series.query(trx).insertAndFetch({ authorId, title: title.trim(), description });
}

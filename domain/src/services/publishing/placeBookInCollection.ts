import type { Knex } from "@storyloom/db";
import { Book, Series } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";
import { createSeries } from "../series/createSeries.ts";
import { renumberSeries } from "../series/renumberSeries.ts";

/** Where a published book stands: alone, first of a new collection, or last of one of the author's collections. */
export type PublishPlacement =
  { publishType: "single_book" } | { publishType: "new_collection"; seriesTitle: string } | { publishType: "existing_collection"; seriesId: number };

type Placement = Pick<Book, "seriesId" | "number" | "subseriesId" | "numberInSubseries">;

const COLLECTION_NOT_FOUND = "Collection not found.";

/**
 * Applies the publish dialog's choice to the book's series fields (the
 * caller patches them with the status): `single_book` takes the book out of
 * its collection, `new_collection` creates one with the book as number 1,
 * `existing_collection` appends it to one of the author's collections (not
 * deleted; else 404) unless it is already there. The collections it leaves
 * or joins are locked and renumbered, as the series calls do.
 */
export async function placeBookInCollection(input: { trx: Knex.Transaction; book: Book; placement: PublishPlacement }): Promise<Placement> {
  const { trx, book, placement } = input;
  const unchanged: Placement = { seriesId: book.seriesId, number: book.number, subseriesId: book.subseriesId, numberInSubseries: book.numberInSubseries };
  const alone: Placement = { seriesId: null, number: null, subseriesId: null, numberInSubseries: null };

  if (placement.publishType === "existing_collection" && placement.seriesId === book.seriesId) {
    await lockOwnSeries(trx, book.authorId, placement.seriesId);
    return unchanged;
  }
  if (placement.publishType === "single_book" && book.seriesId === null) return unchanged;

  const leaving = book.seriesId;
  let joined: Placement = alone;
  if (placement.publishType === "new_collection") {
    const series = await createSeries({ trx, authorId: book.authorId, title: placement.seriesTitle });
    joined = { ...alone, seriesId: series.id, number: 1 };
  } else if (placement.publishType === "existing_collection") {
    const series = await lockOwnSeries(trx, book.authorId, placement.seriesId);
    const last = await Book.query(trx).where({ seriesId: series.id, deleted: false }).whereNotNull("number").select("number").orderBy("number", "desc").first();
    joined = { ...alone, seriesId: series.id, number: (last?.number ?? 0) + 1 };
  }
  if (leaving !== null) {
    // The book leaves first, so the old collection's numbers close up behind it.
    await Series.query(trx).findById(leaving).forUpdate();
    await trx("books").where({ id: book.id }).update(alone);
    await renumberSeries(trx, leaving);
  }
  return joined;
}

async function lockOwnSeries(trx: Knex.Transaction, authorId: number, seriesId: number): Promise<Series> {
  const series = await Series.query(trx).where({ authorId }).findById(seriesId).forUpdate();
  if (!series || series.deleted) throw new NotFoundError(COLLECTION_NOT_FOUND);
  return series;
}

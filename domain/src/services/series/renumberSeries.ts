import type { Knex } from "@storyloom/db";
import { Book, Subseries } from "@storyloom/db/models";

/**
 * Makes a series' numbering dense again: its books (not deleted) get
 * `number` 1..n in their current order, each subseries' books get
 * `numberInSubseries` 1..k in that same order, and the subseries get
 * `number` 1..m. The series order is the one source of truth: a book's place
 * in its subseries follows its place in the series. The caller holds the
 * series row lock.
 */
export async function renumberSeries(trx: Knex.Transaction, seriesId: number): Promise<void> {
  const subseries = await Subseries.query(trx).where({ seriesId }).orderByRaw("number asc nulls last").orderBy("id", "asc");
  for (const [index, part] of subseries.entries()) {
    if (part.number !== index + 1)
      await Subseries.query(trx)
        .findById(part.id)
        .patch({ number: index + 1 });
  }
  const partIds = new Set(subseries.map((part) => part.id));
  const books = await Book.query(trx)
    .where({ seriesId, deleted: false })
    .select("id", "number", "subseriesId", "numberInSubseries")
    .orderByRaw("number asc nulls last")
    .orderBy("id", "asc");
  const countInPart = new Map<number, number>();
  for (const [index, book] of books.entries()) {
    const subseriesId = book.subseriesId !== null && partIds.has(book.subseriesId) ? book.subseriesId : null;
    let numberInSubseries: number | null = null;
    if (subseriesId !== null) {
      numberInSubseries = (countInPart.get(subseriesId) ?? 0) + 1;
      countInPart.set(subseriesId, numberInSubseries);
    }
    if (book.number !== index + 1 || book.subseriesId !== subseriesId || book.numberInSubseries !== numberInSubseries) {
      // Patched with knex, not the model: the book's updatedAt is its text's "last edited", which a renumbering does not change.
      await trx("books")
        .where({ id: book.id })
        .update({ number: index + 1, subseriesId, numberInSubseries });
    }
  }
}

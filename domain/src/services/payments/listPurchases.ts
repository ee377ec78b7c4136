/**
 * A reader's purchases, newest first, one page at a time (their
 * `/my-account`): what each paid for (chapters of a book, a whole book), the
 * amount, what was refunded and where it stands. One query for the page and
 * its total.
 */
import type { CheckoutKind, Knex, PaymentStatus } from "@storyloom/db";

export interface Purchase {
  paymentId: number;
  kind: CheckoutKind | null;
  bookId: number | null;
  bookTitle: string | null;
  chaptersCount: number;
  entireBook: boolean;
  /** Cents. */
  amount: number;
  refundedAmount: number;
  status: PaymentStatus;
  createdAt: Date;
}

export async function listPurchases(input: {
  db: Knex | Knex.Transaction;
  readerId: number;
  page: number;
  pageSize: number;
}): Promise<{ items: Purchase[]; total: number }> {
  const { db, readerId, page, pageSize } = input;
  const rows: Array<Purchase & { total: string | number }> = await db("payments")
    .leftJoin("checkouts", "checkouts.id", "payments.checkoutId")
    .leftJoin("readerBooks", "readerBooks.id", "payments.readerBookId")
    .leftJoin("books", "books.id", db.raw("coalesce(checkouts.book_id, reader_books.book_id)"))
    .where("payments.readerId", readerId)
    .whereNull("payments.subscriptionId")
    .whereNull("payments.seriesSubscriptionId")
    .orderBy([
      { column: "payments.createdAt", order: "desc" },
      { column: "payments.id", order: "desc" },
    ])
    .offset((page - 1) * pageSize)
    .limit(pageSize)
    .select(
      "payments.id as paymentId",
      "checkouts.kind",
      "books.id as bookId",
      "books.title as bookTitle",
      db.raw("coalesce(cardinality(checkouts.chapter_ids), 0)::int as chapters_count"),
      "payments.entireBook",
      "payments.amount",
      "payments.refundedAmount",
      "payments.status",
      "payments.createdAt",
      db.raw("count(*) over () as total"),
    );
  const total = rows.length > 0 ? Number(rows[0]!.total) : page === 1 ? 0 : await countPurchases(db, readerId);
  return { items: rows.map(({ total: _total, ...purchase }) => purchase), total };
}

async function countPurchases(db: Knex | Knex.Transaction, readerId: number): Promise<number> {
  const [row] = await db("payments")
    .where({ readerId })
    .whereNull("subscriptionId")
    .whereNull("seriesSubscriptionId")
    .count<Array<{ count: string }>>("* as count");
  return Number(row?.count ?? 0);
}

import type { Knex } from "knex";

// A book's reading funnel counts the buyers of each chapter from the book's
// paid checkouts (domain/src/services/reports/chapterFunnel.ts): one index
// lookup per book instead of a scan of every checkout on the platform.
export async function up(knex: Knex): Promise<void> {
  await knex.raw("CREATE INDEX checkouts_paid_book_idx ON checkouts (book_id) WHERE status = 'PAID'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS checkouts_paid_book_idx");
}

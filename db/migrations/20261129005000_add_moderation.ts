import type { Knex } from "knex";
import { addId, addTimestamps, foreignId } from "../src/schemaHelpers.ts";

// Moderation (docs/decisions/moderation-and-admin.md): what admins do is kept
// in admin_audit_log_entries (who, on whose behalf under impersonation, what,
// to which subject); a review hidden by moderation keeps its row and leaves
// every public list; a closed report says how it was closed and by whom.
// Ids in the audit log are plain columns, not foreign keys: the record must
// outlive the rows it talks about.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("admin_audit_log_entries", (t) => {
    addId(t);
    t.bigInteger("actor_id").notNullable();
    t.bigInteger("on_behalf_of_id");
    t.text("action").notNullable();
    t.text("subject_type").notNullable();
    t.bigInteger("subject_id").notNullable();
    t.jsonb("details").notNullable().defaultTo(knex.raw("'{}'::jsonb"));
    addTimestamps(knex, t);
    t.index(["created_at"]);
    t.index(["subject_type", "subject_id"]);
  });

  await knex.schema.alterTable("reader_books", (t) => {
    t.timestamp("review_hidden_at", { useTz: true });
  });

  await knex.schema.alterTable("book_review_reports", (t) => {
    t.text("resolution");
    t.timestamp("resolved_at", { useTz: true });
    foreignId(t, "resolved_by_id", "users", "SET NULL");
    t.check("resolution is null or resolution in ('DISMISSED', 'REVIEW_HIDDEN')", [], "book_review_reports_resolution_check");
  });
  // The moderators' queue: open reports, oldest first.
  await knex.raw("CREATE INDEX book_review_reports_open_idx ON book_review_reports (date_time) WHERE NOT deleted");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS book_review_reports_open_idx");
  await knex.schema.alterTable("book_review_reports", (t) => {
    t.dropChecks(["book_review_reports_resolution_check"]);
    t.dropForeign(["resolved_by_id"]);
    t.dropColumns("resolution", "resolved_at", "resolved_by_id");
  });
  await knex.schema.alterTable("reader_books", (t) => {
    t.dropColumn("review_hidden_at");
  });
  await knex.schema.dropTable("admin_audit_log_entries");
}

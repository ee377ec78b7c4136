import type { Knex } from "knex";
import { addId, addTimestamps, createEnum, dropEnum, enumColumn, foreignId } from "../src/schemaHelpers.ts";

const enums = {
  newsletter_status: ["DRAFT", "SCHEDULED", "SENT"],
} as const;

const tables = ["newsletters", "newsletter_deliveries"];

export async function up(knex: Knex): Promise<void> {
  for (const [name, values] of Object.entries(enums)) await createEnum(knex, name, values);

  await knex.schema.createTable("newsletters", (t) => {
    addId(t);
    foreignId(t, "author_id", "author_profiles", "CASCADE").notNullable();
    t.text("subject").notNullable();
    t.text("markup");
    enumColumn(t, "status", "newsletter_status").notNullable().defaultTo("DRAFT");
    t.timestamp("scheduled_at", { useTz: true });
    t.timestamp("sent_at", { useTz: true });
    t.integer("recipients_count").notNullable().defaultTo(0);
    t.boolean("deleted").notNullable().defaultTo(false);
    addTimestamps(knex, t);
    t.index(["author_id", "sent_at"]);
    t.check("recipients_count >= 0", [], "newsletters_recipients_count_check");
  });
  await knex.raw("CREATE INDEX newsletters_scheduled_idx ON newsletters (scheduled_at) WHERE status = 'SCHEDULED' AND NOT deleted");

  // One row per newsletter and recipient, so a retried send never mails a reader twice.
  await knex.schema.createTable("newsletter_deliveries", (t) => {
    addId(t);
    foreignId(t, "newsletter_id", "newsletters", "CASCADE").notNullable();
    foreignId(t, "reader_id", "reader_profiles", "CASCADE").notNullable();
    t.timestamp("sent_at", { useTz: true });
    addTimestamps(knex, t);
    t.unique(["newsletter_id", "reader_id"]);
    t.index(["reader_id"]);
  });

  // What anyone may see of an author (GET /readers/author-profiles/{authorId}):
  // public fields only, statistics hidden when the author asks, suspended users left out.
  await knex.raw(`
    CREATE VIEW author_public_profiles AS
    SELECT
      a.id,
      a.name,
      a.bio,
      a.website,
      a.twitter,
      a.img_url,
      a.theme,
      a.subscription_enabled,
      CASE WHEN a.subscription_enabled THEN a.subscription_amount END AS subscription_amount,
      a.hide_stats_from_public,
      (SELECT count(*)::int FROM books b
        WHERE b.author_id = a.id AND b.status = 'PUBLISHED' AND NOT b.deleted AND NOT b.is_suspended
      ) AS published_books_count,
      CASE WHEN a.hide_stats_from_public THEN NULL ELSE
        (SELECT coalesce(sum(b.readers_count), 0)::int FROM books b
          WHERE b.author_id = a.id AND b.status = 'PUBLISHED' AND NOT b.deleted AND NOT b.is_suspended)
      END AS readers_count,
      a.created_at,
      a.updated_at
    FROM author_profiles a
    JOIN users u ON u.id = a.user_id
    WHERE u.status = 'ACTIVE'
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP VIEW IF EXISTS author_public_profiles");
  for (const table of [...tables].reverse()) await knex.schema.dropTableIfExists(table);
  for (const name of Object.keys(enums).reverse()) await dropEnum(knex, name);
}

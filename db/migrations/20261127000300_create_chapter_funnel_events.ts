import type { Knex } from "knex";
import { addId, createEnum, dropEnum, enumColumn, foreignId } from "../src/schemaHelpers.ts";

/**
 * The reading funnel (domain/src/services/reports/chapterFunnel.ts): each
 * visitor counts once per chapter and step — they started reading it, they
 * finished it, they reached it locked (the paywall). Purchases come from the
 * paid checkouts, not from here.
 */
export async function up(knex: Knex): Promise<void> {
  await createEnum(knex, "funnel_step", ["STARTED", "FINISHED", "PAYWALL"]);
  await knex.schema.createTable("chapter_funnel_events", (t) => {
    addId(t);
    foreignId(t, "chapter_id", "chapters", "CASCADE").notNullable();
    foreignId(t, "book_id", "books", "CASCADE").notNullable();
    // reader:{id}, or a hash of an anonymous visitor's address and browser (never in clear).
    t.text("visitor_key").notNullable();
    enumColumn(t, "step", "funnel_step").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["chapter_id", "visitor_key", "step"]);
    t.index(["book_id", "step"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("chapter_funnel_events");
  await dropEnum(knex, "funnel_step");
}

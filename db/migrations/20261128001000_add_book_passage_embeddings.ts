import type { Knex } from "knex";

// The assistant's retrieval may add a provider's embeddings to full-text search
// (docs/decisions/ai-jobs-assistant-and-continuity.md, Book assistant): each passage keeps its vector
// (little-endian float32s) and the model that made it; a chapter's index
// state says which model its passages were embedded with, so a change of
// model re-embeds them on the next sync.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("book_passages", (t) => {
    t.binary("embedding");
    t.text("embedding_model");
  });
  await knex.schema.alterTable("chapter_index_states", (t) => {
    t.text("embedding_model");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("chapter_index_states", (t) => {
    t.dropColumn("embedding_model");
  });
  await knex.schema.alterTable("book_passages", (t) => {
    t.dropColumn("embedding_model");
    t.dropColumn("embedding");
  });
}

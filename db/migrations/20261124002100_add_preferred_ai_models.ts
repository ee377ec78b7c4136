import type { Knex } from "knex";

// The models an author picks for each provider (GET/POST /ai/preferences hold
// `preferredModels` beside the scene type and the advanced settings).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("author_ai_preferences", (t) => {
    t.jsonb("preferred_models").notNullable().defaultTo(knex.raw("'{}'::jsonb"));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("author_ai_preferences", (t) => {
    t.dropColumn("preferred_models");
  });
}

import type { Knex } from "knex";

/** An assistant's answer keeps the passages it was given, to cite them (domain/src/services/assistant/askAssistant.ts). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("assistant_messages", (t) => {
    t.jsonb("citations").notNullable().defaultTo(knex.raw("'[]'::jsonb"));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("assistant_messages", (t) => {
    t.dropColumn("citations");
  });
}

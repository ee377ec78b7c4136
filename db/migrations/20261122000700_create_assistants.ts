import type { Knex } from "knex";
import { addId, addTimestamps, createEnum, dropEnum, enumColumn, foreignId } from "../src/schemaHelpers.ts";

const enums = {
  assistant_message_role: ["USER", "ASSISTANT"],
} as const;

const tables = ["assistants", "assistant_messages", "ai_assistant_file_searches"];

export async function up(knex: Knex): Promise<void> {
  for (const [name, values] of Object.entries(enums)) await createEnum(knex, name, values);

  await knex.schema.createTable("assistants", (t) => {
    addId(t);
    foreignId(t, "author_id", "author_profiles", "CASCADE").notNullable();
    foreignId(t, "book_id", "books", "CASCADE").notNullable();
    t.text("name").notNullable();
    t.text("instructions");
    enumColumn(t, "service", "ai_service").notNullable().defaultTo("OPEN_AI");
    t.text("model");
    t.timestamp("last_synced_at", { useTz: true });
    addTimestamps(knex, t);
    t.index(["book_id", "created_at"]);
    t.index(["author_id"]);
  });

  await knex.schema.createTable("assistant_messages", (t) => {
    addId(t);
    foreignId(t, "assistant_id", "assistants", "CASCADE").notNullable();
    enumColumn(t, "role", "assistant_message_role").notNullable();
    t.text("content").notNullable();
    // The provider's id of the message, when it has one.
    t.text("external_id");
    addTimestamps(knex, t);
    t.index(["assistant_id", "created_at"]);
  });

  await knex.schema.createTable("ai_assistant_file_searches", (t) => {
    addId(t);
    foreignId(t, "assistant_id", "assistants", "CASCADE").notNullable().unique();
    t.text("thread_id");
    t.text("vector_store_id");
    t.jsonb("file_ids").notNullable().defaultTo(knex.raw("'[]'::jsonb"));
    t.timestamp("synced_at", { useTz: true });
    addTimestamps(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...tables].reverse()) await knex.schema.dropTableIfExists(table);
  for (const name of Object.keys(enums).reverse()) await dropEnum(knex, name);
}

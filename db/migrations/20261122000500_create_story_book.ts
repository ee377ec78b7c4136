import type { Knex } from "knex";
import { addId, addTimestamps, createEnum, dropEnum, enumColumn, foreignId } from "../src/schemaHelpers.ts";

const enums = {
  scene_type: ["ACTION", "REFLECTION", "GENERAL"],
  scene_resolution: ["RESOLVED", "GET_COMPLICATED", "UNRESOLVED", "GET_WORSE"],
  character_type: ["PROTAGONIST", "ANTAGONIST", "SUPPORTING"],
  lore_type: [
    "ALIEN_OR_FANTASY_RACE",
    "CREATURE",
    "CULTURE_OR_PEOPLE",
    "HISTORY",
    "LOCATION",
    "MAGIC",
    "ORGANIZATION_OR_GROUP",
    "RELIGION",
    "TECHNOLOGY",
    "OTHER",
  ],
  story_length: ["SHORT", "MEDIUM", "LONG", "EPIC"],
  story_style: ["VIVID", "MINIMALIST", "INTERNAL", "EPISTOLARY", "POPULAR", "CUSTOM"],
  point_of_view: ["FIRST_PERSON", "SECOND_PERSON", "THIRD_PERSON_LIMITED", "THIRD_PERSON_OMNISCIENT"],
} as const;

const tables = ["story_book_beats", "story_book_characters", "story_book_scenes", "story_book_lores", "story_book_ideas", "story_book_settings"];

export async function up(knex: Knex): Promise<void> {
  for (const [name, values] of Object.entries(enums)) await createEnum(knex, name, values);

  await knex.schema.createTable("story_book_beats", (t) => {
    addId(t);
    t.text("name");
    t.text("purpose");
    t.text("description");
    t.integer("act");
    t.integer("order_index").notNullable().defaultTo(0);
    foreignId(t, "book_id", "books", "CASCADE").notNullable();
    addTimestamps(knex, t);
    t.index(["book_id", "order_index"]);
  });

  await knex.schema.alterTable("chapters", (t) => {
    t.foreign("beat_id").references("id").inTable("story_book_beats").onDelete("SET NULL");
  });

  await knex.schema.createTable("story_book_characters", (t) => {
    addId(t);
    enumColumn(t, "type", "character_type");
    t.text("name").notNullable();
    t.text("overview");
    t.text("physical");
    t.text("mental");
    t.text("skills");
    t.integer("order_index").notNullable().defaultTo(0);
    foreignId(t, "book_id", "books", "CASCADE").notNullable();
    addTimestamps(knex, t);
    t.index(["book_id", "order_index"]);
  });

  await knex.schema.createTable("story_book_scenes", (t) => {
    addId(t);
    enumColumn(t, "type", "scene_type");
    t.boolean("is_hidden").notNullable().defaultTo(false);
    t.text("primary_character");
    t.text("goal");
    t.text("conflict");
    enumColumn(t, "resolution", "scene_resolution");
    t.text("resolution_description");
    t.text("prior_event");
    t.text("reaction");
    t.text("dilemma");
    t.text("decision");
    t.text("description");
    t.integer("order_index").notNullable().defaultTo(0);
    foreignId(t, "book_id", "books", "CASCADE").notNullable();
    foreignId(t, "beat_id", "story_book_beats", "SET NULL");
    // A deleted chapter leaves its outline scenes in place, unlinked.
    foreignId(t, "chapter_id", "chapters", "SET NULL");
    foreignId(t, "character_id", "story_book_characters", "SET NULL");
    addTimestamps(knex, t);
    t.index(["book_id", "order_index"]);
    t.index(["chapter_id", "order_index"]);
    t.index(["beat_id"]);
    t.index(["character_id"]);
  });

  await knex.schema.createTable("story_book_lores", (t) => {
    addId(t);
    enumColumn(t, "type", "lore_type");
    t.text("name").notNullable();
    t.text("description");
    t.integer("order_index").notNullable().defaultTo(0);
    foreignId(t, "book_id", "books", "CASCADE").notNullable();
    addTimestamps(knex, t);
    t.index(["book_id", "order_index"]);
  });

  await knex.schema.createTable("story_book_ideas", (t) => {
    addId(t);
    foreignId(t, "genre_id", "genres", "SET NULL");
    t.text("idea").notNullable();
    foreignId(t, "book_id", "books", "CASCADE").notNullable();
    addTimestamps(knex, t);
    t.index(["book_id"]);
  });

  await knex.schema.createTable("story_book_settings", (t) => {
    addId(t);
    enumColumn(t, "length", "story_length");
    enumColumn(t, "style", "story_style");
    enumColumn(t, "point_of_view", "point_of_view");
    t.text("style_description");
    foreignId(t, "book_id", "books", "CASCADE").notNullable().unique();
    addTimestamps(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("chapters", (t) => {
    t.dropForeign(["beat_id"]);
  });
  for (const table of [...tables].reverse()) await knex.schema.dropTableIfExists(table);
  for (const name of Object.keys(enums).reverse()) await dropEnum(knex, name);
}

import type { Knex } from "knex";
import { addId, addTimestamps, createEnum, dropEnum, enumColumn, foreignId } from "../src/schemaHelpers.ts";

const enums = {
  balance_transaction_type: ["PROMO", "STRIPE_CHECKOUT", "AI_USAGE"],
  ai_service: ["OPEN_AI", "ANTHROPIC"],
  ai_tool: [
    "CREATE_SCENE",
    "FREE_FORM",
    "ADD_CHARACTER",
    "PLOT_AHEAD",
    "LENGTHEN",
    "SHORTEN",
    "STYLE",
    "HEIGHTEN",
    "ALTERNATIVE",
    "THESAURUS",
    "DICTIONARY",
    "PLOT_IDEA",
    "PLOT_ACT",
    "GENERATE_SCENE",
    "MODIFY_SCENE",
    "GENERATE_BEAT",
    "MODIFY_BEAT",
    "GENERATE_CHARACTER",
    "MODIFY_CHARACTER",
    "GENERATE_LORE",
    "MODIFY_LORE",
    "GENERATE_IDEA",
    "MODIFY_IDEA",
    "MODERATION",
    "CUSTOM_STORY_TOOL",
    "AUTHOR_ASSISTANT",
  ],
  job_type: ["BOOK_AI_GENERATE_BY_NOTES", "BOOK_AI_GENERATE_BY_CHAPTER_TEXT"],
  job_status: ["WATING", "ACTIVE", "COMPLETED", "FAILED", "CANCELED"],
  plot_template_type: ["IDEA", "LORE", "CHARACTER", "BEAT", "SCENE"],
  tool_type: ["DRAFT", "EDIT"],
  tool_story_type: ["ALL", "STORY", "SCRIPT"],
  tool_availability: ["SCENE_FILLED", "BEAT_FILLED"],
  scene_availability: ["DEFAULT", "SCENE_GENERATION"],
} as const;

const tables = [
  "user_balances",
  "balance_transactions",
  "author_ai_usages",
  "ai_moderations",
  "author_ai_preferences",
  "jobs",
  "ai_plot_templates",
  "story_tools",
  "story_tool_steps",
  "author_story_tool_settings",
  "outline_templates",
];

function addModelSettings(t: Knex.CreateTableBuilder, table: string): void {
  t.double("temperature");
  t.integer("max_output");
  t.text("start_sequence");
  t.text("stop_sequence");
  t.check("temperature between 0 and 2", [], `${table}_temperature_check`);
  t.check("max_output > 0", [], `${table}_max_output_check`);
}

export async function up(knex: Knex): Promise<void> {
  for (const [name, values] of Object.entries(enums)) await createEnum(knex, name, values);

  await knex.schema.createTable("user_balances", (t) => {
    addId(t);
    t.integer("amount").notNullable().defaultTo(0);
    foreignId(t, "user_id", "users", "CASCADE").notNullable().unique();
    t.integer("unsynced").notNullable().defaultTo(0);
    t.integer("ai_monthly_limit");
    t.integer("ai_monthly_usage").notNullable().defaultTo(0);
    t.date("ai_monthly_usage_month");
    t.timestamp("ai_req_lock_until", { useTz: true });
    addTimestamps(knex, t);
    // The balance can never be overspent (docs/architecture.md, AI accounting): the database refuses it too.
    t.check("amount >= 0", [], "user_balances_amount_check");
    t.check("ai_monthly_limit >= 0", [], "user_balances_ai_monthly_limit_check");
    t.check("ai_monthly_usage >= 0", [], "user_balances_ai_monthly_usage_check");
  });

  await knex.schema.createTable("balance_transactions", (t) => {
    addId(t);
    t.integer("amount").notNullable();
    t.integer("fee").notNullable().defaultTo(0);
    t.integer("balance_amount");
    foreignId(t, "user_id", "users", "RESTRICT").notNullable();
    t.boolean("is_withdrawal").notNullable().defaultTo(false);
    enumColumn(t, "type", "balance_transaction_type").notNullable();
    // Unique so that a replayed checkout webhook cannot credit twice.
    t.text("stripe_id").unique();
    t.text("description");
    addTimestamps(knex, t);
    t.index(["user_id", "created_at"]);
    t.check("amount >= 0", [], "balance_transactions_amount_check");
    t.check("fee >= 0", [], "balance_transactions_fee_check");
  });

  await knex.schema.createTable("author_ai_usages", (t) => {
    addId(t);
    enumColumn(t, "service", "ai_service").notNullable();
    t.integer("input_tokens").notNullable().defaultTo(0);
    t.integer("output_tokens").notNullable().defaultTo(0);
    t.text("model").notNullable();
    enumColumn(t, "tool", "ai_tool").notNullable();
    foreignId(t, "author_id", "author_profiles", "CASCADE").notNullable();
    foreignId(t, "balance_transaction_id", "balance_transactions", "RESTRICT");
    addTimestamps(knex, t);
    t.index(["author_id", "created_at"]);
    t.index(["balance_transaction_id"]);
    t.check("input_tokens >= 0 and output_tokens >= 0", [], "author_ai_usages_tokens_check");
  });

  await knex.schema.createTable("ai_moderations", (t) => {
    addId(t);
    enumColumn(t, "service", "ai_service").notNullable();
    t.boolean("is_suspends_ai").notNullable().defaultTo(false);
    t.boolean("is_idle").notNullable().defaultTo(false);
    foreignId(t, "user_id", "users", "CASCADE").notNullable();
    t.text("content");
    t.jsonb("categories");
    t.jsonb("category_scores");
    addTimestamps(knex, t);
    t.index(["user_id", "created_at"]);
  });

  await knex.schema.createTable("author_ai_preferences", (t) => {
    addId(t);
    foreignId(t, "author_id", "author_profiles", "CASCADE").notNullable().unique();
    enumColumn(t, "scene_type", "scene_type");
    t.jsonb("advanced_settings").notNullable().defaultTo(knex.raw("'{}'::jsonb"));
    addTimestamps(knex, t);
  });

  await knex.schema.createTable("jobs", (t) => {
    addId(t);
    enumColumn(t, "type", "job_type").notNullable();
    enumColumn(t, "status", "job_status").notNullable().defaultTo("WATING");
    t.text("step_text_status");
    t.integer("progress").notNullable().defaultTo(0);
    t.jsonb("params").notNullable().defaultTo(knex.raw("'{}'::jsonb"));
    t.jsonb("data");
    t.text("error");
    t.boolean("is_seen_by_user").notNullable().defaultTo(false);
    foreignId(t, "author_id", "author_profiles", "CASCADE").notNullable();
    foreignId(t, "book_id", "books", "CASCADE").notNullable();
    addTimestamps(knex, t);
    t.index(["author_id", "book_id", "status"]);
    t.index(["book_id", "status"]);
    t.check("progress between 0 and 100", [], "jobs_progress_check");
  });

  await knex.schema.createTable("ai_plot_templates", (t) => {
    addId(t);
    enumColumn(t, "type", "plot_template_type").notNullable();
    t.text("name").notNullable();
    t.text("instructions").notNullable();
    t.jsonb("variables").notNullable().defaultTo(knex.raw("'[]'::jsonb"));
    t.jsonb("advanced_settings").notNullable().defaultTo(knex.raw("'{}'::jsonb"));
    // Null for the platform's templates; an author's edited copy points at its original.
    foreignId(t, "author_id", "author_profiles", "CASCADE");
    foreignId(t, "global_template_id", "ai_plot_templates", "SET NULL");
    addTimestamps(knex, t);
    t.index(["author_id", "type"]);
  });
  await knex.raw("CREATE UNIQUE INDEX ai_plot_templates_author_copy_unique ON ai_plot_templates (author_id, global_template_id) WHERE author_id IS NOT NULL");

  await knex.schema.createTable("story_tools", (t) => {
    addId(t);
    enumColumn(t, "type", "tool_type").notNullable();
    enumColumn(t, "story_type", "tool_story_type").notNullable().defaultTo("ALL");
    t.text("default_model");
    t.text("name").notNullable();
    t.text("description");
    t.text("instructions");
    t.text("icon");
    t.boolean("is_global").notNullable().defaultTo(false);
    t.boolean("with_user_instructions").notNullable().defaultTo(false);
    t.text("user_instructions");
    enumColumn(t, "availability", "tool_availability");
    enumColumn(t, "scene_availability", "scene_availability").notNullable().defaultTo("DEFAULT");
    addModelSettings(t, "story_tools");
    foreignId(t, "author_id", "author_profiles", "CASCADE");
    addTimestamps(knex, t);
    t.index(["author_id"]);
    t.check("is_global or author_id is not null", [], "story_tools_owner_check");
  });

  await knex.schema.createTable("story_tool_steps", (t) => {
    addId(t);
    foreignId(t, "story_tool_id", "story_tools", "CASCADE").notNullable();
    t.text("model");
    t.text("instructions");
    addModelSettings(t, "story_tool_steps");
    t.text("effort");
    t.integer("order_index").notNullable().defaultTo(0);
    addTimestamps(knex, t);
    t.index(["story_tool_id", "order_index"]);
  });

  await knex.schema.createTable("author_story_tool_settings", (t) => {
    addId(t);
    foreignId(t, "author_id", "author_profiles", "CASCADE").notNullable();
    foreignId(t, "story_tool_id", "story_tools", "CASCADE").notNullable();
    t.boolean("is_hidden").notNullable().defaultTo(false);
    t.integer("order_index");
    t.text("model");
    addTimestamps(knex, t);
    t.unique(["author_id", "story_tool_id"]);
    t.index(["story_tool_id"]);
  });

  await knex.schema.createTable("outline_templates", (t) => {
    addId(t);
    t.text("name").notNullable();
    t.text("description");
    t.jsonb("beats").notNullable().defaultTo(knex.raw("'[]'::jsonb"));
    t.boolean("is_global").notNullable().defaultTo(false);
    t.boolean("is_default").notNullable().defaultTo(false);
    foreignId(t, "author_id", "author_profiles", "CASCADE");
    addTimestamps(knex, t);
    t.index(["author_id"]);
    t.check("is_global or author_id is not null", [], "outline_templates_owner_check");
  });
  // One default among the platform's templates, and at most one per author.
  await knex.raw("CREATE UNIQUE INDEX outline_templates_default_unique ON outline_templates (coalesce(author_id, 0)) WHERE is_default");
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...tables].reverse()) await knex.schema.dropTableIfExists(table);
  for (const name of Object.keys(enums).reverse()) await dropEnum(knex, name);
}

import type { Knex } from "knex";
import { createEnum } from "../src/schemaHelpers.ts";

/** The continuity check's AI call is charged as its own tool (domain/src/services/continuity/checkWithAi.ts). */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TYPE ai_tool ADD VALUE IF NOT EXISTS 'CONTINUITY_CHECK'");
}

/**
 * PostgreSQL cannot drop an enum value: the type is made again without it,
 * and the calls recorded as continuity checks are recorded as free-form ones.
 */
export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE author_ai_usages ALTER COLUMN tool TYPE text");
  await knex.raw("UPDATE author_ai_usages SET tool = 'FREE_FORM' WHERE tool = 'CONTINUITY_CHECK'");
  const { rows } = await knex.raw<{ rows: Array<{ label: string }> }>(
    "SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = 'ai_tool' AND e.enumlabel <> 'CONTINUITY_CHECK' ORDER BY e.enumsortorder",
  );
  await knex.raw("DROP TYPE ai_tool");
  await createEnum(
    knex,
    "ai_tool",
    rows.map((row) => row.label),
  );
  await knex.raw("ALTER TABLE author_ai_usages ALTER COLUMN tool TYPE ai_tool USING tool::ai_tool");
}

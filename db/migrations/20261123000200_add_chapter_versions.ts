import type { Knex } from "knex";

// Optimistic concurrency for chapter edits (docs/decisions/chapters-and-files.md, Optimistic concurrency):
// a client sends the version it edited from, and an edit made from an older
// one is refused with the current text instead of overwriting it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("chapters", (t) => {
    t.integer("version").notNullable().defaultTo(1);
    t.check("version >= 1", [], "chapters_version_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("chapters", (t) => {
    t.dropChecks(["chapters_version_check"]);
    t.dropColumn("version");
  });
}

import { readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";
import type { Knex } from "knex";

const migrationsDir = fileURLToPath(new URL("../migrations/", import.meta.url));

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Lists migrations/*.ts in name order and imports them natively; knex's own
 * loader would `require` TypeScript, which Node does not do for ESM sources.
 */
class DirectoryMigrationSource implements Knex.MigrationSource<string> {
  async getMigrations(): Promise<string[]> {
    const files = await readdir(migrationsDir);
    return files.filter((f) => /^\d{14}_.+\.ts$/.test(f)).sort();
  }
  getMigrationName(migration: string): string {
    return migration;
  }
  async getMigration(migration: string): Promise<MigrationModule> {
    return (await import(path.join(migrationsDir, migration))) as MigrationModule;
  }
}

const config = (): Knex.MigratorConfig => ({
  migrationSource: new DirectoryMigrationSource(),
  tableName: "knex_migrations",
});

/** Runs every pending migration; returns the names it ran. */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, names] = (await knex.migrate.latest(config())) as [number, string[]];
  return names;
}

/** Rolls back every migration, leaving an empty schema. */
export async function migrateDownAll(knex: Knex): Promise<string[]> {
  const [, names] = (await knex.migrate.rollback(config(), true)) as [number, string[]];
  return names;
}

export { migrationsDir };

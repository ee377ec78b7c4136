import { writeFile, access, readdir } from "node:fs/promises";
import path from "node:path";
import { createKnex } from "./knex.ts";
import { migrateDownAll, migrateLatest, migrationsDir } from "./migrate.ts";
import { ensureDatabase } from "./ensureDatabase.ts";
import { migrationNamePattern, nextMigrationPrefix } from "./migrationNames.ts";

const usage = `Usage: node db/src/cli.ts <command>

  migrate        create the database if missing, run pending migrations
  rollback       roll every migration back, leaving an empty schema
  payout-accounts  print the authors' payout accounts (provider id, status) as JSON
  make <name>    create migrations/<timestamp>_<name>.ts (name like create_widgets), the
                 timestamp the later of now and the latest migration's plus one second

DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/storyloom.`;

// An empty DATABASE_URL counts as unset, as the API and the workers read it.
const databaseUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/storyloom";

/** A starting point: `create_<table>` gets the table with id and timestamps, anything else an empty up and down. */
function migrationTemplate(name: string): string {
  const [verb, ...rest] = name.split("_");
  const object = rest.join("_");
  if (verb === "create") {
    return `import type { Knex } from "knex";
import { addId, addTimestamps } from "../src/schemaHelpers.ts";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("${object}", (t) => {
    addId(t);
    addTimestamps(knex, t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("${object}");
}
`;
  }
  return `import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // the change: knex.schema.alterTable(…), knex.raw(…)
}

export async function down(knex: Knex): Promise<void> {
  // its exact undoing
}
`;
}

async function makeMigration(name: string | undefined): Promise<void> {
  if (!name || !migrationNamePattern.test(name)) {
    throw new Error("make needs a snake_case name, usually <verb>_<object>, for example create_widgets");
  }
  // After the latest migration even when it is dated ahead of the clock (migrationNames.ts).
  const prefix = nextMigrationPrefix(await readdir(migrationsDir), new Date());
  const file = path.join(migrationsDir, `${prefix}_${name}.ts`);
  const exists = await access(file).then(
    () => true,
    () => false,
  );
  if (exists) throw new Error(`${file} already exists`);
  await writeFile(file, migrationTemplate(name));
  console.log(`Created ${path.relative(process.cwd(), file)}`);
}

async function withKnex<T>(fn: (knex: ReturnType<typeof createKnex>) => Promise<T>): Promise<T> {
  const knex = createKnex(databaseUrl, { poolMax: 2, applicationName: "storyloom-cli" });
  try {
    return await fn(knex);
  } finally {
    await knex.destroy();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  switch (command) {
    case "migrate": {
      if (await ensureDatabase(databaseUrl)) console.log(`Created database ${new URL(databaseUrl).pathname.slice(1)}`);
      const ran = await withKnex(migrateLatest);
      console.log(ran.length ? `Ran ${ran.length} migration(s):\n  ${ran.join("\n  ")}` : "Already up to date");
      return;
    }
    case "payout-accounts": {
      // The offline payment provider keeps nothing across restarts: npm start gives it these again.
      const accounts = await withKnex((knex) =>
        knex("author_profiles").whereNotNull("stripe_id").select("stripe_id as id", "payment_connection_status as status"),
      );
      console.log(JSON.stringify(accounts));
      return;
    }
    case "rollback": {
      const undone = await withKnex(migrateDownAll);
      console.log(undone.length ? `Rolled back ${undone.length} migration(s):\n  ${undone.join("\n  ")}` : "Nothing to roll back");
      return;
    }
    case "make":
      await makeMigration(args[0]);
      return;
    default:
      console.error(usage);
      process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

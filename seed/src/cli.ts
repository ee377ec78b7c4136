/**
 * `node seed/src/cli.ts`: inserts the demo data into an empty database (one
 * without users; a database with any is left alone) and prints the demo
 * accounts as JSON last, `{ accounts, created }`. Migrate first
 * (`node db/src/cli.ts migrate`). DATABASE_URL defaults to
 * postgres://postgres@127.0.0.1:5432/storyloom; the covers go where
 * FILES_DIR or S3_* say, under PUBLIC_URL, as the API reads them.
 */
import { bindModels, createKnex } from "@storyloom/db";
import { seedDemo } from "./demo.ts";

// An empty DATABASE_URL counts as unset, as the API and the workers read it.
const databaseUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/storyloom";

async function main(): Promise<void> {
  const knex = createKnex(databaseUrl, { poolMax: 2, applicationName: "storyloom-seed" });
  try {
    bindModels(knex);
    console.log(JSON.stringify(await seedDemo(knex)));
  } finally {
    await knex.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

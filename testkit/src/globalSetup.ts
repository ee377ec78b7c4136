import { createTemplateDatabase, dropDatabase } from "./db.ts";

/** Vitest global setup: one migrated template database per test run. */
export default async function setup(): Promise<() => Promise<void>> {
  const template = await createTemplateDatabase();
  process.env.STORYLOOM_TEST_TEMPLATE_DB = template;
  return async () => {
    await dropDatabase(template);
  };
}

export { createKnex, bindModels } from "./knex.ts";
export type { Knex } from "./knex.ts";
export { migrateLatest, migrateDownAll } from "./migrate.ts";
export * from "./enums.ts";
export { ensureDatabase } from "./ensureDatabase.ts";
export { MICRO_CENTS_PER_CENT, centsToMicroCents } from "./money.ts";
export { pageOf } from "./pageOf.ts";

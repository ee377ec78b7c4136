export { createKnex, bindModels } from "./knex.ts";
export type { Knex } from "./knex.ts";
export { migrateLatest } from "./migrate.ts";
export * from "./enums.ts";
export { centsToMicroCents } from "./money.ts";
export { pageOf } from "./pageOf.ts";

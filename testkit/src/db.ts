import { randomBytes } from "node:crypto";
import { createKnex, migrateLatest, bindModels } from "@storyloom/db";
import type { Knex } from "@storyloom/db";

export const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/storyloom";

/** The server's URL with another database name in it. */
export function databaseUrl(name: string, base = process.env.DATABASE_URL || DEFAULT_DATABASE_URL): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withMaintenance<T>(fn: (knex: Knex) => Promise<T>): Promise<T> {
  const knex = createKnex(databaseUrl("postgres"), { poolMax: 1, applicationName: "storyloom-testkit" });
  try {
    return await fn(knex);
  } finally {
    await knex.destroy();
  }
}

/** Creates a database, optionally as a copy of a template. */
export async function createDatabase(name: string, template?: string): Promise<string> {
  await withMaintenance((knex) => knex.raw(template ? "CREATE DATABASE ?? TEMPLATE ??" : "CREATE DATABASE ??", template ? [name, template] : [name]));
  return databaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  await withMaintenance((knex) => knex.raw("DROP DATABASE IF EXISTS ?? WITH (FORCE)", [name]));
}

/** Creates and migrates the run's template database; returns its name. */
export async function createTemplateDatabase(): Promise<string> {
  const name = `storyloom_tpl_${process.pid}_${randomBytes(3).toString("hex")}`;
  const url = await createDatabase(name);
  const knex = createKnex(url, { poolMax: 1 });
  try {
    await migrateLatest(knex);
  } finally {
    await knex.destroy();
  }
  return name;
}

export interface TestDatabase {
  name: string;
  url: string;
  knex: Knex;
  /** Destroys the pool and drops the database. */
  close(): Promise<void>;
}

async function openDatabase(prefix: string, template?: string): Promise<TestDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const url = await createDatabase(name, template);
  const knex = createKnex(url, { poolMax: 4, applicationName: "storyloom-test" });
  return {
    name,
    url,
    knex,
    async close() {
      await knex.destroy();
      await dropDatabase(name);
    },
  };
}

/**
 * Gives the calling test file its own freshly migrated database, cloned from
 * the template the global setup migrated once, with the models bound to it.
 */
export async function useTestDatabase(): Promise<TestDatabase> {
  const template = process.env.STORYLOOM_TEST_TEMPLATE_DB;
  if (!template) throw new Error("STORYLOOM_TEST_TEMPLATE_DB is not set: run tests through vitest with testkit's globalSetup");
  const db = await openDatabase("storyloom_t", template);
  bindModels(db.knex);
  return db;
}

/** An empty database for tests that run migrations themselves. */
export function useEmptyDatabase(): Promise<TestDatabase> {
  return openDatabase("storyloom_e");
}

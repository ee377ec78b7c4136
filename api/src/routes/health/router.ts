import express from "express";
import type { Redis } from "ioredis";
import type { Knex } from "@storyloom/db";

const CHECK_TIMEOUT_MS = 2_000;

async function check(probe: () => Promise<unknown>): Promise<"ok" | "down"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return "ok";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/health: 200 when PostgreSQL and Redis answer, 503 "degraded" otherwise. */
export function createHealthRouter(deps: { knex: Knex; redis: Redis }): express.Router {
  const router = express.Router();
  router.get("/", async (_req, res) => {
    const [db, redis] = await Promise.all([check(() => deps.knex.raw("select 1")), check(() => deps.redis.ping())]);
    const status = db === "ok" && redis === "ok" ? "ok" : "degraded";
    res.set("Cache-Control", "no-store");
    res.status(status === "ok" ? 200 : 503).json({ status, db, redis });
  });
  return router;
}

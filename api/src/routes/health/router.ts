import type { Knex } from "@storyloom/db";
import type { Redis } from "ioredis";
import { defineRoute } from "../defineRoute.ts";
import { createHealthProbe } from "./healthProbe.ts";
import { healthAnswer } from "./schema.ts";
import type { HealthProbe, ProbeOutcome } from "./healthProbe.ts";

const CHECK_TIMEOUT_MS = 2_000;

async function check(probe: () => Promise<unknown>): Promise<ProbeOutcome> {
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

/** The probe of one app's PostgreSQL and Redis, made on its first health check. */
const probes = new WeakMap<Knex, HealthProbe>();

function probeOf(knex: Knex, redis: Redis): HealthProbe {
  let probe = probes.get(knex);
  if (!probe) {
    probe = createHealthProbe(async () => {
      const [db, status] = await Promise.all([check(() => knex.raw("select 1")), check(() => redis.ping())]);
      return { db, redis: status };
    });
    probes.set(knex, probe);
  }
  return probe;
}

export const health = defineRoute({
  method: "GET",
  path: "/api/health",
  summary: '200 when PostgreSQL and Redis answered, 503 "degraded" otherwise: one probe shared by all callers, at most a few seconds old (healthProbe.ts).',
  auth: "public",
  authorize: "public",
  schema: { response: healthAnswer },
  handler: async ({ deps, res }) => {
    const { db, redis } = await probeOf(deps.knex, deps.redis).read();
    const status: "ok" | "degraded" = db === "ok" && redis === "ok" ? "ok" : "degraded";
    res.set("Cache-Control", "no-store");
    if (status !== "ok") res.status(503);
    return { status, db, redis };
  },
});

export const healthRoutes = [health];

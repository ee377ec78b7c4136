import { defineRoute } from "../defineRoute.ts";

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

export const health = defineRoute({
  method: "GET",
  path: "/api/health",
  summary: "200 when PostgreSQL and Redis answer, 503 \"degraded\" otherwise.",
  auth: "public",
  authorize: "public",
  schema: {},
  handler: async ({ deps, res }) => {
    const [db, redis] = await Promise.all([check(() => deps.knex.raw("select 1")), check(() => deps.redis.ping())]);
    const status = db === "ok" && redis === "ok" ? "ok" : "degraded";
    res.set("Cache-Control", "no-store");
    if (status !== "ok") res.status(503);
    return { status, db, redis };
  },
});

export const healthRoutes = [health];

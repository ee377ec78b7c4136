// npm start (after scripts/start.sh has provisioned the toolchain and services):
// build, migrate, seed an empty database with the demo, run every process on one origin.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { optional, port as portNumber, readEnv, sharedEnv } from "../domain/src/env.ts";
import { buildFrontEnds } from "./build.ts";
import { ROOT, startStack } from "./stack.ts";

const say = (line: string): void => console.log(`\x1b[1;34m[storyloom]\x1b[0m ${line}`);

const INSTANCES_RULE = "must be a whole number from 1 to 16";

/** What npm start reads, by the rules every process shares (domain/src/env.ts). */
const startEnv = z.object({
  PORT: optional(portNumber).default(8080),
  PUBLIC_URL: optional(sharedEnv.PUBLIC_URL),
  DATABASE_URL: sharedEnv.DATABASE_URL,
  REDIS_URL: sharedEnv.REDIS_URL,
  REDIS_PREFIX: sharedEnv.REDIS_PREFIX,
  API_PORT: optional(portNumber).default(4000),
  STOREFRONT_PORT: optional(portNumber).default(4321),
  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  // API, storefront and workers processes each; more than one are balanced by the gateway (docs/deploy.md).
  INSTANCES: optional(z.coerce.number({ error: INSTANCES_RULE }).int(INSTANCES_RULE).min(1, INSTANCES_RULE).max(16, INSTANCES_RULE)).default(1),
});

function authSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  // Generated once per checkout and kept, so sessions survive a restart.
  const file = path.join(dataDir, "auth-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

async function main(): Promise<void> {
  const env = readEnv(startEnv);
  const port = env.PORT;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const dataDir = path.join(ROOT, ".data");
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL;
  const redisUrl = env.REDIS_URL;

  await buildFrontEnds(say);
  say("migrating the database");
  execFileSync(process.execPath, ["db/src/cli.ts", "migrate"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, DATABASE_URL: databaseUrl } });
  // The demo's covers are stored where the API will serve them from, under the origin it will answer on.
  const seedEnv = { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: publicUrl, FILES_DIR: process.env.FILES_DIR ?? path.join(dataDir, "files") };
  const seeded = execFileSync(process.execPath, ["seed/src/cli.ts"], { cwd: ROOT, env: seedEnv }).toString().trim().split("\n").pop();
  const { accounts, created } = JSON.parse(seeded ?? "{}") as { accounts: Array<{ role: string; email: string; password: string }>; created: boolean };
  say(created ? "demo data seeded into the empty database" : "database already has data: demo seed skipped");

  const instances = env.INSTANCES;
  say(instances === 1 ? "starting gateway, api, workers and storefront" : `starting gateway and ${instances} of each: api, workers and storefront`);
  const stack = await startStack({
    port,
    publicUrl,
    databaseUrl,
    redisUrl,
    redisPrefix: env.REDIS_PREFIX,
    authSecret: authSecret(dataDir, env.AUTH_SECRET),
    dataDir,
    logTo: "console",
    apiPort: env.API_PORT,
    storefrontPort: env.STOREFRONT_PORT,
    instances,
    // A process that dies is started again while the others serve (scripts/supervisor.ts); each restart is told here.
    restart: true,
    log: say,
  });

  console.log("");
  say(`Storyloom is running at ${publicUrl}`);
  say("demo accounts (sign in at " + publicUrl + "/auth/login, admins at /auth/adminLogin):");
  for (const account of accounts) say(`  ${account.role.padEnd(7)} ${account.email.padEnd(26)} ${account.password}`);
  if (stack.env.PAYMENTS_OFFLINE === "true")
    say("Payments: no STRIPE_SECRET_KEY set, so an offline payment provider answers (its checkout pages say no card is charged)");
  if (stack.env.AI_SIMULATED === "true")
    say('AI tools: no OPENAI_API_KEY or ANTHROPIC_API_KEY set, so a local simulator answers (labelled "Simulated" in the studio)');
  if (instances > 1) {
    for (const running of stack.processes) if (running.url) say(`  ${running.name.padEnd(13)} ${running.url}`);
  }
  say("press Ctrl-C to stop");

  let stopping = false;
  const shutdown = async (reason: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    say(`${reason}: stopping every process`);
    await stack.stop();
    say("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(`\x1b[1;31m[storyloom]\x1b[0m ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

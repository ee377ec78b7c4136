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
  const seeded = execFileSync(process.execPath, ["db/src/cli.ts", "seed"], { cwd: ROOT, env: seedEnv })
    .toString()
    .trim()
    .split("\n")
    .pop();
  const { accounts, created } = JSON.parse(seeded ?? "{}") as { accounts: Array<{ role: string; email: string; password: string }>; created: boolean };
  say(created ? "demo data seeded into the empty database" : "database already has data: demo seed skipped");

  say("starting gateway, api, workers and storefront");
  let shutdown: (reason: string, exitCode: number) => Promise<void> = async () => {};
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
    // One process down means the product is down: stop the rest rather than half-serve.
    onUnexpectedExit: (name, code, signal) => void shutdown(`${name} exited (${signal ?? `code ${code}`})`, 1),
  });

  console.log("");
  say(`Storyloom is running at ${publicUrl}`);
  say("demo accounts (sign in at " + publicUrl + "/auth/login, admins at /auth/adminLogin):");
  for (const account of accounts) say(`  ${account.role.padEnd(7)} ${account.email.padEnd(26)} ${account.password}`);
  if (stack.env.PAYMENTS_OFFLINE === "true") say("Payments: no STRIPE_SECRET_KEY set, so an offline payment provider answers (its checkout pages say no card is charged)");
  if (stack.env.AI_SIMULATED === "true") say("AI tools: no OPENAI_API_KEY or ANTHROPIC_API_KEY set, so a local simulator answers (labelled \"Simulated\" in the studio)");
  say("press Ctrl-C to stop");

  let stopping = false;
  shutdown = async (reason, exitCode) => {
    if (stopping) return;
    stopping = true;
    say(`${reason}: stopping every process`);
    await stack.stop();
    say("stopped");
    process.exit(exitCode);
  };
  process.on("SIGINT", () => void shutdown("SIGINT", 0));
  process.on("SIGTERM", () => void shutdown("SIGTERM", 0));
}

main().catch((error: unknown) => {
  console.error(`\x1b[1;31m[storyloom]\x1b[0m ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

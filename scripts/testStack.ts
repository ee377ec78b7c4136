// A throw-away copy of the product for the browser suite and the benchmarks:
// a fresh database (migrated and seeded), its own Redis prefix, free ports.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { buildFrontEnds } from "./build.ts";
import { freePorts, ROOT, startStack } from "./stack.ts";
import { Redis } from "ioredis";
import { databaseUrl as withDatabase, dropDatabase } from "../testkit/src/db.ts";

export interface TestStack {
  url: string;
  apiUrl: string;
  databaseUrl: string;
  /** The stack's Redis and its key prefix (the browser suite resets rate limits there). */
  redisUrl: string;
  redisPrefix: string;
  dataDir: string;
  /** The environment the stack's processes run with (the AI simulator's addresses among it). */
  env: Record<string, string>;
  /** Stops every process and drops the database; keeps the logs when asked. */
  stop(options: { keepLogs: boolean }): Promise<void>;
}

/** Removes every key a throw-away run left under its prefix (queues, rate limits). */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}

/** Runs `node db/src/cli.ts <command>` without holding the event loop, so that several stacks are set up side by side. */
/** Runs a command line program of the workspace (the db's migrations, the demo seed) to its end. */
function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"], env });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with code ${code}`))));
  });
}

/** Builds the front ends when their sources changed (unless `build` is false: the caller built them once for several stacks), then starts the stack. */
export async function startTestStack(name: string, say: (line: string) => void, options: { build?: boolean } = {}): Promise<TestStack> {
  const runId = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const databaseName = `storyloom_${name}_${runId}`;
  const databaseUrl = withDatabase(databaseName);
  const dataDir = path.join(ROOT, ".data", `${name}-${runId}`);
  mkdirSync(dataDir, { recursive: true });

  if (options.build !== false) await buildFrontEnds(say);
  // The origin is known before the seed: the demo's covers are addressed under it and stored in this run's files.
  const [port, apiPort, storefrontPort] = (await freePorts(3)) as [number, number, number];
  const publicUrl = `http://localhost:${port}`;
  const dbEnv = { ...process.env, DATABASE_URL: databaseUrl };
  await runCli(["db/src/cli.ts", "migrate"], dbEnv);
  const seedEnv = { ...dbEnv, PUBLIC_URL: publicUrl, FILES_DIR: process.env.FILES_DIR ?? path.join(dataDir, "files") };
  await runCli(["seed/src/cli.ts"], seedEnv);

  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  const redisPrefix = `${name}:${runId}:`;
  say(`starting the stack at ${publicUrl} (logs in ${path.relative(ROOT, dataDir)}/logs)`);
  let stack;
  try {
    stack = await startStack({
      port,
      apiPort,
      storefrontPort,
      publicUrl,
      databaseUrl,
      redisUrl,
      redisPrefix,
      authSecret: randomBytes(32).toString("hex"),
      dataDir,
      logTo: { dir: path.join(dataDir, "logs") },
      simulateDomains: true,
      simulateMail: true,
      // No `restart`: a process that dies under the browser suite is a defect, which the specs that fail
      // after it and its log (kept when a run fails) must show; restarted, it would pass unseen.
      // scripts/stack.int.test.ts checks restarts on a stack of its own.
      // The AI simulator streams word by word as a model would, 15 ms a word under `npm start`; the specs watch the
      // same stream at 5 ms a word (a generation from notes took 38 s at 15 ms, 13 s at 2 ms; at 2 ms a
      // loaded browser read a whole answer at once, and the streaming spec could not tell it from a held-back one).
      extraEnv: { AI_SIMULATOR_DELAY_MS: process.env.AI_SIMULATOR_DELAY_MS ?? "5" },
    });
  } catch (error) {
    await dropDatabase(databaseName);
    throw error;
  }
  const running = stack;
  return {
    url: publicUrl,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    databaseUrl,
    redisUrl,
    redisPrefix,
    dataDir,
    env: running.env,
    async stop({ keepLogs }) {
      await running.stop();
      await dropDatabase(databaseName);
      await deleteRedisKeys(redisUrl, redisPrefix);
      if (keepLogs) say(`kept the logs in ${path.relative(ROOT, dataDir)}/logs`);
      else rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

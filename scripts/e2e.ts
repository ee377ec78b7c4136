// The browser suite over the whole stack: a fresh database, the same processes
// `npm start` runs (on free ports), then Playwright with Debian's Chromium.
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { buildFrontEnds } from "./build.ts";
import { freePort, ROOT, startStack } from "./stack.ts";
import { dropDatabase } from "../testkit/src/db.ts";

const say = (line: string): void => console.log(`\x1b[1;34m[e2e]\x1b[0m ${line}`);
const jsonReport = process.argv.find((a) => a.startsWith("--json-report="))?.slice("--json-report=".length);
const extraArgs = process.argv.slice(2).filter((a) => !a.startsWith("--json-report="));

function withDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main(): Promise<number> {
  const baseDatabaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/storyloom";
  const runId = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const databaseName = `storyloom_e2e_${runId}`;
  const databaseUrl = withDatabase(baseDatabaseUrl, databaseName);
  const dataDir = path.join(ROOT, ".data", `e2e-${runId}`);
  mkdirSync(dataDir, { recursive: true });

  buildFrontEnds(say);
  const dbEnv = { ...process.env, DATABASE_URL: databaseUrl };
  execFileSync(process.execPath, ["db/src/cli.ts", "migrate"], { cwd: ROOT, stdio: "inherit", env: dbEnv });
  execFileSync(process.execPath, ["db/src/cli.ts", "seed"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"], env: dbEnv });

  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  say(`starting the stack at ${publicUrl} (logs in ${path.relative(ROOT, dataDir)})`);
  const stack = await startStack({
    port,
    publicUrl,
    databaseUrl,
    redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    redisPrefix: `e2e:${runId}:`,
    authSecret: randomBytes(32).toString("hex"),
    dataDir,
    logTo: { dir: path.join(dataDir, "logs") },
  });
  let status = 1;
  try {
    const result = spawnSync("pnpm", ["exec", "playwright", "test", "-c", "playwright.config.ts", ...extraArgs], {
      cwd: path.join(ROOT, "e2e"),
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_BASE_URL: publicUrl,
        E2E_DATABASE_URL: databaseUrl,
        E2E_OUTBOX_DIR: path.join(dataDir, "outbox"),
        ...(jsonReport ? { PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport } : {}),
      },
    });
    status = result.status ?? 1;
  } finally {
    await stack.stop();
    await dropDatabase(databaseName);
    if (status === 0) rmSync(dataDir, { recursive: true, force: true });
    else say(`kept the logs of this failed run in ${path.relative(ROOT, dataDir)}/logs`);
  }
  return status;
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

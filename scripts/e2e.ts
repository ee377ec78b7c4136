// The browser suite over the whole stack: the same processes `npm start` runs,
// on free ports against a fresh database, driven by Playwright with Debian's
// Chromium; one stack per Playwright worker.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { ROOT } from "./stack.ts";
import { buildFrontEnds } from "./build.ts";
import { startTestStack } from "./testStack.ts";
import type { TestStack } from "./testStack.ts";

const say = (line: string): void => console.log(`\x1b[1;34m[e2e]\x1b[0m ${line}`);
const jsonReport = process.argv.find((a) => a.startsWith("--json-report="))?.slice("--json-report=".length);
const extraArgs = process.argv.slice(2).filter((a) => !a.startsWith("--json-report="));

/**
 * How many Playwright workers, each with a stack of its own: E2E_WORKERS, or
 * one per core. One worker leaves much of two cores idle (the browser waits
 * for the stack, the stack for the browser); two ran the suite in 5.9 minutes
 * where one took 7.1 on 2026-11-29 (docs/testing.md).
 */
function workerCount(): number {
  const fallback = Math.max(1, availableParallelism());
  const asked = Number(process.env.E2E_WORKERS ?? fallback);
  return Number.isInteger(asked) && asked >= 1 ? asked : fallback;
}

/** What one worker's specs read from their environment about their stack. */
function stackVariables(stack: TestStack): Record<string, string> {
  return {
    E2E_BASE_URL: stack.url,
    E2E_DATABASE_URL: stack.databaseUrl,
    E2E_REDIS_URL: stack.redisUrl,
    E2E_REDIS_PREFIX: stack.redisPrefix,
    E2E_OUTBOX_DIR: path.join(stack.dataDir, "outbox"),
    E2E_MAIL_SIMULATOR_URL: stack.env.MAIL_SIMULATOR_URL ?? "",
    E2E_DOMAINS_SIMULATOR_URL: stack.env.DOMAINS_SIMULATOR_URL ?? "",
    E2E_CNAME_TARGET: stack.env.CUSTOM_DOMAIN_CNAME_TARGET ?? "",
    E2E_AI_SIMULATOR_DELAY_MS: stack.env.AI_SIMULATOR_DELAY_MS ?? "",
  };
}

/** Set by SIGINT or SIGTERM: the run stops, and the stacks are stopped and dropped all the same. */
let interrupted = false;
let playwright: ChildProcess | null = null;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    interrupted = true;
    playwright?.kill(signal);
  });
}

async function main(): Promise<number> {
  // A report left by an earlier run must not pass for this one when the stack fails to start.
  if (jsonReport) rmSync(jsonReport, { force: true });
  await buildFrontEnds(say);
  const started = await Promise.allSettled(Array.from({ length: workerCount() }, () => startTestStack("e2e", say, { build: false })));
  const stacks = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  let status = 1;
  try {
    const failed = started.find((result): result is PromiseRejectedResult => result.status === "rejected");
    if (failed) throw failed.reason;
    if (interrupted) return 1;
    const child = spawn("pnpm", ["exec", "playwright", "test", "-c", "playwright.config.ts", ...extraArgs], {
      cwd: path.join(ROOT, "e2e"),
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_STACKS: JSON.stringify(stacks.map(stackVariables)),
        ...(jsonReport ? { PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport } : {}),
      },
    });
    playwright = child;
    status = await new Promise<number>((resolve) => {
      child.once("error", () => resolve(1));
      child.once("exit", (code) => resolve(code ?? 1));
    });
  } finally {
    await Promise.all(stacks.map((stack) => stack.stop({ keepLogs: status !== 0 })));
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

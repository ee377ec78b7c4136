// The browser suite over the whole stack: the same processes `npm start` runs,
// on free ports against a fresh database, driven by Playwright with Debian's Chromium.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./stack.ts";
import { startTestStack } from "./testStack.ts";

const say = (line: string): void => console.log(`\x1b[1;34m[e2e]\x1b[0m ${line}`);
const jsonReport = process.argv.find((a) => a.startsWith("--json-report="))?.slice("--json-report=".length);
const extraArgs = process.argv.slice(2).filter((a) => !a.startsWith("--json-report="));

async function main(): Promise<number> {
  // A report left by an earlier run must not pass for this one when the stack fails to start.
  if (jsonReport) rmSync(jsonReport, { force: true });
  const stack = await startTestStack("e2e", say);
  let status = 1;
  try {
    const result = spawnSync("pnpm", ["exec", "playwright", "test", "-c", "playwright.config.ts", ...extraArgs], {
      cwd: path.join(ROOT, "e2e"),
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_BASE_URL: stack.url,
        E2E_DATABASE_URL: stack.databaseUrl,
        E2E_REDIS_URL: stack.redisUrl,
        E2E_REDIS_PREFIX: stack.redisPrefix,
        E2E_OUTBOX_DIR: path.join(stack.dataDir, "outbox"),
        E2E_MAIL_SIMULATOR_URL: stack.env.MAIL_SIMULATOR_URL ?? "",
        E2E_DOMAINS_SIMULATOR_URL: stack.env.DOMAINS_SIMULATOR_URL ?? "",
        E2E_CNAME_TARGET: stack.env.CUSTOM_DOMAIN_CNAME_TARGET ?? "",
        ...(jsonReport ? { PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport } : {}),
      },
    });
    status = result.status ?? 1;
  } finally {
    await stack.stop({ keepLogs: status !== 0 });
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

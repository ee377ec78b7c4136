import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

/**
 * One stack per worker (scripts/e2e.ts starts them and passes their
 * variables as E2E_STACKS, one object per worker): a worker process reads
 * this file after Playwright set its TEST_PARALLEL_INDEX, and takes the
 * variables of its own stack, so that its specs, fixtures and helpers only
 * ever see that stack (its base URL, database, Redis prefix, outbox and
 * simulators).
 */
/**
 * Debian's Chromium headless shell (scripts/services.sh installs it with the
 * browser): the same engine as /usr/bin/chromium without the full browser
 * around it, which ran the suite in a fifth less time on two cores. E2E_BROWSER
 * picks another build, /usr/bin/chromium for example.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const browser = process.env.E2E_BROWSER ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

const stacks = JSON.parse(process.env.E2E_STACKS ?? "[]") as Array<Record<string, string>>;
Object.assign(process.env, stacks[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? {});

export default defineConfig({
  testDir: "./specs",
  fullyParallel: false,
  workers: Math.max(1, stacks.length),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: jsonOutput ? [["list"], ["json", { outputFile: jsonOutput }]] : [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://localhost:8080",
    // Recording a trace takes screenshots all along, a quarter of the suite's time on two cores: only a retry records one.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: browser,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});

// npm test (after scripts/test.sh provisioned the toolchain and services):
// typecheck, lint, vitest against real PostgreSQL and Redis, then the browser suite.
// Every step runs even when an earlier one failed, so one run shows every problem;
// the last line (`N passed, N failed, N skipped`) is what CI reads, and the
// line before it names the flaky tests (`flaky: N (…)`), which it does not count as passed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./stack.ts";
import {
  describeStep,
  formatCounts,
  formatFlaky,
  hasStepFailed,
  playwrightFailures,
  playwrightFlaky,
  readPlaywrightReport,
  readVitestReport,
  totalCounts,
  vitestFailures,
} from "./testSummary.ts";
import type { StepResult, TestCounts } from "./testSummary.ts";

const say = (line: string): void => console.log(`\x1b[1;34m[storyloom]\x1b[0m ${line}`);

interface TestReport {
  file: string;
  read: (text: string) => TestCounts | null;
}

function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    // No file: the run ended before its reporter wrote one.
    return "";
  }
}

function readReport(report: TestReport): TestCounts | null {
  return report.read(readText(report.file));
}

function run(step: string, command: string, args: string[], report?: TestReport, env: NodeJS.ProcessEnv = process.env): StepResult {
  say(`${step}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const spawned = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env });
  if (spawned.error) say(`${step} could not run: ${spawned.error.message}`);
  const result: StepResult = {
    step,
    status: spawned.status,
    seconds: (Date.now() - started) / 1000,
    ...(report ? { report: readReport(report) } : {}),
  };
  say(`${step} ${hasStepFailed(result) ? "failed" : "passed"} after ${result.seconds.toFixed(1)} s`);
  return result;
}

const reports = mkdtempSync(path.join(tmpdir(), "storyloom-test-"));
const vitestReport = path.join(reports, "vitest.json");
const e2eReport = path.join(reports, "e2e.json");

const results = [
  // The Node packages as one program (each file checked once; incremental, its build info in .cache/), then the two front ends side by side.
  run("typecheck", "pnpm", ["exec", "tsc", "-p", "tsconfig.packages.json"]),
  run("typecheck web", "pnpm", ["-r", "--workspace-concurrency=2", "--filter", "@storyloom/studio", "--filter", "@storyloom/storefront", "typecheck"]),
  // Type-aware linting of the whole workspace holds every package's program at once: more than Node's default heap.
  // The cache (outside git) skips files unchanged since a clean run; a clean clone, as CI runs it, lints everything.
  run("lint", "pnpm", ["exec", "eslint", "--max-warnings=0", "--cache", "--cache-strategy", "content", "--cache-location", ".cache/eslint/", "."], undefined, {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --max-old-space-size=8192`.trim(),
  }),
  run("vitest", "pnpm", ["exec", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`], {
    file: vitestReport,
    read: readVitestReport,
  }),
  run("e2e", process.execPath, ["scripts/e2e.ts", `--json-report=${e2eReport}`], { file: e2eReport, read: readPlaywrightReport }),
];
// The failed tests by name, last, where the tail CI keeps shows them.
const failures = [...vitestFailures(readText(vitestReport)), ...playwrightFailures(readText(e2eReport))];
// Passed on retry: a defect to fix, named and counted apart from passed (vitest does not retry).
const flaky = playwrightFlaky(readText(e2eReport));
rmSync(reports, { recursive: true, force: true });

const totals = totalCounts(results);
for (const failure of failures) say(`failed: ${failure}`);
for (const result of results) say(describeStep(result));
console.log(formatFlaky(flaky));
console.log(formatCounts(totals));
process.exit(totals.failed > 0 ? 1 : 0);

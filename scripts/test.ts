// npm test (after scripts/test.sh provisioned the toolchain and services):
// typecheck, lint (ESLint, knip for unused code, Prettier for layout), vitest against real PostgreSQL and Redis, then the browser suite.
// Every step runs even when an earlier one failed, so one run shows every problem;
// the last line (`N passed, N failed, N skipped`) is what CI reads, and the
// line before it names the flaky tests (`flaky: N (…)`), which it does not count as passed.
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./stack.ts";
import {
  describeStep,
  formatCounts,
  formatFlaky,
  formatSlowest,
  hasStepFailed,
  playwrightFailures,
  playwrightFlaky,
  readPlaywrightReport,
  readVitestReport,
  slowestFiles,
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

interface RunOptions {
  report?: TestReport;
  env?: NodeJS.ProcessEnv;
  /** Where the output goes instead of this terminal (a step run beside another); printed once it is done. */
  logFile?: string;
}

/** Runs one step to its end; its outcome, time and (for a test run) its report's counts. */
async function run(step: string, command: string, args: string[], options: RunOptions = {}): Promise<StepResult> {
  say(`${step}: ${command} ${args.join(" ")}${options.logFile ? " (beside the steps below; its output follows when it is done)" : ""}`);
  const started = Date.now();
  const log = options.logFile ? openSync(options.logFile, "w") : null;
  const child = spawn(command, args, { cwd: ROOT, stdio: log === null ? "inherit" : ["ignore", log, log], env: options.env ?? process.env });
  const status = await new Promise<number | null>((resolve) => {
    child.once("error", (error) => {
      say(`${step} could not run: ${error.message}`);
      resolve(null);
    });
    child.once("exit", (code) => resolve(code));
  });
  const seconds = (Date.now() - started) / 1000;
  if (log !== null && options.logFile) {
    closeSync(log);
    say(`${step}'s output:`);
    process.stdout.write(readText(options.logFile));
  }
  const result: StepResult = { step, status, seconds, ...(options.report ? { report: readReport(options.report) } : {}) };
  say(`${step} ${hasStepFailed(result) ? "failed" : "passed"} after ${result.seconds.toFixed(1)} s`);
  return result;
}

const reports = mkdtempSync(path.join(tmpdir(), "storyloom-test-"));
const vitestReport = path.join(reports, "vitest.json");
const e2eReport = path.join(reports, "e2e.json");

// Type-aware linting of the whole workspace holds its programs at once: more than Node's default heap.
// The cache (outside git) skips files unchanged since a clean run; a clean clone, as CI runs it, lints everything.
// Linting and type checking each keep one core busy: they run side by side, and lint is done before vitest starts.
// (Run beside vitest instead, even at the lowest priority, it made vitest 90 s slower for the 60-75 s it saved here.)
const lint = run("lint", "pnpm", ["exec", "eslint", "--max-warnings=0", "--cache", "--cache-strategy", "content", "--cache-location", ".cache/eslint/", "."], {
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --max-old-space-size=8192`.trim() },
  logFile: path.join(reports, "lint.log"),
});
const results: StepResult[] = [];
// The Node packages as one program (each file checked once; incremental, its build info in .cache/), then the two front ends.
results.push(await run("typecheck", "pnpm", ["exec", "tsc", "-p", "tsconfig.packages.json"]));
results.push(
  await run("typecheck web", "pnpm", ["-r", "--workspace-concurrency=1", "--filter", "@storyloom/studio", "--filter", "@storyloom/storefront", "typecheck"]),
);
// The front ends the browser suite serves, built while lint still runs (scripts/e2e.ts finds them up to date).
results.push(await run("build", process.execPath, ["scripts/build.ts"]));
results.push(await lint);
// Unused files, exports and dependencies (knip.jsonc): a few seconds, after lint rather than beside it.
results.push(await run("unused code (knip)", "pnpm", ["exec", "knip", "--no-progress"]));
// Layout is Prettier's (.prettierrc.json): a file it would change fails here; `npm run format` fixes it.
results.push(await run("format", "pnpm", ["exec", "prettier", "--check", "--log-level=warn", "."]));
results.push(
  await run("vitest", "pnpm", ["exec", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`], {
    report: { file: vitestReport, read: readVitestReport },
  }),
);
results.push(await run("e2e", process.execPath, ["scripts/e2e.ts", `--json-report=${e2eReport}`], { report: { file: e2eReport, read: readPlaywrightReport } }));
// The failed tests by name, last, where the tail CI keeps shows them.
const failures = [...vitestFailures(readText(vitestReport)), ...playwrightFailures(readText(e2eReport))];
// Passed on retry: a defect to fix, named and counted apart from passed (vitest does not retry).
const flaky = playwrightFlaky(readText(e2eReport));
// Where the time goes: the ten slowest test files of both runs.
const slowest = formatSlowest(slowestFiles(readText(vitestReport), readText(e2eReport), ROOT));
rmSync(reports, { recursive: true, force: true });

const totals = totalCounts(results);
for (const line of slowest) say(line);
for (const failure of failures) say(`failed: ${failure}`);
for (const result of results) say(describeStep(result));
console.log(formatFlaky(flaky));
console.log(formatCounts(totals));
process.exit(totals.failed > 0 ? 1 : 0);

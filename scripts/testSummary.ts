// How `npm test` counts its steps into the one last line CI reads:
// `N passed, N failed, N skipped`. A test that failed and then passed on
// retry is not counted as passed: it is flaky, named on the line before.

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface StepResult {
  step: string;
  /** The command's exit status; null when it could not be started or was killed by a signal. */
  status: number | null;
  seconds: number;
  /**
   * For a step that runs tests: what its JSON report counted, or null when it
   * wrote none (or an unreadable one). Undefined for a step that runs no tests.
   */
  report?: TestCounts | null;
}

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    // A run that crashed while writing leaves a truncated file: no report.
    return null;
  }
}

/** The counts of vitest's JSON reporter, or null when the text is not such a report. */
export function readVitestReport(text: string): TestCounts | null {
  const report = parseObject(text);
  if (!report) return null;
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = report;
  if (!isCount(numPassedTests) || !isCount(numFailedTests) || !isCount(numPendingTests)) return null;
  return { passed: numPassedTests, failed: numFailedTests, skipped: numPendingTests + (isCount(numTodoTests) ? numTodoTests : 0) };
}

/** The counts of Playwright's JSON reporter, or null when the text is not such a report. A flaky test (passed on retry) is in none of them: see playwrightFlaky. */
export function readPlaywrightReport(text: string): TestCounts | null {
  const stats = parseObject(text)?.stats;
  if (typeof stats !== "object" || stats === null) return null;
  const { expected, unexpected, skipped, flaky } = stats as Record<string, unknown>;
  if (!isCount(expected) || !isCount(unexpected) || !isCount(skipped) || !isCount(flaky)) return null;
  return { passed: expected, failed: unexpected, skipped };
}

/**
 * What a step adds to the totals. A failed step always adds at least one
 * failure, so the last line can never read "0 failed" while the run failed:
 * a typecheck or lint that failed counts as one; a test run that wrote no
 * report, or that failed although its report lists no failed test (a global
 * setup or an unhandled error), counts as one on top of what it reported.
 */
export function countStep(result: StepResult): TestCounts {
  const stepFailed = result.status !== 0;
  if (result.report === undefined) return { passed: 0, failed: stepFailed ? 1 : 0, skipped: 0 };
  if (result.report === null) return { passed: 0, failed: 1, skipped: 0 };
  const extra = stepFailed && result.report.failed === 0 ? 1 : 0;
  return { ...result.report, failed: result.report.failed + extra };
}

export function hasStepFailed(result: StepResult): boolean {
  return countStep(result).failed > 0;
}

export function formatCounts(counts: TestCounts): string {
  return `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
}

/** One line per step: its outcome, time and, for a test run, its counts or why it has none. */
export function describeStep(result: StepResult): string {
  const outcome = hasStepFailed(result) ? "FAILED" : "passed";
  const exit = result.status === 0 ? "" : result.status === null ? ", did not run to an exit status" : `, exit ${result.status}`;
  const detail =
    result.report === undefined ? "" : result.report === null ? ": no JSON report (it stopped before writing one)" : `: ${formatCounts(result.report)}`;
  return `${result.step.padEnd(18)} ${outcome} in ${result.seconds.toFixed(1)} s${exit}${detail}`;
}

export function totalCounts(results: readonly StepResult[]): TestCounts {
  return results.map(countStep).reduce(
    (sum, counts) => ({
      passed: sum.passed + counts.passed,
      failed: sum.failed + counts.failed,
      skipped: sum.skipped + counts.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/** The names of the failed tests in vitest's JSON report ("file > test"), so the tail CI keeps says which failed. */
export function vitestFailures(text: string): string[] {
  const results = parseObject(text)?.testResults;
  if (!Array.isArray(results)) return [];
  const failures: string[] = [];
  for (const file of results as Array<Record<string, unknown>>) {
    const name = typeof file.name === "string" ? file.name : "?";
    const assertions = Array.isArray(file.assertionResults) ? (file.assertionResults as Array<Record<string, unknown>>) : [];
    const failed = assertions.filter((assertion) => assertion.status === "failed");
    for (const assertion of failed) failures.push(`${name} > ${typeof assertion.fullName === "string" ? assertion.fullName : "?"}`);
    if (failed.length === 0 && file.status === "failed")
      failures.push(`${name} (the file failed: ${typeof file.message === "string" ? file.message.slice(0, 200) : "no message"})`);
  }
  return failures;
}

type Spec = Record<string, unknown>;

/** The specs of Playwright's JSON report whose name `pick` keeps ("file:line › title"). */
function playwrightSpecs(text: string, pick: (spec: Spec) => boolean): string[] {
  const names: string[] = [];
  const visit = (suite: Record<string, unknown>): void => {
    for (const spec of Array.isArray(suite.specs) ? (suite.specs as Spec[]) : []) {
      if (pick(spec)) names.push(`${String(spec.file)}:${String(spec.line)} › ${String(spec.title)}`);
    }
    for (const child of Array.isArray(suite.suites) ? (suite.suites as Array<Record<string, unknown>>) : []) visit(child);
  };
  const suites = parseObject(text)?.suites;
  for (const suite of Array.isArray(suites) ? (suites as Array<Record<string, unknown>>) : []) visit(suite);
  return names;
}

/** The titles of the failed tests in Playwright's JSON report ("file:line › title"). */
export function playwrightFailures(text: string): string[] {
  return playwrightSpecs(text, (spec) => spec.ok === false);
}

/** The titles of the tests that failed and then passed on retry (their outcome "flaky"), by name. */
export function playwrightFlaky(text: string): string[] {
  const isFlaky = (spec: Spec): boolean =>
    spec.ok === true && Array.isArray(spec.tests) && (spec.tests as Array<Record<string, unknown>>).some((test) => test.status === "flaky");
  return playwrightSpecs(text, isFlaky);
}

/** The line before the last: how many tests were flaky and which; "flaky: 0" when none. */
export function formatFlaky(names: readonly string[]): string {
  return names.length === 0 ? "flaky: 0" : `flaky: ${names.length} (${names.join("; ")})`;
}

export interface FileTime {
  /** The test file, relative to the repository when `root` is given. */
  file: string;
  seconds: number;
}

/** Each test file's time in vitest's JSON report (from its start to its end). */
function vitestFileTimes(text: string, root: string): FileTime[] {
  const results = parseObject(text)?.testResults;
  if (!Array.isArray(results)) return [];
  return (results as Array<Record<string, unknown>>).flatMap((file) => {
    const { name, startTime, endTime } = file;
    if (typeof name !== "string" || typeof startTime !== "number" || typeof endTime !== "number") return [];
    return [{ file: relativeTo(root, name), seconds: Math.max(0, endTime - startTime) / 1000 }];
  });
}

/** Each spec file's time in Playwright's JSON report: the durations of all its tests' runs, retries included. */
function playwrightFileTimes(text: string): FileTime[] {
  const times = new Map<string, number>();
  const visit = (suite: Record<string, unknown>): void => {
    for (const spec of Array.isArray(suite.specs) ? (suite.specs as Spec[]) : []) {
      const file = `e2e/specs/${String(spec.file)}`;
      for (const test of Array.isArray(spec.tests) ? (spec.tests as Array<Record<string, unknown>>) : []) {
        for (const run of Array.isArray(test.results) ? (test.results as Array<Record<string, unknown>>) : []) {
          if (typeof run.duration === "number") times.set(file, (times.get(file) ?? 0) + run.duration / 1000);
        }
      }
    }
    for (const child of Array.isArray(suite.suites) ? (suite.suites as Array<Record<string, unknown>>) : []) visit(child);
  };
  const suites = parseObject(text)?.suites;
  for (const suite of Array.isArray(suites) ? (suites as Array<Record<string, unknown>>) : []) visit(suite);
  return [...times].map(([file, seconds]) => ({ file, seconds }));
}

function relativeTo(root: string, file: string): string {
  const prefix = root.endsWith("/") ? root : `${root}/`;
  return root && file.startsWith(prefix) ? file.slice(prefix.length) : file;
}

/** The `count` slowest test files of both runs, slowest first: where the suite's time goes. */
export function slowestFiles(vitestText: string, playwrightText: string, root = "", count = 10): FileTime[] {
  return [...vitestFileTimes(vitestText, root), ...playwrightFileTimes(playwrightText)].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** "the slowest test files:" and one line each ("  70.2 s  api/src/…"); nothing when no report had times. */
export function formatSlowest(files: readonly FileTime[]): string[] {
  if (files.length === 0) return [];
  return [`the ${files.length} slowest test files:`, ...files.map((file) => `${file.seconds.toFixed(1).padStart(7)} s  ${file.file}`)];
}

import { describe, expect, it } from "vitest";
import {
  countStep,
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
import type { StepResult } from "./testSummary.ts";

const vitestJson = (counts: { passed: number; failed: number; pending: number; todo?: number }) =>
  JSON.stringify({
    numPassedTests: counts.passed,
    numFailedTests: counts.failed,
    numPendingTests: counts.pending,
    numTodoTests: counts.todo ?? 0,
    success: counts.failed === 0,
    testResults: [],
  });
const playwrightJson = (stats: { expected: number; unexpected: number; skipped: number; flaky: number }) =>
  JSON.stringify({ config: {}, suites: [], errors: [], stats: { startTime: "2026-01-01T00:00:00.000Z", duration: 1, ...stats } });

const passedStep = (step: string): StepResult => ({ step, status: 0, seconds: 1 });

describe("reading the JSON reports", () => {
  it("takes vitest's passed, failed and skipped (pending and todo) tests", () => {
    expect(readVitestReport(vitestJson({ passed: 310, failed: 2, pending: 3, todo: 1 }))).toEqual({ passed: 310, failed: 2, skipped: 4 });
  });

  it("does not count a Playwright test that passed on retry as passed (it is flaky, counted apart)", () => {
    expect(readPlaywrightReport(playwrightJson({ expected: 20, unexpected: 1, skipped: 2, flaky: 3 }))).toEqual({ passed: 20, failed: 1, skipped: 2 });
  });

  it("has no report for a truncated file, another tool's JSON or missing counts", () => {
    expect(readVitestReport('{"numPassedTests": 3, "numFail')).toBeNull();
    expect(readVitestReport(playwrightJson({ expected: 1, unexpected: 0, skipped: 0, flaky: 0 }))).toBeNull();
    expect(readVitestReport("null")).toBeNull();
    expect(readPlaywrightReport(vitestJson({ passed: 1, failed: 0, pending: 0 }))).toBeNull();
    expect(readPlaywrightReport(JSON.stringify({ stats: { expected: 1, unexpected: 0, skipped: 0 } }))).toBeNull();
    expect(readPlaywrightReport("")).toBeNull();
  });
});

describe("counting the steps", () => {
  it("adds the tests of every report when every step passed, and fails nothing", () => {
    const results: StepResult[] = [
      passedStep("typecheck"),
      passedStep("lint"),
      { step: "vitest", status: 0, seconds: 40, report: { passed: 300, failed: 0, skipped: 2 } },
      { step: "e2e", status: 0, seconds: 60, report: { passed: 25, failed: 0, skipped: 1 } },
    ];
    expect(results.some(hasStepFailed)).toBe(false);
    expect(formatCounts(totalCounts(results))).toBe("325 passed, 0 failed, 3 skipped");
  });

  it("counts a failed typecheck or lint as one failure and still adds the tests of the later steps", () => {
    const results: StepResult[] = [
      { step: "typecheck", status: 2, seconds: 10 },
      passedStep("typecheck scripts"),
      { step: "lint", status: 1, seconds: 5 },
      { step: "vitest", status: 0, seconds: 40, report: { passed: 300, failed: 0, skipped: 0 } },
      { step: "e2e", status: 0, seconds: 60, report: { passed: 25, failed: 0, skipped: 0 } },
    ];
    expect(formatCounts(totalCounts(results))).toBe("325 passed, 2 failed, 0 skipped");
  });

  it("counts a test run that wrote no report as one failure, not as nothing", () => {
    expect(countStep({ step: "vitest", status: 1, seconds: 3, report: null })).toEqual({ passed: 0, failed: 1, skipped: 0 });
    // Even one that claimed success: without a report nothing shows that its tests ran.
    expect(countStep({ step: "e2e", status: 0, seconds: 3, report: null })).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it("counts the failed tests of a failed run, plus one when its report lists none (a global setup or unhandled error)", () => {
    expect(countStep({ step: "vitest", status: 1, seconds: 3, report: { passed: 10, failed: 2, skipped: 0 } })).toEqual({ passed: 10, failed: 2, skipped: 0 });
    expect(countStep({ step: "vitest", status: 1, seconds: 3, report: { passed: 10, failed: 0, skipped: 0 } })).toEqual({ passed: 10, failed: 1, skipped: 0 });
  });

  it("counts a command that could not start or was killed as failed", () => {
    expect(countStep({ step: "lint", status: null, seconds: 0 })).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(countStep({ step: "vitest", status: null, seconds: 0, report: null }).failed).toBe(1);
  });
});

describe("the per-step lines", () => {
  it("say which step failed, how, and what its tests came to", () => {
    expect(describeStep(passedStep("typecheck"))).toMatch(/^typecheck\s+passed in 1\.0 s$/);
    expect(describeStep({ step: "lint", status: 1, seconds: 2.25 })).toMatch(/^lint\s+FAILED in 2\.3 s, exit 1$/);
    expect(describeStep({ step: "vitest", status: 1, seconds: 40, report: { passed: 9, failed: 1, skipped: 0 } })).toMatch(
      /^vitest\s+FAILED in 40\.0 s, exit 1: 9 passed, 1 failed, 0 skipped$/,
    );
    expect(describeStep({ step: "e2e", status: 1, seconds: 4, report: null })).toMatch(/^e2e\s+FAILED in 4\.0 s, exit 1: no JSON report/);
  });
});

describe("naming the failed tests", () => {
  it("lists vitest's failed tests by file and full name, and a file that failed without a test", () => {
    const report = {
      testResults: [
        {
          name: "/repo/a.test.ts",
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "a works" },
            { status: "failed", fullName: "a > breaks" },
          ],
        },
        { name: "/repo/b.test.ts", status: "failed", message: "Cannot find module", assertionResults: [] },
        { name: "/repo/c.test.ts", status: "passed", assertionResults: [{ status: "passed", fullName: "c works" }] },
      ],
    };
    expect(vitestFailures(JSON.stringify(report))).toEqual(["/repo/a.test.ts > a > breaks", "/repo/b.test.ts (the file failed: Cannot find module)"]);
    expect(vitestFailures("{")).toEqual([]);
  });

  it("lists Playwright's failed specs in nested suites by file, line and title", () => {
    const report = {
      suites: [
        {
          specs: [{ ok: true, file: "specs/a.spec.ts", line: 3, title: "passes" }],
          suites: [{ specs: [{ ok: false, file: "specs/a.spec.ts", line: 9, title: "fails" }] }],
        },
      ],
    };
    expect(playwrightFailures(JSON.stringify(report))).toEqual(["specs/a.spec.ts:9 › fails"]);
    expect(playwrightFailures("not json")).toEqual([]);
  });

  it("names Playwright's flaky specs (failed, then passed on retry) on the line before the counts", () => {
    const report = {
      suites: [
        {
          specs: [
            { ok: true, file: "specs/a.spec.ts", line: 3, title: "passes", tests: [{ status: "expected" }] },
            { ok: true, file: "specs/a.spec.ts", line: 7, title: "wobbles", tests: [{ status: "flaky" }] },
            { ok: false, file: "specs/a.spec.ts", line: 9, title: "fails", tests: [{ status: "unexpected" }] },
          ],
          suites: [{ specs: [{ ok: true, file: "specs/b.spec.ts", line: 25, title: "times out once", tests: [{ status: "flaky" }] }] }],
        },
      ],
    };
    const flaky = playwrightFlaky(JSON.stringify(report));
    expect(flaky).toEqual(["specs/a.spec.ts:7 › wobbles", "specs/b.spec.ts:25 › times out once"]);
    expect(formatFlaky(flaky)).toBe("flaky: 2 (specs/a.spec.ts:7 › wobbles; specs/b.spec.ts:25 › times out once)");
    expect(formatFlaky(playwrightFlaky("not json"))).toBe("flaky: 0");
  });
});

describe("where the time goes", () => {
  it("lists the slowest test files of both runs, slowest first, relative to the repository", () => {
    const vitest = JSON.stringify({
      testResults: [
        { name: "/repo/api/src/a.int.test.ts", startTime: 1_000, endTime: 71_000 },
        { name: "/repo/domain/src/b.test.ts", startTime: 0, endTime: 500 },
        { name: "/elsewhere/c.test.ts", startTime: 0, endTime: 2_000 },
      ],
    });
    const playwright = JSON.stringify({
      suites: [
        {
          suites: [
            {
              specs: [
                { file: "reading.spec.ts", tests: [{ results: [{ duration: 3_000 }, { duration: 1_500 }] }] },
                { file: "reading.spec.ts", tests: [{ results: [{ duration: 500 }] }] },
                { file: "search.spec.ts", tests: [{ results: [{ duration: 1_000 }] }] },
              ],
            },
          ],
        },
      ],
    });
    expect(slowestFiles(vitest, playwright, "/repo", 4)).toEqual([
      { file: "api/src/a.int.test.ts", seconds: 70 },
      { file: "e2e/specs/reading.spec.ts", seconds: 5 },
      { file: "/elsewhere/c.test.ts", seconds: 2 },
      { file: "e2e/specs/search.spec.ts", seconds: 1 },
    ]);
    expect(formatSlowest(slowestFiles(vitest, playwright, "/repo", 2))).toEqual([
      "the 2 slowest test files:",
      "   70.0 s  api/src/a.int.test.ts",
      "    5.0 s  e2e/specs/reading.spec.ts",
    ]);
  });

  it("says nothing without reports", () => {
    expect(slowestFiles("", "not json")).toEqual([]);
    expect(formatSlowest([])).toEqual([]);
  });
});

// npm test (after scripts/test.sh provisioned the toolchain and services):
// typecheck, lint, vitest against real PostgreSQL and Redis, then the browser suite.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./stack.ts";

const say = (line: string): void => console.log(`\x1b[1;34m[storyloom]\x1b[0m ${line}`);

function run(step: string, command: string, args: string[]): void {
  say(`${step}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    say(`${step} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  say(`${step} passed in ${seconds} s`);
}

const reports = mkdtempSync(path.join(tmpdir(), "storyloom-test-"));
const vitestReport = path.join(reports, "vitest.json");
const e2eReport = path.join(reports, "e2e.json");

run("typecheck", "pnpm", ["-r", "--workspace-concurrency=2", "typecheck"]);
run("typecheck scripts", "pnpm", ["exec", "tsc", "-p", "scripts"]);
run("lint", "pnpm", ["exec", "eslint", "--max-warnings=0", "."]);
run("vitest", "pnpm", ["exec", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]);
run("e2e", process.execPath, ["scripts/e2e.ts", `--json-report=${e2eReport}`]);

const unit = JSON.parse(readFileSync(vitestReport, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
const browser = JSON.parse(readFileSync(e2eReport, "utf8")) as { stats: { expected: number; unexpected: number; skipped: number; flaky: number } };
rmSync(reports, { recursive: true, force: true });
const passed = unit.numPassedTests + browser.stats.expected + browser.stats.flaky;
const failed = unit.numFailedTests + browser.stats.unexpected;
const skipped = unit.numPendingTests + browser.stats.skipped;
say(`vitest ${unit.numPassedTests} passed; browser ${browser.stats.expected + browser.stats.flaky} passed`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);

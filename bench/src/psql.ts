import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Runs SQL against the bench stack's database with psql (the bench package has no PostgreSQL client); answers the rows as tab-separated lines. */
export function psql(databaseUrl: string, sql: string): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "storyloom-bench-sql-"));
  try {
    const file = path.join(dir, "script.sql");
    writeFileSync(file, sql);
    const out = execFileSync("psql", [databaseUrl, "-v", "ON_ERROR_STOP=1", "-q", "-A", "-t", "-F", "\t", "-f", file], {
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
    });
    return out.split("\n").filter((line) => line !== "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The stack's database; scripts/bench.ts passes it. */
export function benchDatabaseUrl(): string {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("BENCH_DATABASE_URL is not set: run the benchmarks with `npm run bench`");
  return url;
}

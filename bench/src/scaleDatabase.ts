// The database of bench/scale.bench.ts: its own, beside the stack's, so that
// the two and a half gigabytes of the dataset never reach the database the
// other benchmarks measure (they run after it in `npm run bench`, and their
// figures would then depend on whether this one ran first).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { ROOT } from "../../scripts/stack.ts";
import { psql } from "./psql.ts";
import { hasScaleDataset, makeScaleDataset } from "./scaleDataset.ts";

export interface ScaleDatabase {
  url: string;
  name: string;
  /** Null when the dataset was there already; otherwise how long making it took (migrate and seed, then each step). */
  made: { seconds: number; steps: Array<{ name: string; seconds: number }> } | null;
  /** Drops the database, unless it was named by BENCH_SCALE_DATABASE (kept for the next run). */
  close(): void;
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Runs a command line program of the workspace (the db's migrations, the demo seed) to its end. */
function runCli(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${args.join(" ")} exited with code ${result.status}`);
}

/**
 * The scale dataset's database on the stack's server: `<stack database>_scale`,
 * made for this run and dropped after it, or the one BENCH_SCALE_DATABASE
 * names, kept between runs (a rerun finds the dataset there, runs the
 * migrations added since and goes straight to measuring; a database holding
 * an older or unfinished dataset is made again).
 */
export function openScaleDatabase(stackDatabaseUrl: string, log: (line: string) => void): ScaleDatabase {
  const kept = process.env.BENCH_SCALE_DATABASE;
  const name = kept || `${new URL(stackDatabaseUrl).pathname.slice(1)}_scale`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`${name}: a database name of lower-case letters, digits and underscores, please`);
  const url = withDatabase(stackDatabaseUrl, name);
  const maintenance = withDatabase(stackDatabaseUrl, "postgres");
  const env = { ...process.env, DATABASE_URL: url };
  const close = (): void => {
    if (!kept) psql(maintenance, `DROP DATABASE IF EXISTS ${name} WITH (FORCE);`);
  };

  const [exists] = psql(maintenance, `SELECT count(*) FROM pg_database WHERE datname = '${name}';`);
  if (exists === "1" && hasScaleDataset(url)) {
    log(`the dataset is in ${name} already: running the migrations added since`);
    runCli(["db/src/cli.ts", "migrate"], env);
    return { url, name, made: null, close };
  }

  const started = performance.now();
  log(`making the dataset in ${name}`);
  psql(maintenance, `DROP DATABASE IF EXISTS ${name} WITH (FORCE);\nCREATE DATABASE ${name};`);
  const files = mkdtempSync(path.join(tmpdir(), "storyloom-scale-seed-"));
  try {
    runCli(["db/src/cli.ts", "migrate"], env);
    // The seed's accounts (demo author, reader, admin) are the ones the benchmark signs in as.
    runCli(["seed/src/cli.ts"], { ...env, PUBLIC_URL: "http://localhost:8080", FILES_DIR: files });
    const seeded = (performance.now() - started) / 1000;
    log(`  migrate and seed: ${seeded.toFixed(1)} s`);
    const steps = makeScaleDataset(url, log);
    return { url, name, made: { seconds: (performance.now() - started) / 1000, steps: [{ name: "migrate and seed", seconds: seeded }, ...steps] }, close };
  } catch (error) {
    close();
    throw error;
  } finally {
    rmSync(files, { recursive: true, force: true });
  }
}

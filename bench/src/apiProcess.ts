// An API process of its own on another database, as scripts/stack.ts starts
// the stack's (same entry point, NODE_ENV=production): for a benchmark whose
// data must not reach the stack's database, which the benchmarks after it use.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePorts, ROOT } from "../../scripts/stack.ts";
import { deleteRedisKeys } from "../../scripts/testStack.ts";

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The platform origin it was started with (sign-in's callbackUrl). */
  publicUrl: string;
  /** Stops the process, removes its Redis keys and its files (its log too, unless asked to keep it). */
  stop(options?: { keepLog?: boolean }): Promise<void>;
}

/** Starts `api/src/main.ts` on `databaseUrl` with a Redis prefix and a directory of its own; resolves once /api/health answers. */
export async function startApiProcess(input: { databaseUrl: string; name: string; log: (line: string) => void }): Promise<ApiProcess> {
  const [port] = (await freePorts(1)) as [number];
  const dir = mkdtempSync(path.join(tmpdir(), `storyloom-${input.name}-`));
  const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
  const redisPrefix = `${input.name}:${process.pid}_${randomBytes(3).toString("hex")}:`;
  const publicUrl = `http://localhost:${port}`;
  const logFile = path.join(dir, "api.log");
  const child = spawn(process.execPath, ["api/src/main.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      API_PORT: String(port),
      API_HOST: "127.0.0.1",
      PUBLIC_URL: publicUrl,
      DATABASE_URL: input.databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      FILES_DIR: path.join(dir, "files"),
      MAIL_OUTBOX_DIR: path.join(dir, "outbox"),
    },
  });
  const logStream = createWriteStream(logFile);
  child.stdout.pipe(logStream);
  child.stderr.pipe(logStream);
  const url = `http://127.0.0.1:${port}`;

  const stop = async (options: { keepLog?: boolean } = {}): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill("SIGTERM");
      });
    }
    await deleteRedisKeys(redisUrl, redisPrefix);
    if (options.keepLog) input.log(`kept the API's log: ${logFile}`);
    else rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop({ keepLog: true });
      throw new Error(`the API exited with code ${child.exitCode} while starting`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop({ keepLog: true });
      throw new Error(`the API did not answer at ${url} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, publicUrl, stop };
}

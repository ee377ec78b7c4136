/**
 * The real API process (api/src/main.ts), started as `npm start` starts it,
 * for tests that measure what a reader of the running product would see:
 * its own event loop and heap, not those of the test runner. It listens on a
 * port the system picks (API_PORT=0) and tells which in its first log line.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { stopChildProcess } from "./workerProcess.ts";

const API_DIR = path.resolve(fileURLToPath(new URL("../../api", import.meta.url)));
const READY_TIMEOUT_MS = 20_000;
const LISTENING = /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"api listening"/;

export interface ApiProcess {
  child: ChildProcess;
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, then the exit. */
  stop(): Promise<void>;
}

/** Starts `node src/main.ts` with `env` over this process's own and resolves once it listens. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ["src/main.ts"], {
    cwd: API_DIR,
    env: { ...process.env, LOG_LEVEL: "info", ...env, API_PORT: "0", API_HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = (): Promise<void> => stopChildProcess(child);
  const started = Date.now();
  let url = LISTENING.exec(output)?.[1];
  while (!url) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}: ${output}`);
    if (Date.now() - started > READY_TIMEOUT_MS) {
      child.kill("SIGKILL");
      throw new Error(`the API did not listen within ${READY_TIMEOUT_MS} ms: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    url = LISTENING.exec(output)?.[1];
  }
  return { child, url, output: () => output, stop };
}

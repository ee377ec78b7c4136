/**
 * The real workers process (workers/src/main.ts) for tests that stop it the
 * way a deploy does (SIGTERM) or kill it the way a crash does (SIGKILL).
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const WORKERS_DIR = path.resolve(fileURLToPath(new URL("../../workers", import.meta.url)));
const READY_TIMEOUT_MS = 20_000;

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
}

/** Starts `node src/main.ts` with `env` over this process's own, and resolves once it logs "workers ready". */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ["src/main.ts"], {
    cwd: WORKERS_DIR,
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  while (!output.includes("workers ready")) {
    if (child.exitCode !== null) throw new Error(`the workers exited with ${child.exitCode}: ${output}`);
    if (Date.now() - started > READY_TIMEOUT_MS) {
      child.kill("SIGKILL");
      throw new Error(`the workers were not ready within ${READY_TIMEOUT_MS} ms: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output: () => output };
}

/** Sends `signal` to a process a test started (SIGTERM: a deploy, BullMQ closes its workers; SIGKILL: a crash) and waits for the exit. */
export async function stopChildProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(signal);
  await exited;
}

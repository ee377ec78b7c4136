// One process of the stack, kept running: under `npm start` a process that
// exits on its own is started again, on the same port, after a back-off, while
// the others keep serving (docs/decisions/deploy-and-instances.md, "Processes that die come back").
import type { ChildProcess } from "node:child_process";

/** The wait before the first restart; each exit in a row doubles it, up to RESTART_MAX_DELAY_MS. */
export const RESTART_FIRST_DELAY_MS = 500;
export const RESTART_MAX_DELAY_MS = 30_000;
/**
 * A process that ran this long before it exited counts as having been
 * healthy: its next restart waits the first delay again rather than the long
 * one an earlier crash loop reached.
 */
export const STABLE_UPTIME_MS = 60_000;

/** The wait before restarting a process that has exited `exitsInARow` times (1 for the first) without staying up STABLE_UPTIME_MS. */
export function restartDelayMs(exitsInARow: number): number {
  return Math.min(RESTART_MAX_DELAY_MS, RESTART_FIRST_DELAY_MS * 2 ** Math.max(0, exitsInARow - 1));
}

/** How an exit reads in the log: "SIGKILL", "code 1". */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ?? `code ${code}`;
}

/** A delay as the log says it: "0.5 s", "30 s". */
export function formatSeconds(ms: number): string {
  return `${ms / 1000} s`;
}

/** SIGTERM (each process finishes its requests or jobs and exits), SIGKILL after 10 s; resolves at the exit. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export interface SupervisorOptions {
  name: string;
  /** Spawns the process (its output already piped where the stack's logs go). */
  spawnProcess(): ChildProcess;
  /** Resolves once the process serves; after a restart it is awaited in the background and its outcome logged. */
  whenReady?: (child: ChildProcess) => Promise<void>;
  /** Start it again when it exits on its own (npm start); otherwise report the exit to onUnexpectedExit. */
  restart: boolean;
  /** Where restarts are told. */
  log(line: string): void;
  onUnexpectedExit?: (name: string, code: number | null, signal: NodeJS.Signals | null) => void;
}

export interface SupervisedProcess {
  readonly name: string;
  /** The process running now. */
  readonly child: ChildProcess;
  /** Its pid; undefined between an exit and the restart. */
  readonly pid: number | undefined;
  /** How many times it was started again. */
  readonly restarts: number;
  /**
   * From now on an exit is restarted or reported. Before, while the stack is
   * starting, an exit is the starter's to notice: a process that cannot start
   * (a port in use, a bad setting) fails `npm start` rather than looping.
   */
  watch(): void;
  /** From now on an exit is neither restarted nor reported, and a restart still waiting is dropped: the stack is stopping. */
  unwatch(): void;
  /** Stops it (and any restart still waiting); resolves once it has exited. */
  stop(): Promise<void>;
}

/** Spawns the process now and keeps it running as `options` say. */
export function superviseProcess(options: SupervisorOptions): SupervisedProcess {
  let child: ChildProcess;
  let startedAt = 0;
  let exitsInARow = 0;
  let restarts = 0;
  let isWatching = false;
  let isStopped = false;
  let pendingRestart: NodeJS.Timeout | undefined;

  const handleExit = (code: number | null, signal: NodeJS.Signals | null): void => {
    if (isStopped) return;
    if (!options.restart) {
      options.onUnexpectedExit?.(options.name, code, signal);
      return;
    }
    exitsInARow = Date.now() - startedAt >= STABLE_UPTIME_MS ? 1 : exitsInARow + 1;
    const delay = restartDelayMs(exitsInARow);
    options.log(`${options.name} exited (${describeExit(code, signal)}): restarting in ${formatSeconds(delay)}`);
    pendingRestart = setTimeout(() => {
      pendingRestart = undefined;
      if (isStopped) return;
      restarts += 1;
      const restarted = start();
      options.whenReady?.(restarted).then(
        () => options.log(`${options.name} is running again (pid ${restarted.pid})`),
        (error: unknown) => {
          // An exit while starting is logged (and restarted) by handleExit already.
          if (restarted.exitCode === null && restarted.signalCode === null) {
            options.log(`${options.name} restarted but is not ready: ${error instanceof Error ? error.message : String(error)}`);
          }
        },
      );
    }, delay);
  };

  const start = (): ChildProcess => {
    const spawned = options.spawnProcess();
    child = spawned;
    startedAt = Date.now();
    spawned.once("exit", (code, signal) => {
      if (isWatching && spawned === child) handleExit(code, signal);
    });
    return spawned;
  };
  start();

  const unwatch = (): void => {
    isStopped = true;
    clearTimeout(pendingRestart);
  };

  return {
    name: options.name,
    get child() {
      return child;
    },
    get pid() {
      return child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    get restarts() {
      return restarts;
    },
    watch() {
      if (isWatching) return;
      isWatching = true;
      // Exited after it was ready but before the rest of the stack was: its exit event has passed.
      if (child.exitCode !== null || child.signalCode !== null) handleExit(child.exitCode, child.signalCode);
    },
    unwatch,
    async stop() {
      unwatch();
      await stopChild(child);
    },
  };
}

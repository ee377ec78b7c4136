import { spawn } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describeExit, formatSeconds, restartDelayMs, RESTART_MAX_DELAY_MS, superviseProcess } from "./supervisor.ts";
import type { SupervisedProcess } from "./supervisor.ts";

/** A process that waits until it is told to stop: a stand-in for a server. */
const spawnIdle = () => spawn(process.execPath, ["-e", "setInterval(() => {}, 60_000)"], { stdio: "ignore" });

const running: SupervisedProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((supervised) => supervised.stop()));
});

describe("restartDelayMs", () => {
  it("waits half a second, then doubles the wait for each exit in a row, up to thirty seconds", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(restartDelayMs)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(restartDelayMs(1_000)).toBe(RESTART_MAX_DELAY_MS);
  });
});

describe("how a restart is told", () => {
  it("names the signal or the exit code, and the wait in seconds", () => {
    expect(describeExit(null, "SIGKILL")).toBe("SIGKILL");
    expect(describeExit(1, null)).toBe("code 1");
    expect(formatSeconds(500)).toBe("0.5 s");
    expect(formatSeconds(30_000)).toBe("30 s");
  });
});

describe("superviseProcess", () => {
  it("starts a watched process again after it is killed, and says why", async () => {
    const log: string[] = [];
    const supervised = superviseProcess({ name: "api", spawnProcess: spawnIdle, restart: true, log: (line) => log.push(line) });
    running.push(supervised);
    supervised.watch();
    const first = supervised.pid!;

    process.kill(first, "SIGKILL");

    await vi.waitFor(() => expect(supervised.restarts).toBe(1), { timeout: 5_000, interval: 20 });
    expect(supervised.pid).toBeDefined();
    expect(supervised.pid).not.toBe(first);
    expect(log).toEqual(["api exited (SIGKILL): restarting in 0.5 s"]);
  });

  it("waits twice as long when the restarted process dies again soon", async () => {
    const log: string[] = [];
    const supervised = superviseProcess({ name: "workers", spawnProcess: spawnIdle, restart: true, log: (line) => log.push(line) });
    running.push(supervised);
    supervised.watch();

    process.kill(supervised.pid!, "SIGKILL");
    await vi.waitFor(() => expect(supervised.restarts).toBe(1), { timeout: 5_000, interval: 20 });
    process.kill(supervised.pid!, "SIGKILL");
    await vi.waitFor(() => expect(supervised.restarts).toBe(2), { timeout: 5_000, interval: 20 });

    expect(log).toEqual(["workers exited (SIGKILL): restarting in 0.5 s", "workers exited (SIGKILL): restarting in 1 s"]);
  });

  it("reports the exit instead when it does not restart (the browser suite's stacks)", async () => {
    const onUnexpectedExit = vi.fn();
    const supervised = superviseProcess({ name: "storefront", spawnProcess: spawnIdle, restart: false, log: () => {}, onUnexpectedExit });
    running.push(supervised);
    supervised.watch();

    process.kill(supervised.pid!, "SIGKILL");

    await vi.waitFor(() => expect(onUnexpectedExit).toHaveBeenCalledWith("storefront", null, "SIGKILL"), { timeout: 5_000, interval: 20 });
    expect(supervised.restarts).toBe(0);
  });

  it("leaves an exit alone before it is watched (a process that cannot start fails the start) and once the stack stops", async () => {
    const log: string[] = [];
    const unwatched = superviseProcess({ name: "api", spawnProcess: spawnIdle, restart: true, log: (line) => log.push(line) });
    const stopping = superviseProcess({ name: "gateway", spawnProcess: spawnIdle, restart: true, log: (line) => log.push(line) });
    running.push(unwatched, stopping);
    stopping.watch();
    stopping.unwatch();
    const exits = [unwatched, stopping].map((supervised) => new Promise((resolve) => supervised.child.once("exit", resolve)));

    for (const supervised of [unwatched, stopping]) process.kill(supervised.pid!, "SIGKILL");
    await Promise.all(exits);

    expect(log).toEqual([]);
    expect([unwatched.restarts, stopping.restarts]).toEqual([0, 0]);
    expect([unwatched.pid, stopping.pid]).toEqual([undefined, undefined]);
  });
});

// Starts the yardstick (bench/src/pingServer.ts) in a process of its own.
import { fork } from "node:child_process";
import type { ChildProcess } from "node:child_process";

/** The ping server's URL and process (kill it when done). */
export function startPing(): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(new URL("./pingServer.ts", import.meta.url), { stdio: "inherit" });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the ping server did not start within 10 s")), 10_000);
    child.once("error", reject);
    child.once("message", (message: { port: number }) => {
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${message.port}/ping`, child });
    });
  });
}

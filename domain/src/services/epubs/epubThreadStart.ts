/**
 * Where an EPUB thread starts (epubThreads.ts): it lowers the thread's
 * priority first, so that even loading and compiling its modules (a quarter
 * of a second of CPU) gives way, then runs epubThread.ts.
 */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * The thread gives way to everything else in the machine: its work (seconds
 * of zipping) can wait a little, the event loop and the databases answering
 * other requests cannot. On Linux a thread has a nice value of its own, set
 * through its thread id (/proc/thread-self names it); elsewhere the thread
 * keeps the process's priority.
 */
function yieldTheCpu(): void {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 10);
  } catch {
    // No /proc (not Linux) or no right to change it: the same priority as the event loop.
  }
}
yieldTheCpu();
await import("./epubThread.ts");

/**
 * A small pool of worker threads for the CPU-bound EPUB work of the API
 * (personal copies, checking every entry of an upload): a 50 MB EPUB takes
 * seconds to unzip and re-zip, which on the event loop would stall every
 * other request (issue 21). One thread on a two-core machine, two at most,
 * so the event loop keeps a core; the tasks wait their turn in order, and a
 * task's bytes are only loaded when a thread is free to take it.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { RateLimitError, ValidationError } from "../../errors.ts";
import type { PersonalCopy } from "./personaliseEpub.ts";

export type EpubTask = { kind: "personalise"; bytes: Uint8Array; copy: PersonalCopy } | { kind: "verify"; bytes: Uint8Array };
export type EpubTaskResult = { ok: true; bytes: Uint8Array | null } | { ok: false; refused: boolean; message: string };

export const EPUB_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Tasks waiting for a thread beyond which a new one is turned away (each takes a second or more). */
export const EPUB_QUEUE_LIMIT = 64;
export const EPUB_THREADS_BUSY = "Too many EPUBs are being prepared right now. Try again in a minute.";

interface Queued {
  load: () => Promise<EpubTask>;
  resolve: (bytes: Uint8Array | null) => void;
  reject: (error: unknown) => void;
}

const live = new Set<Worker>();
const idle: Worker[] = [];
const running = new Map<Worker, Queued>();
const queue: Queued[] = [];

function settle(queued: Queued | undefined, result: EpubTaskResult): void {
  if (!queued) return;
  if (result.ok) queued.resolve(result.bytes);
  else queued.reject(result.refused ? new ValidationError(result.message) : new Error(`EPUB thread: ${result.message}`));
}

function retire(worker: Worker, error: Error): void {
  if (!live.delete(worker)) return;
  const index = idle.indexOf(worker);
  if (index >= 0) idle.splice(index, 1);
  const queued = running.get(worker);
  running.delete(worker);
  queued?.reject(error);
  drain();
}

function startWorker(): Worker {
  const worker = new Worker(new URL("./epubThread.ts", import.meta.url));
  live.add(worker);
  worker.on("message", (result: EpubTaskResult) => {
    const queued = running.get(worker);
    running.delete(worker);
    // An idle thread must not keep a process alive (tests, a worker process shutting down).
    worker.unref();
    idle.push(worker);
    settle(queued, result);
    drain();
  });
  worker.on("error", (error) => retire(worker, error));
  worker.on("exit", (code) => retire(worker, new Error(`EPUB thread exited with code ${code}`)));
  return worker;
}

/**
 * A buffer the other thread may take (transferred) only when it owns all of
 * its memory; otherwise a copy (a small Buffer is a view of a shared pool).
 */
export function transferableOf(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? bytes : new Uint8Array(bytes);
}

async function dispatch(worker: Worker, queued: Queued): Promise<void> {
  let task: EpubTask;
  try {
    task = await queued.load();
  } catch (error) {
    running.delete(worker);
    idle.push(worker);
    queued.reject(error);
    drain();
    return;
  }
  const bytes = transferableOf(task.bytes);
  worker.ref();
  worker.postMessage({ ...task, bytes }, [bytes.buffer as ArrayBuffer]);
}

function drain(): void {
  while (queue.length > 0) {
    const worker = idle.pop() ?? (live.size < EPUB_THREADS ? startWorker() : undefined);
    if (!worker) return;
    const queued = queue.shift();
    if (!queued) {
      idle.push(worker);
      return;
    }
    running.set(worker, queued);
    void dispatch(worker, queued);
  }
}

/**
 * Runs a task on an EPUB thread once one is free; `load` gives its bytes
 * then (they are moved to the thread: the caller must not use them after).
 * A refusal (a bad or oversized archive) rejects with a ValidationError.
 */
export function runEpubTask(load: () => Promise<EpubTask>): Promise<Uint8Array | null> {
  if (queue.length >= EPUB_QUEUE_LIMIT) return Promise.reject(new RateLimitError(EPUB_THREADS_BUSY, 60));
  return new Promise((resolve, reject) => {
    queue.push({ load, resolve, reject });
    drain();
  });
}

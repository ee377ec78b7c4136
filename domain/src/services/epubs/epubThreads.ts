/**
 * A small pool of worker threads for the CPU-bound EPUB work of the API
 * (personal copies, checking every entry of an upload): a 50 MB EPUB takes
 * seconds to unzip and re-zip, which on the event loop would stall every
 * other request (issue 21). One thread on a two-core machine, two at most,
 * so the event loop keeps a core; the tasks wait their turn in order, and a
 * task's bytes are only loaded when a thread is free to take it.
 *
 * A personal copy's bytes never touch the event loop: the thread reads the
 * author's EPUB from storage and writes the copy back itself (one Storage
 * per configuration, kept by the thread), answering only the copy's size.
 * Megabytes passing through the main thread would still cost it garbage
 * collections long enough to be felt by every other request.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { NotFoundError, RateLimitError, ValidationError } from "../../errors.ts";
import type { StorageConfig } from "../../integrations/storage.ts";
import type { PersonalCopy } from "./personaliseEpub.ts";

/** Makes `copy` of the EPUB stored under `sourceKey` and stores it under `targetKey`, all on the thread. */
export interface PersonaliseTask {
  kind: "personalise";
  storage: StorageConfig;
  sourceKey: string;
  targetKey: string;
  copy: PersonalCopy;
}
/** Inflates every entry of an upload the caller already holds; the bytes come back unchanged. */
export interface VerifyTask {
  kind: "verify";
  bytes: Uint8Array;
}
export type EpubTask = PersonaliseTask | VerifyTask;
/**
 * A thread's answer: the bytes of a verified upload (null for a personal
 * copy) and the size of what was made; or why it failed ("refused": a bad or
 * oversized archive, "missing": no source in storage).
 */
export type EpubTaskResult = { ok: true; bytes: Uint8Array | null; size: number } | { ok: false; failure: "refused" | "missing" | "error"; message: string };
type EpubTaskDone = Extract<EpubTaskResult, { ok: true }>;

export const EPUB_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Tasks waiting for a thread beyond which a new one is turned away (each takes a second or more). */
export const EPUB_QUEUE_LIMIT = 64;
export const EPUB_THREADS_BUSY = "Too many EPUBs are being prepared right now. Try again in a minute.";

interface Queued {
  load: () => Promise<EpubTask>;
  resolve: (done: EpubTaskDone) => void;
  reject: (error: unknown) => void;
}

const live = new Set<Worker>();
const idle: Worker[] = [];
const running = new Map<Worker, Queued>();
const queue: Queued[] = [];

function settle(queued: Queued | undefined, result: EpubTaskResult): void {
  if (!queued) return;
  if (result.ok) queued.resolve(result);
  else if (result.failure === "refused") queued.reject(new ValidationError(result.message));
  else if (result.failure === "missing") queued.reject(new NotFoundError(result.message));
  else queued.reject(new Error(`EPUB thread: ${result.message}`));
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
  const worker = new Worker(new URL("./epubThreadStart.ts", import.meta.url));
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
  worker.ref();
  if (task.kind === "personalise") {
    worker.postMessage(task);
    return;
  }
  const bytes = transferableOf(task.bytes);
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

function enqueue(load: () => Promise<EpubTask>): Promise<EpubTaskDone> {
  if (queue.length >= EPUB_QUEUE_LIMIT) return Promise.reject(new RateLimitError(EPUB_THREADS_BUSY, 60));
  return new Promise((resolve, reject) => {
    queue.push({ load, resolve, reject });
    drain();
  });
}

/**
 * Runs a task on an EPUB thread once one is free; `load` gives its bytes
 * then (they are moved to the thread: the caller must not use them after).
 * A refusal (a bad or oversized archive) rejects with a ValidationError.
 */
export async function runEpubTask(load: () => Promise<EpubTask>): Promise<Uint8Array | null> {
  return (await enqueue(load)).bytes;
}

/**
 * Makes a personal copy on an EPUB thread from storage to storage; answers
 * the copy's size. No source under `sourceKey` rejects with a NotFoundError
 * ("This book has no EPUB yet."), a source that is no EPUB with a ValidationError.
 */
export async function personaliseOnEpubThread(task: Omit<PersonaliseTask, "kind">): Promise<number> {
  return (await enqueue(() => Promise.resolve({ kind: "personalise", ...task }))).size;
}

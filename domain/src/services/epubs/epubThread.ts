/**
 * The worker thread of epubThreads.ts (started by epubThreadStart.ts, at a
 * lower priority): unzips, checks and re-zips EPUBs so that the API's event
 * loop never does. One task at a time. A personal copy
 * is read from and written to storage here, and answered by its size only; a
 * verified upload's bytes go back (transferred, not copied). A failure is
 * answered by its kind and message.
 */
import { parentPort } from "node:worker_threads";
import { ValidationError } from "../../errors.ts";
import { createStorage } from "../../integrations/storage.ts";
import type { Storage, StorageConfig } from "../../integrations/storage.ts";
import { EPUB_CONTENT_TYPE } from "./buildEpub.ts";
import { NO_EPUB_YET } from "./downloadOwnEpub.ts";
import { transferableOf } from "./epubThreads.ts";
import type { EpubTask, EpubTaskResult, PersonaliseTask } from "./epubThreads.ts";
import { personaliseEpub } from "./personaliseEpub.ts";
import { extractZipEntry, readZipDirectory, ZipRefusal } from "./zipLimits.ts";

/** The source is gone from storage (the author removed or replaced the book's EPUB meanwhile). */
class MissingSource extends Error {}

/** One Storage (one S3 client) per configuration for the thread's life. */
const storages = new Map<string, Storage>();

function storageOf(config: StorageConfig): Storage {
  const id = JSON.stringify(config);
  let storage = storages.get(id);
  if (!storage) {
    storage = createStorage(config);
    storages.set(id, storage);
  }
  return storage;
}

async function personalise(task: PersonaliseTask): Promise<number> {
  const storage = storageOf(task.storage);
  const source = await storage.get(task.sourceKey);
  if (!source) throw new MissingSource(NO_EPUB_YET);
  const copy = personaliseEpub(source.bytes, task.copy);
  await storage.put(task.targetKey, copy, EPUB_CONTENT_TYPE);
  return copy.byteLength;
}

async function run(task: EpubTask): Promise<EpubTaskResult> {
  if (task.kind === "personalise") return { ok: true, bytes: null, size: await personalise(task) };
  // Every entry inflated (bounded by its declared size) and dropped, one at a time; the bytes go back unchanged.
  for (const entry of readZipDirectory(task.bytes)) extractZipEntry(task.bytes, entry);
  return { ok: true, bytes: transferableOf(task.bytes), size: task.bytes.byteLength };
}

function failureOf(error: unknown): EpubTaskResult {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof MissingSource) return { ok: false, failure: "missing", message };
  if (error instanceof ValidationError || error instanceof ZipRefusal) return { ok: false, failure: "refused", message };
  return { ok: false, failure: "error", message };
}

parentPort?.on("message", (task: EpubTask) => {
  void run(task)
    .catch(failureOf)
    .then((result) => {
      const transfer = result.ok && result.bytes ? [result.bytes.buffer as ArrayBuffer] : [];
      parentPort?.postMessage(result, transfer);
    });
});

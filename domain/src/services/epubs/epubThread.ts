/**
 * The worker thread of epubThreads.ts: unzips, checks and re-zips EPUBs so
 * that the API's event loop never does. One task at a time; answers with the
 * resulting bytes (transferred, not copied) or with the refusal's message.
 */
import { parentPort } from "node:worker_threads";
import { ValidationError } from "../../errors.ts";
import { transferableOf } from "./epubThreads.ts";
import type { EpubTask, EpubTaskResult } from "./epubThreads.ts";
import { personaliseEpub } from "./personaliseEpub.ts";
import { extractZipEntry, readZipDirectory, ZipRefusal } from "./zipLimits.ts";

function run(task: EpubTask): Uint8Array | null {
  if (task.kind === "personalise") return personaliseEpub(task.bytes, task.copy);
  // Every entry inflated (bounded by its declared size) and dropped, one at a time; the bytes go back unchanged.
  for (const entry of readZipDirectory(task.bytes)) extractZipEntry(task.bytes, entry);
  return task.bytes;
}

parentPort?.on("message", (task: EpubTask) => {
  let result: EpubTaskResult;
  try {
    const bytes = run(task);
    result = { ok: true, bytes: bytes ? transferableOf(bytes) : null };
  } catch (error) {
    const refused = error instanceof ValidationError || error instanceof ZipRefusal;
    result = { ok: false, refused, message: error instanceof Error ? error.message : String(error) };
  }
  const transfer = result.ok && result.bytes ? [result.bytes.buffer as ArrayBuffer] : [];
  parentPort?.postMessage(result, transfer);
});

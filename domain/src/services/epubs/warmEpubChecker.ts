/**
 * EPUBCheck kept warm for a run of many checks (the EPUB tests check a dozen
 * books): one Java process (WarmEpubCheck.java, run from source) checks file
 * after file, where `checkEpub` starts Java for each. A cold start costs
 * seconds of CPU on two cores, most of it loading the checker and its
 * schemas; a warm check of a small book costs a fraction of that. The
 * reports are the same: the warm process runs the checker's own command line
 * for each file, and `readReport` reads what it wrote.
 *
 * Uploads in the product keep `checkEpub`: a process per file, killed at its
 * time limit, whatever the file does to the checker.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { CHECKED_NAME, DEFAULT_EPUBCHECK_JAR, readReport } from "./checkEpub.ts";
import type { EpubCheckReport } from "./checkEpub.ts";

const SOURCE = fileURLToPath(new URL("./WarmEpubCheck.java", import.meta.url));

export interface WarmEpubChecker {
  /** Checks the EPUB's bytes, one file at a time in the order asked. */
  check(bytes: Uint8Array): Promise<EpubCheckReport>;
  /** Ends the Java process once the checks asked so far are done. */
  close(): Promise<void>;
}

/** Starts the warm checker; its first check also pays for Java's start. */
export function startWarmEpubChecker(options: { jar?: string } = {}): WarmEpubChecker {
  const java = spawn("java", ["-XX:+UseSerialGC", "-cp", options.jar ?? DEFAULT_EPUBCHECK_JAR, SOURCE], { stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  java.stderr.on("data", (chunk: Buffer) => {
    // Only the end is kept: it explains a report that was not written.
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const waiting: Array<(status: number) => void> = [];
  let failure: Error | null = null;
  const fail = (error: Error): void => {
    failure ??= error;
    for (const answer of waiting.splice(0)) answer(Number.NaN);
  };
  createInterface({ input: java.stdout }).on("line", (line) => waiting.shift()?.(Number(line)));
  java.once("error", (error) =>
    fail(new Error(`the warm EPUB checker could not run (${error.message}): install a Java development kit and the epubcheck package`)),
  );
  const exited = new Promise<void>((resolve) => {
    java.once("exit", (code) => {
      fail(new Error(`the warm EPUB checker stopped (exit ${code}): ${stderr.slice(-500)}`));
      resolve();
    });
  });
  let turn: Promise<unknown> = Promise.resolve();

  async function checkNow(bytes: Uint8Array): Promise<EpubCheckReport> {
    if (failure) throw failure;
    const dir = await mkdtemp(path.join(tmpdir(), "storyloom-epubcheck-"));
    try {
      const file = path.join(dir, CHECKED_NAME);
      const report = path.join(dir, "report.json");
      await writeFile(file, bytes);
      stderr = "";
      const status = await new Promise<number>((resolve) => {
        waiting.push(resolve);
        java.stdin.write(`${file}\t${report}\n`);
      });
      if (Number.isNaN(status)) throw failure ?? new Error("the warm EPUB checker gave no answer");
      return await readReport(report, stderr);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    check(bytes) {
      const result = turn.then(() => checkNow(bytes));
      turn = result.catch(() => undefined);
      return result;
    },
    async close() {
      await turn;
      java.stdin.end();
      await exited;
    },
  };
}

/**
 * Runs the EPUB checker (W3C's EPUBCheck, Debian's `epubcheck` package) on a
 * file and reads its JSON report. The checker is a Java program: it runs in
 * a child process with a time limit, on a copy in a private temporary folder.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";

/** Where Debian's package puts the checker (its /usr/bin/epubcheck is a link to it, runnable only with java -jar). */
export const DEFAULT_EPUBCHECK_JAR = "/usr/share/java/epubcheck.jar";
export const EPUBCHECK_TIMEOUT_MS = 120_000;
/**
 * A check is one short run of the JVM: the quick compiler only and the serial
 * collector start faster and use less memory than the defaults (about 40 %
 * less time for a small book on this machine's two cores).
 */
const JVM_FLAGS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
export const CHECKED_NAME = "book.epub";

export interface EpubCheckMessage {
  severity: "FATAL" | "ERROR" | "WARNING" | "USAGE" | "INFO" | "SUPPRESSED";
  id: string;
  message: string;
  /** "OEBPS/chapter-001.xhtml:12:5", when the checker named a place. */
  location: string | null;
}

export interface EpubCheckReport {
  /** The FATAL and ERROR messages, in the checker's order: the file is valid when there is none. */
  errors: EpubCheckMessage[];
  warnings: EpubCheckMessage[];
}

const reportSchema = z.object({
  messages: z.array(
    z.object({
      ID: z.string(),
      severity: z.string(),
      message: z.string(),
      locations: z.array(z.object({ path: z.string().nullish(), line: z.number().nullish(), column: z.number().nullish() })).default([]),
    }),
  ),
});

const SEVERITIES = ["FATAL", "ERROR", "WARNING", "USAGE", "INFO", "SUPPRESSED"] as const;

function severityOf(value: string): EpubCheckMessage["severity"] {
  return (SEVERITIES as readonly string[]).includes(value) ? (value as EpubCheckMessage["severity"]) : "ERROR";
}

function locationOf(
  locations: Array<{ path?: string | null | undefined; line?: number | null | undefined; column?: number | null | undefined }>,
): string | null {
  const first = locations[0];
  // A message about the whole file names the temporary copy: no place worth showing.
  if (!first?.path || first.path === CHECKED_NAME) return null;
  return first.line !== undefined && first.line !== null && first.line >= 0 ? `${first.path}:${first.line}:${first.column ?? 0}` : first.path;
}

/** The checker's message as one line for the author: "RSC-005 OEBPS/ch.xhtml:3:1 Error while parsing…". */
export function describeMessage(message: EpubCheckMessage): string {
  return [message.id, message.location, message.message.replace(/\.$/, "")].filter((part) => part).join(" ");
}

function run(command: string, args: string[], timeoutMs: number): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: timeoutMs, killSignal: "SIGKILL", maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error && "killed" in error && error.killed) {
        reject(new Error(`epubcheck did not finish within ${timeoutMs} ms`));
        return;
      }
      if (error && typeof error.code === "string") {
        reject(new Error(`epubcheck could not run (${error.code}): install Java and the epubcheck package`));
        return;
      }
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stderr: String(stderr) });
    });
  });
}

/** Checks the EPUB's bytes; throws only when the checker could not run or said nothing readable. */
export async function checkEpub(bytes: Uint8Array, options: { jar?: string; timeoutMs?: number } = {}): Promise<EpubCheckReport> {
  const dir = await mkdtemp(path.join(tmpdir(), "storyloom-epubcheck-"));
  try {
    const file = path.join(dir, CHECKED_NAME);
    const out = path.join(dir, "report.json");
    await writeFile(file, bytes);
    const { stderr } = await run(
      "java",
      [...JVM_FLAGS, "-jar", options.jar ?? DEFAULT_EPUBCHECK_JAR, "--json", out, file],
      options.timeoutMs ?? EPUBCHECK_TIMEOUT_MS,
    );
    return await readReport(out, stderr);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The checker's JSON report at `file`, split into errors and warnings; `stderr` explains a missing one. */
export async function readReport(file: string, stderr: string): Promise<EpubCheckReport> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new Error(`epubcheck wrote no report: ${stderr.slice(0, 500)}`);
  }
  const report = reportSchema.parse(JSON.parse(text));
  const messages = report.messages.map((entry) => ({
    severity: severityOf(entry.severity),
    id: entry.ID,
    message: entry.message,
    location: locationOf(entry.locations),
  }));
  return {
    errors: messages.filter((message) => message.severity === "FATAL" || message.severity === "ERROR"),
    warnings: messages.filter((message) => message.severity === "WARNING"),
  };
}

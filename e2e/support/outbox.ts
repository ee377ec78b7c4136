import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** The mail outbox of the stack under test (MAIL_OUTBOX_DIR; scripts/e2e.ts passes it as E2E_OUTBOX_DIR). */
const outboxDir = process.env.E2E_OUTBOX_DIR ?? "";

/** Undoes quoted-printable soft breaks and escapes, as mail clients do. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link to `pathname` in the newest message to `to`, or null while none has arrived. */
export async function findMailedLink(to: string, pathname: string): Promise<string | null> {
  const files = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = decodeQuotedPrintable(await readFile(path.join(outboxDir, file), "utf8"));
    if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "mi").test(raw)) continue;
    const link = new RegExp(`https?://[^\\s"<>]+${pathname.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_-]+`).exec(raw);
    if (link) return link[0];
  }
  return null;
}

/** Undoes RFC 2047 encoded words in headers (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as mail clients do; nodemailer writes a subject with quotes so. */
function decodeEncodedWords(raw: string): string {
  const word = /=\?UTF-8\?([QB])\?([^?]*)\?=/gi;
  const joined = raw.replace(/\r?\n[ \t]+/g, " ").replace(/(\?=)\s+(?==\?UTF-8\?)/gi, "$1");
  return joined.replace(word, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, " ")), "latin1").toString("utf8"),
  );
}

/** The newest message to `to` whose subject contains `subject`, decoded, or null while none has arrived. */
export async function findMail(to: string, subject: string): Promise<string | null> {
  const files = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .reverse();
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const file of files) {
    const raw = decodeQuotedPrintable(decodeEncodedWords(await readFile(path.join(outboxDir, file), "utf8")));
    if (new RegExp(`^To: .*${escape(to)}`, "mi").test(raw) && raw.replace(/\r?\n\s+/g, " ").includes(subject)) return raw;
  }
  return null;
}

/** The mail simulator of the stack under test (testkit/src/fakes/mailSimulator.ts): the SMTP server the API and the workers deliver to. */
const mailSimulatorUrl = process.env.E2E_MAIL_SIMULATOR_URL ?? "";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The message as the SMTP server received it. */
  raw: string;
}

/** The messages the stack's SMTP server received for `to` whose subject contains `subject`, oldest first. */
export async function receivedMail(to: string, subject: string): Promise<ReceivedMail[]> {
  if (!mailSimulatorUrl) throw new Error("E2E_MAIL_SIMULATOR_URL is not set: run the browser suite with scripts/e2e.ts");
  const answer = await fetch(`${mailSimulatorUrl}/messages?${new URLSearchParams({ to, subject })}`);
  if (!answer.ok) throw new Error(`the mail simulator answered ${answer.status}`);
  return ((await answer.json()) as { items: ReceivedMail[] }).items;
}

/** A received message's body as a mail client reads it: quoted-printable undone, lines joined. */
export function decodedBody(raw: string): string {
  return decodeQuotedPrintable(raw.replace(/\r\n/g, "\n"));
}

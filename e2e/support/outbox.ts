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
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort().reverse();
  for (const file of files) {
    const raw = decodeQuotedPrintable(await readFile(path.join(outboxDir, file), "utf8"));
    if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "mi").test(raw)) continue;
    const link = new RegExp(`https?://[^\\s"<>]+${pathname.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_-]+`).exec(raw);
    if (link) return link[0];
  }
  return null;
}

/** The newest message to `to` whose subject contains `subject`, decoded, or null while none has arrived. */
export async function findMail(to: string, subject: string): Promise<string | null> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort().reverse();
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const file of files) {
    const raw = decodeQuotedPrintable(await readFile(path.join(outboxDir, file), "utf8"));
    if (new RegExp(`^To: .*${escape(to)}`, "mi").test(raw) && raw.replace(/\r?\n\s+/g, " ").includes(subject)) return raw;
  }
  return null;
}

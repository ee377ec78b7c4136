/**
 * The mail simulator the browser suite's and the benchmarks' stacks run
 * (scripts/stack.ts, `simulateMail`): the local SMTP server (smtp.ts) the API
 * and the workers deliver to (SMTP_URL), with a small HTTP API from which the
 * tests read what it received. Each message is also written as an .eml file
 * into MAIL_OUTBOX_DIR (when set), as the outbox transport would, so tests
 * that read the outbox directory keep working.
 *
 *   node testkit/src/fakes/mailSimulator.ts
 *
 * Ports: MAIL_SIMULATOR_SMTP_PORT and MAIL_SIMULATOR_CONTROL_PORT (0 or
 * unset: free ports). It prints `SMTP_URL=…`, `MAIL_SIMULATOR_URL=…`, then
 * `MAIL_SIMULATOR_READY`, and stops on SIGTERM or SIGINT. Control:
 *   GET /messages?to=&subject=   received messages, oldest first: { items: [{ from, to, subject, raw }] }
 *   GET /health
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { startFakeSmtpServer } from "./smtp.ts";
import type { FakeSmtpServer, ReceivedMail } from "./smtp.ts";

export interface MailSimulator {
  smtp: FakeSmtpServer;
  /** The control API's origin. */
  url: string;
  close(): Promise<void>;
}

/** A header of a raw message, its folded lines joined ("" when absent). */
export function headerOf(raw: string, name: string): string {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, " ");
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped}: (.*)$`, "mi").exec(unfolded)?.[1]?.trim() ?? "";
}

/** The messages to `to` (an address, any case) whose subject contains `subject`, oldest first. */
export function matchingMail(messages: readonly ReceivedMail[], query: { to?: string | null; subject?: string | null }): ReceivedMail[] {
  const to = query.to?.toLowerCase();
  return messages.filter(
    (mail) => (!to || mail.to.some((address) => address.toLowerCase() === to)) && (!query.subject || headerOf(mail.raw, "Subject").includes(query.subject)),
  );
}

export async function startMailSimulator(options: { smtpPort?: number; controlPort?: number; outboxDir?: string } = {}): Promise<MailSimulator> {
  const { outboxDir } = options;
  if (outboxDir) mkdirSync(outboxDir, { recursive: true });
  const smtp = await startFakeSmtpServer({
    port: options.smtpPort ?? 0,
    onMessage: (mail) => {
      if (!outboxDir) return;
      // Named as the outbox transport names its files: sortable by time, unique.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      writeFileSync(path.join(outboxDir, name), mail.raw.replace(/\r\n/g, "\n"));
    },
  });
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const control = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "GET" && url.pathname === "/health") return answer(res, 200, { ok: true });
    if (req.method === "GET" && url.pathname === "/messages") {
      const items = matchingMail(smtp.messages, { to: url.searchParams.get("to"), subject: url.searchParams.get("subject") });
      return answer(res, 200, { items: items.map((mail) => ({ from: mail.from, to: mail.to, subject: headerOf(mail.raw, "Subject"), raw: mail.raw })) });
    }
    answer(res, 404, { error: "no such control route" });
  });
  await new Promise<void>((resolve) => control.listen(options.controlPort ?? 0, "127.0.0.1", resolve));
  const { port } = control.address() as AddressInfo;
  return {
    smtp,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await smtp.close();
    },
  };
}

const portOf = (value: string | undefined) => (value ? Number(value) : 0);

if (import.meta.main) {
  const simulator = await startMailSimulator({
    smtpPort: portOf(process.env.MAIL_SIMULATOR_SMTP_PORT),
    controlPort: portOf(process.env.MAIL_SIMULATOR_CONTROL_PORT),
    ...(process.env.MAIL_OUTBOX_DIR ? { outboxDir: process.env.MAIL_OUTBOX_DIR } : {}),
  });
  console.log(`SMTP_URL=${simulator.smtp.url}`);
  console.log(`MAIL_SIMULATOR_URL=${simulator.url}`);
  console.log("MAIL_SIMULATOR_READY");
  const stop = () => void simulator.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailSimulator } from "./mailSimulator.ts";
import type { MailSimulator } from "./mailSimulator.ts";

let simulator: MailSimulator;
let outboxDir: string;
beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), "storyloom-mail-simulator-"));
  simulator = await startMailSimulator({ outboxDir });
});
afterAll(async () => {
  await simulator.close();
  await rm(outboxDir, { recursive: true, force: true });
});

/** One SMTP conversation, as a mail server's client has it: each command after the previous reply. */
function sendOverSmtp(url: string, to: string, message: string): Promise<void> {
  const { hostname, port } = new URL(url);
  const commands = ["EHLO test", "MAIL FROM:<author@example.test>", `RCPT TO:<${to}>`, "DATA", `${message.replace(/\n/g, "\r\n")}\r\n.`, "QUIT"];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let buffered = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      buffered += chunk;
      // A reply is complete at a line "NNN text" (a hyphen after the code continues it).
      if (!/(^|\r\n)\d{3} [^\r\n]*\r\n$/.test(buffered)) return;
      const code = Number(/(\d{3}) [^\r\n]*\r\n$/.exec(buffered)?.[1]);
      buffered = "";
      if (code >= 400) return reject(new Error(`SMTP refused with ${code}`));
      const next = commands.shift();
      if (next === undefined) return socket.end();
      socket.write(`${next}\r\n`);
    });
    socket.on("close", () => resolve());
    socket.on("error", reject);
  });
}

describe("the mail simulator", () => {
  it("keeps what its SMTP server accepts, answers it by recipient and subject, and writes it to the outbox directory", async () => {
    const message = ["From: author@example.test", "To: Reader@Example.test", "Subject: Spring news,", " at last", "", "Hello readers."].join("\n");
    await sendOverSmtp(simulator.smtp.url, "Reader@Example.test", message);
    await sendOverSmtp(simulator.smtp.url, "other@example.test", message.replace("Spring", "Autumn"));

    const found = (await (await fetch(`${simulator.url}/messages?to=reader@example.test&subject=Spring%20news`)).json()) as {
      items: Array<{ to: string[]; subject: string; raw: string }>;
    };
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ to: ["Reader@Example.test"], subject: "Spring news, at last" });
    expect(found.items[0]!.raw).toContain("Hello readers.");
    const all = (await (await fetch(`${simulator.url}/messages`)).json()) as { items: unknown[] };
    expect(all.items).toHaveLength(2);
    expect((await fetch(`${simulator.url}/nothing`)).status).toBe(404);

    const files = (await readdir(outboxDir)).filter((file) => file.endsWith(".eml")).sort();
    expect(files).toHaveLength(2);
    const written = await readFile(path.join(outboxDir, files[0]!), "utf8");
    expect(written).toContain("Subject: Spring news,\n at last");
    expect(written).not.toContain("\r");
  });
});

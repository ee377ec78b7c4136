import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startFakeSmtpServer } from "@storyloom/testkit/fakes/smtp";
import type { FakeSmtpServer } from "@storyloom/testkit/fakes/smtp";
import { createLogger } from "../logger.ts";
import { createMailer, messageIdFor, pooledSmtpOptions } from "./mail.ts";

const logger = createLogger({ logLevel: "silent" });
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const message = {
  to: "reader@example.test",
  subject: "Reset your Storyloom password",
  text: "Open http://localhost:8080/auth/forgotPassword?token=abc within one hour.",
};

describe("mailer without SMTP_URL", () => {
  it("writes each message as an .eml file into the outbox directory", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "outbox-test-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const outbox = path.join(dir, "nested", "outbox");
    const mailer = createMailer({ smtpUrl: undefined, from: "Storyloom <no-reply@storyloom.local>", outboxDir: outbox, logger });
    const first = await mailer.send(message);
    await mailer.send({ ...message, to: "second@example.test" });
    expect(first.path?.startsWith(outbox)).toBe(true);
    expect((await readdir(outbox)).filter((f) => f.endsWith(".eml"))).toHaveLength(2);
    const raw = await readFile(first.path!, "utf8");
    expect(raw).toMatch(/^From: Storyloom <no-reply@storyloom\.local>$/m);
    expect(raw).toMatch(/^To: reader@example\.test$/m);
    expect(raw).toMatch(/^Subject: Reset your Storyloom password$/m);
    expect(raw).toContain("forgotPassword?token=abc");
  });
});

describe("mailer with SMTP_URL", () => {
  let smtp: FakeSmtpServer;

  it("delivers over SMTP and writes nothing to the outbox", async () => {
    smtp = await startFakeSmtpServer();
    cleanups.push(() => smtp.close());
    const dir = await mkdtemp(path.join(tmpdir(), "outbox-test-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const mailer = createMailer({ smtpUrl: smtp.url, from: "Storyloom <no-reply@storyloom.local>", outboxDir: dir, logger });
    cleanups.push(async () => mailer.close());
    const sent = await mailer.send(message);
    expect(sent.path).toBeUndefined();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.from).toBe("no-reply@storyloom.local");
    expect(smtp.messages[0]?.to).toEqual(["reader@example.test"]);
    expect(smtp.messages[0]?.raw).toContain("forgotPassword?token=abc");
    expect(await readdir(dir)).toEqual([]);
  });
});

describe("messageIdFor", () => {
  it("puts the key before the domain of the From address", () => {
    expect(messageIdFor("outbox-42-abc", "Storyloom <no-reply@storyloom.local>")).toBe("<outbox-42-abc@storyloom.local>");
    expect(messageIdFor("outbox-42-abc", "no-reply@mail.storyloom.com")).toBe("<outbox-42-abc@mail.storyloom.com>");
    expect(messageIdFor("k", "Storyloom")).toBe("<k@storyloom.invalid>");
  });
});

describe("pooledSmtpOptions", () => {
  it("reads host, port, TLS and credentials from SMTP_URL, pooled", () => {
    expect(pooledSmtpOptions("smtp://127.0.0.1:2525")).toEqual({
      pool: true,
      maxConnections: 5,
      maxMessages: 100,
      host: "127.0.0.1",
      port: 2525,
      secure: false,
    });
    expect(pooledSmtpOptions("smtps://mailer%40storyloom.test:p%40ss@smtp.example.com")).toMatchObject({
      host: "smtp.example.com",
      port: 465,
      secure: true,
      auth: { user: "mailer@storyloom.test", pass: "p@ss" },
    });
    expect(pooledSmtpOptions("smtp://smtp.example.com")).toMatchObject({ port: 587, secure: false });
  });
});

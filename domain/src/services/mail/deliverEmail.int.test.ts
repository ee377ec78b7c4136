import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutgoingEmail } from "@storyloom/db/models";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { startFakeSmtpServer } from "@storyloom/testkit/fakes/smtp";
import type { FakeSmtpServer } from "@storyloom/testkit/fakes/smtp";
import { createMailer } from "../../integrations/mail.ts";
import type { Mailer } from "../../integrations/mail.ts";
import { createLogger } from "../../logger.ts";
import { deliverEmail, MAX_EMAIL_ATTEMPTS } from "./deliverEmail.ts";

const logger = createLogger({ logLevel: "silent" });
let db: TestDatabase;
let smtp: FakeSmtpServer;
let mailer: Mailer;
beforeAll(async () => {
  db = await useTestDatabase();
  smtp = await startFakeSmtpServer();
  mailer = createMailer({ smtpUrl: smtp.url, from: "Storyloom <no-reply@storyloom.local>", outboxDir: "/nonexistent", logger });
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
  await db.close();
});

async function createPendingEmail(to = `reader-${Math.random().toString(36).slice(2)}@example.test`): Promise<OutgoingEmail> {
  return OutgoingEmail.query(db.knex).insert({
    toAddress: to,
    subject: "Reset your Storyloom password",
    textBody: "Open http://localhost:8080/auth/forgotPassword?token=secret-token within one hour.",
    htmlBody: '<p><a href="http://localhost:8080/auth/forgotPassword?token=secret-token">Choose a new password</a></p>',
  });
}

const messagesTo = (to: string) => smtp.messages.filter((m) => m.to.includes(to));
const deliver = (emailId: number) => deliverEmail({ knex: db.knex, mailer, emailId });

describe("deliverEmail", () => {
  it("sends the message once, then marks it SENT and drops the bodies; a second run sends nothing", async () => {
    const email = await createPendingEmail();
    const before = Date.now();

    expect(await deliver(email.id)).toBe("sent");
    const sent = messagesTo(email.toAddress);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.raw).toMatch(/^Subject: Reset your Storyloom password\r?$/m);
    expect(sent[0]?.raw).toContain("secret-token");
    expect(sent[0]?.raw).toContain("text/html");

    const row = await OutgoingEmail.query(db.knex).findById(email.id);
    expect(row).toMatchObject({ status: "SENT", attempts: 1, textBody: null, htmlBody: null, lastError: null, toAddress: email.toAddress });
    expect(row!.subject).toBe("Reset your Storyloom password");
    expect(row!.sentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect(await deliver(email.id)).toBe("skipped");
    expect(messagesTo(email.toAddress)).toHaveLength(1);
    expect((await OutgoingEmail.query(db.knex).findById(email.id))?.attempts).toBe(1);
  });

  it("counts a failed attempt, keeps the error and the e-mail PENDING, and throws so the job is retried", async () => {
    const email = await createPendingEmail();
    smtp.rejectNext(1);
    await expect(deliver(email.id)).rejects.toThrow(/451 4\.3\.0 Try again later/);
    const row = await OutgoingEmail.query(db.knex).findById(email.id);
    expect(row).toMatchObject({ status: "PENDING", attempts: 1, sentAt: null, textBody: email.textBody, htmlBody: email.htmlBody });
    expect(row!.lastError).toContain("451 4.3.0 Try again later");
    expect(messagesTo(email.toAddress)).toHaveLength(0);

    // The retry goes through.
    expect(await deliver(email.id)).toBe("sent");
    expect(messagesTo(email.toAddress)).toHaveLength(1);
    expect(await OutgoingEmail.query(db.knex).findById(email.id)).toMatchObject({ status: "SENT", attempts: 2, textBody: null, htmlBody: null });
  });

  it("gives up after the last allowed attempt: FAILED, bodies dropped, never tried again", async () => {
    const email = await createPendingEmail();
    smtp.rejectNext(MAX_EMAIL_ATTEMPTS + 1);
    for (let attempt = 1; attempt < MAX_EMAIL_ATTEMPTS; attempt += 1) {
      await expect(deliver(email.id)).rejects.toThrow(/451/);
      expect(await OutgoingEmail.query(db.knex).findById(email.id)).toMatchObject({ status: "PENDING", attempts: attempt });
    }
    await expect(deliver(email.id)).rejects.toThrow(/451/);
    const row = await OutgoingEmail.query(db.knex).findById(email.id);
    expect(row).toMatchObject({ status: "FAILED", attempts: MAX_EMAIL_ATTEMPTS, textBody: null, htmlBody: null, sentAt: null });
    expect(row!.lastError).toContain("451");

    smtp.rejectNext(0);
    expect(await deliver(email.id)).toBe("skipped");
    expect(messagesTo(email.toAddress)).toHaveLength(0);
  });

  it("sends a message whose SENT was never committed again as the same message: one Message-ID on every attempt", async () => {
    const email = await createPendingEmail();
    // The SMTP server accepts the message, then the commit of SENT fails, as when the worker dies in between.
    await db.knex.raw(`CREATE FUNCTION refuse_sent() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the worker died'; END $$`);
    await db.knex.raw(`CREATE TRIGGER refuse_sent BEFORE UPDATE ON outgoing_emails FOR EACH ROW WHEN (NEW.status = 'SENT') EXECUTE FUNCTION refuse_sent()`);
    try {
      await expect(deliver(email.id)).rejects.toThrow(/the worker died/);
    } finally {
      await db.knex.raw("DROP TRIGGER refuse_sent ON outgoing_emails");
      await db.knex.raw("DROP FUNCTION refuse_sent()");
    }
    expect(await OutgoingEmail.query(db.knex).findById(email.id)).toMatchObject({ status: "PENDING", textBody: email.textBody });

    expect(await deliver(email.id)).toBe("sent");
    const copies = messagesTo(email.toAddress).map((m) => /^Message-ID: (.*?)\r?$/im.exec(m.raw)?.[1]);
    expect(copies).toEqual([`<outbox-${email.id}-${email.createdAt.getTime().toString(36)}@storyloom.local>`, copies[0]]);
    // Another e-mail has its own.
    const other = await createPendingEmail();
    await deliver(other.id);
    expect(/^Message-ID: (.*?)\r?$/im.exec(messagesTo(other.toAddress)[0]!.raw)?.[1]).not.toBe(copies[0]);
  });

  it("skips an e-mail another run is sending (row locked) and one that does not exist", async () => {
    const email = await createPendingEmail();
    const trx = await db.knex.transaction();
    try {
      await OutgoingEmail.query(trx).findById(email.id).forUpdate();
      expect(await deliver(email.id)).toBe("skipped");
    } finally {
      await trx.rollback();
    }
    expect(messagesTo(email.toAddress)).toHaveLength(0);
    expect(await OutgoingEmail.query(db.knex).findById(email.id)).toMatchObject({ status: "PENDING", attempts: 0 });

    expect(await deliver(987_654_321)).toBe("skipped");
  });

  it("writes an .eml into the outbox directory when no SMTP server is configured", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "deliver-outbox-"));
    const outboxMailer = createMailer({ smtpUrl: undefined, from: "Storyloom <no-reply@storyloom.local>", outboxDir: dir, logger });
    try {
      const email = await createPendingEmail();
      expect(await deliverEmail({ knex: db.knex, mailer: outboxMailer, emailId: email.id })).toBe("sent");
      expect(await deliverEmail({ knex: db.knex, mailer: outboxMailer, emailId: email.id })).toBe("skipped");
      const files = (await readdir(dir)).filter((f) => f.endsWith(".eml"));
      expect(files).toHaveLength(1);
      expect(await readFile(path.join(dir, files[0]!), "utf8")).toMatch(new RegExp(`^To: ${email.toAddress.replace(/\./g, "\\.")}$`, "m"));
    } finally {
      outboxMailer.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

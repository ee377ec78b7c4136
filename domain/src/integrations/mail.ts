import { mkdir, writeFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import path from "node:path";
import nodemailer from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool/index.js";
import type { Logger } from "pino";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * The same on every attempt to send this message (the outbox row's): the
   * Message-ID is made from it, so a copy sent twice is recognisably one
   * message. Without it nodemailer makes a random Message-ID.
   */
  key?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file the outbox transport wrote; undefined when sent over SMTP. */
  path: string | undefined;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps://; without it messages go to the outbox directory. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}

/** `<key@domain of the From address>`: a Message-ID (RFC 5322) that only this sender makes. */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? "storyloom.invalid";
  return `<${key}@${domain}>`;
}

/** The message as nodemailer takes it: From set, the key turned into a Message-ID. */
function toNodemailer(message: MailMessage, from: string): nodemailer.SendMailOptions {
  const { key, ...rest } = message;
  return { from, ...rest, ...(key === undefined ? {} : { messageId: messageIdFor(key, from) }) };
}

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise every message is
 * written as an .eml file into the outbox directory and its path is logged,
 * so a developer (or a test) can open the link it carries.
 */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options, options.smtpUrl) : createOutboxMailer(options);
}

/** SMTP_URL (smtp:// or smtps://, with user and password when given) as pooled transport options. */
export function pooledSmtpOptions(smtpUrl: string): SMTPPool.Options {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return {
    pool: true,
    maxConnections: 5,
    maxMessages: 100,
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
  };
}

function createSmtpMailer(options: MailerOptions, smtpUrl: string): Mailer {
  // Pooled: connections are kept and reused (up to 100 messages each), so a campaign to thousands of readers does not
  // open a connection (greeting, EHLO, maybe TLS) per message; at most 5 at once, as mail providers expect.
  const transport = nodemailer.createTransport(pooledSmtpOptions(smtpUrl), { from: options.from });
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailer(message, options.from));
      options.logger.info({ messageId: info.messageId, subject: message.subject }, "mail sent over SMTP");
      return { messageId: info.messageId, path: undefined };
    },
    close() {
      transport.close();
    },
  };
}

function createOutboxMailer(options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailer(message, options.from));
      await mkdir(options.outboxDir, { recursive: true });
      // Sortable by time, unique across processes.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const file = path.join(options.outboxDir, name);
      await writeFile(file, info.message);
      options.logger.info({ path: file, subject: message.subject }, "mail written to the outbox");
      return { messageId: info.messageId, path: file };
    },
    close() {
      transport.close();
    },
  };
}

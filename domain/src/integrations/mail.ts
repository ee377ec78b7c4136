import { mkdir, writeFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
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

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise every message is
 * written as an .eml file into the outbox directory and its path is logged,
 * so a developer (or a test) can open the link it carries.
 */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options, options.smtpUrl) : createOutboxMailer(options);
}

function createSmtpMailer(options: MailerOptions, smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from: options.from });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
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
      const info = await transport.sendMail({ from: options.from, ...message });
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

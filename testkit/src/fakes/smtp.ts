import { createServer } from "node:net";
import type { AddressInfo, Server, Socket } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent in DATA, dot-stuffing undone. */
  raw: string;
}

export interface FakeSmtpServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  messages: ReceivedMail[];
  /** Answers the next `count` MAIL commands with a temporary failure, as a busy server does. */
  rejectNext(count: number, reply?: string): void;
  close(): Promise<void>;
}

/**
 * A local SMTP server that speaks just enough of RFC 5321 (EHLO/HELO, MAIL,
 * RCPT, DATA, RSET, NOOP, QUIT; no TLS, no AUTH) for nodemailer to deliver
 * to it, and keeps every message it receives.
 */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  let rejections: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let from = "";
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fake-smtp ready");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          const raw = buffer.slice(0, end).replace(/^\.\./gm, ".");
          buffer = buffer.slice(end + 5);
          messages.push({ from, to, raw });
          inData = false;
          from = "";
          to = [];
          reply("250 OK: queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") {
          reply("250-fake-smtp");
          reply("250 8BITMIME");
        } else if (verb === "HELO") reply("250 fake-smtp");
        else if (verb === "MAIL") {
          const rejection = rejections.shift();
          if (rejection) {
            reply(rejection);
            continue;
          }
          from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          reply("250 OK");
        } else if (verb === "RCPT") {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET") {
          from = "";
          to = [];
          reply("250 OK");
        } else if (verb === "NOOP") reply("250 OK");
        else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
          return;
        } else reply("502 Command not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    rejectNext(count, line = "451 4.3.0 Try again later") {
      rejections = Array.from({ length: count }, () => line);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import type { AddressInfo, Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import type { SMTPServerDataStream, SMTPServerError } from "smtp-server";

export interface ReceivedMail {
  /** MAIL FROM of the envelope. */
  from: string;
  /** RCPT TO of the envelope, in order. */
  to: string[];
  /** The message as sent in DATA, dot-stuffing undone. */
  raw: string;
}

export interface FakeSmtpServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  messages: ReceivedMail[];
  /** Answers the next `count` MAIL commands with `reply` (a temporary failure by default, as a busy server gives); 0 stops refusing. */
  rejectNext(count: number, reply?: string): void;
  /**
   * Accepts `count` more messages, then holds every MAIL command unanswered
   * (a server that stalls mid-conversation: nothing after it is accepted)
   * until release(). `held` counts the conversations waiting.
   */
  holdAfter(count: number): void;
  readonly held: number;
  release(): void;
  close(): Promise<void>;
}

const DEFAULT_REJECTION = "451 4.3.0 Try again later";

/** An error whose code and text smtp-server sends as the reply line, `451 4.3.0 Try again later` as given. */
function toReplyError(reply: string): SMTPServerError {
  const match = /^([2-5]\d\d)[ -](.*)$/.exec(reply);
  if (!match) throw new Error(`not an SMTP reply line: ${reply}`);
  const error: SMTPServerError = new Error(match[2]);
  error.responseCode = Number(match[1]);
  return error;
}

async function readMessage(stream: SMTPServerDataStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A local SMTP server (smtp-server, plain text: no STARTTLS, no AUTH) that
 * nodemailer delivers to and that keeps every message it accepts. A message is
 * in `messages` before the client gets its 250, so a resolved send can be checked at once.
 */
export interface FakeSmtpOptions {
  /** The port to listen on; 0 (the default): a free one. */
  port?: number;
  /** Called with each message as it is accepted (the mail simulator keeps it for the browser suite). */
  onMessage?: (mail: ReceivedMail) => void;
}

export async function startFakeSmtpServer(options: FakeSmtpOptions = {}): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  let rejections: SMTPServerError[] = [];
  let acceptsLeft = Number.POSITIVE_INFINITY;
  let waiting: Array<() => void> = [];
  const sockets = new Set<Socket>();

  const server = new SMTPServer({
    name: "fake-smtp",
    // Without TLS there is no certificate to configure, and without AUTH nodemailer sends straight away.
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (acceptsLeft <= 0) {
        waiting.push(() => callback(rejections.shift() ?? null));
        return;
      }
      acceptsLeft -= 1;
      callback(rejections.shift() ?? null);
    },
    onData(stream, session, callback) {
      const { mailFrom, rcptTo } = session.envelope;
      readMessage(stream).then(
        (raw) => {
          const mail = { from: mailFrom ? mailFrom.address : "", to: rcptTo.map((r) => r.address), raw };
          messages.push(mail);
          options.onMessage?.(mail);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  // A client that drops its connection makes the server emit "error"; unheard, that would end the test process.
  server.on("error", () => {});
  // close() destroys these: smtp-server would otherwise give open connections 30 s to finish.
  server.server.on("connection", (socket: Socket) => {
    // Replies go out at once, as a real server's do (Nagle's delay against the client's delayed ACK cost 40 ms a reply).
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    rejectNext(count, reply = DEFAULT_REJECTION) {
      rejections = Array.from({ length: count }, () => toReplyError(reply));
    },
    holdAfter(count) {
      acceptsLeft = count;
    },
    get held() {
      return waiting.length;
    },
    release() {
      acceptsLeft = Number.POSITIVE_INFINITY;
      const held = waiting;
      waiting = [];
      for (const answer of held) answer();
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

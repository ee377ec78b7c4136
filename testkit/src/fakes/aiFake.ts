/**
 * What the fake OpenAI and Anthropic servers share: a plain node:http server
 * that records every exchange (including a client hanging up early), the
 * programmable answers, and paced server-sent events.
 */
import http from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** Set on every answer of the fakes, so an answer can be labelled as simulated. */
export const SIMULATED_HEADER = "x-storyloom-simulated";

/** What both fake providers take (anthropic.ts, openai.ts). */
export interface FakeAiServerOptions {
  /** 0 (a free port) unless given. */
  port?: number;
  host?: string;
  /** Keep every request in `requests` (the default); off in the long-running simulator, to bound its memory. */
  recordRequests?: boolean;
  /** When set, every request must carry this key where the provider's SDK sends it; otherwise any key is accepted. */
  apiKey?: string;
  /** Pause before each streamed chunk when the answer does not set one; 0 by default. */
  delayMsPerChunk?: number;
  /** What GET /v1/models lists. */
  models?: string[];
}

/** What both fake providers give their tests. */
export interface FakeAiServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** What the provider's SDK takes as baseURL (ANTHROPIC_BASE_URL, OPENAI_BASE_URL). */
  baseURL: string;
  requests: RecordedRequest[];
  /** Answers the next generation calls (Anthropic's /v1/messages, OpenAI's /v1/responses), in order. */
  queue(...answers: FakeAiAnswer[]): void;
  /** Resolves once that request's exchange is over, answered or aborted. */
  settled(request: RecordedRequest): Promise<void>;
  /** Resolves with requests[index] once it has arrived. */
  waitForRequest(index: number): Promise<RecordedRequest>;
  /** Forgets the recorded requests and the answers still queued. */
  reset(): void;
  close(): Promise<void>;
}

export interface RecordedRequest {
  method: string;
  /** The path without its query, e.g. /v1/responses. */
  path: string;
  /** As received, names lower-cased. */
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; the raw text when it was not JSON; undefined when empty. */
  body: unknown;
  /** Date.now() when the request had fully arrived. */
  receivedAt: number;
  /** The HTTP status answered, null until the headers are sent. */
  status: number | null;
  /** Date.now() when the answer's first bytes (its headers) were sent. */
  firstByteAt: number | null;
  /** Date.now() when the answer was complete. */
  finishedAt: number | null;
  /** The client closed the connection before the answer was complete (an abort). */
  aborted: boolean;
}

export interface FakeAiToolCall {
  name: string;
  /** An object, sent as its JSON, or the arguments' JSON text as is. */
  arguments: Record<string, unknown> | string;
}

export interface FakeAiError {
  /** 429, 400, 401, 500, 503, 529… */
  status: number;
  /** The provider's error type; by default the one the provider uses for that status. */
  type?: string;
  message?: string;
  /** OpenAI's `code` and `param`; Anthropic has none. */
  code?: string | null;
  param?: string | null;
  /** Sent as `retry-after`; 1 by default for 429, 503 and 529. */
  retryAfterSeconds?: number;
  /** On a streamed request, fail with an error event after this many chunks instead of with an HTTP status. */
  afterChunks?: number;
}

/** The next answer of a fake: at most one of text, toolCall and error; none gives the simulated default. */
export interface FakeAiAnswer {
  text?: string;
  toolCall?: FakeAiToolCall;
  error?: FakeAiError;
  /** Pause before each streamed chunk (before a non-streamed answer: this times the chunk count). */
  delayMsPerChunk?: number;
  /** Send this many chunks, then keep the connection open without another byte until the client leaves. */
  hangAfterChunks?: number;
}

/** Refuses an answer that asks for two things at once, where the test is written rather than when it runs. */
export function checkAnswer(answer: FakeAiAnswer): FakeAiAnswer {
  const kinds = [answer.text !== undefined, answer.toolCall !== undefined, answer.error !== undefined].filter(Boolean).length;
  if (kinds > 1) throw new Error("a fake AI answer has at most one of text, toolCall and error");
  return answer;
}

export type ParsedBody = { ok: true; value: unknown } | { ok: false; raw: string };

/** One request being answered. */
export interface Exchange {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  url: URL;
  record: RecordedRequest;
  body: ParsedBody;
  /** Resolves when the connection is done with, answered or dropped. */
  closed: Promise<void>;
  isOpen(): boolean;
  /** Waits `ms`, or less if the client leaves meanwhile. */
  pause(ms: number): Promise<void>;
  sendJson(status: number, body: unknown, headers?: Record<string, string>): void;
  startEventStream(headers?: Record<string, string>): void;
  /** Writes one `event:`/`data:` pair; false once the client has left. */
  sendEvent(type: string, data: unknown): Promise<boolean>;
  /** Ends a streamed answer, unless the client has already left. */
  end(): void;
}

export interface AiHttpServerOptions {
  port?: number;
  host?: string;
  /** Keep every request in `requests` (the default); a long-running simulator turns it off to bound its memory. */
  recordRequests?: boolean;
  /** Answers one request; a rejection becomes a 500 in the provider's shape. */
  handle(exchange: Exchange): Promise<void>;
  /** Answers a failure of the harness itself (body too large, a bug) in the provider's error shape. */
  sendFailure(exchange: Exchange, status: number, message: string): void;
}

export interface AiHttpServer {
  url: string;
  requests: RecordedRequest[];
  /** Resolves once the exchange of a recorded request is over, answered or aborted. */
  settled(request: RecordedRequest): Promise<void>;
  /** Resolves with requests[index] as soon as it has arrived. */
  waitForRequest(index: number): Promise<RecordedRequest>;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 32 * 1024 * 1024;

class BodyTooLarge extends Error {}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseBody(raw: string): ParsedBody {
  if (raw.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false, raw };
  }
}

/** Starts a recording HTTP server on the loopback interface (a free port unless one is given). */
export async function startAiHttpServer(options: AiHttpServerOptions): Promise<AiHttpServer> {
  const requests: RecordedRequest[] = [];
  const settledBy = new WeakMap<RecordedRequest, Promise<void>>();
  const waiters: Array<{ index: number; resolve: (request: RecordedRequest) => void }> = [];
  let closing = false;

  const recording = options.recordRequests ?? true;

  function recordArrival(record: RecordedRequest): void {
    if (!recording) return;
    requests.push(record);
    for (const waiter of waiters.splice(0)) {
      const request = requests[waiter.index];
      if (request) waiter.resolve(request);
      else waiters.push(waiter);
    }
  }

  const server = http.createServer((req, res) => {
    const record: RecordedRequest = {
      method: req.method ?? "GET",
      path: new URL(req.url ?? "/", "http://fake").pathname,
      headers: req.headers,
      body: undefined,
      receivedAt: Date.now(),
      status: null,
      firstByteAt: null,
      finishedAt: null,
      aborted: false,
    };
    let open = true;
    const closed = new Promise<void>((resolve) => {
      res.on("finish", () => {
        record.finishedAt = Date.now();
      });
      res.on("close", () => {
        open = false;
        if (!res.writableFinished && !closing) record.aborted = true;
        resolve();
      });
    });
    settledBy.set(record, closed);

    const markHeadersSent = (status: number): void => {
      record.status = status;
      record.firstByteAt = Date.now();
    };
    const exchange: Exchange = {
      req,
      res,
      url: new URL(req.url ?? "/", "http://fake"),
      record,
      body: { ok: true, value: undefined },
      closed,
      isOpen: () => open,
      pause: (ms) =>
        ms <= 0
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, ms);
              void closed.then(() => {
                clearTimeout(timer);
                resolve();
              });
            }),
      sendJson(status, body, headers = {}) {
        if (!open) return;
        const text = JSON.stringify(body);
        res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), [SIMULATED_HEADER]: "1", ...headers });
        markHeadersSent(status);
        res.end(text);
      },
      startEventStream(headers = {}) {
        if (!open) return;
        res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", [SIMULATED_HEADER]: "1", ...headers });
        // Sent now, so the client's call resolves and it reads the events as they come.
        res.flushHeaders();
        markHeadersSent(200);
      },
      async sendEvent(type, data) {
        if (!open) return false;
        if (!res.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`)) {
          await Promise.race([new Promise((resolve) => res.once("drain", resolve)), closed]);
        }
        return open;
      },
      end() {
        if (open) res.end();
      },
    };

    void (async () => {
      try {
        exchange.body = parseBody(await readBody(req));
        record.body = exchange.body.ok ? exchange.body.value : exchange.body.raw;
        recordArrival(record);
        await options.handle(exchange);
      } catch (error) {
        if (!open) return;
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (error instanceof BodyTooLarge) {
          recordArrival(record);
          options.sendFailure(exchange, 413, `Request body is larger than ${MAX_BODY_BYTES} bytes.`);
          return;
        }
        options.sendFailure(exchange, 500, "The fake server failed while answering.");
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    requests,
    settled: (request) => settledBy.get(request) ?? Promise.resolve(),
    waitForRequest: (index) => {
      if (!recording) return Promise.reject(new Error("this fake was started without recording requests"));
      const request = requests[index];
      if (request) return Promise.resolve(request);
      return new Promise((resolve) => waiters.push({ index, resolve }));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        closing = true;
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The `retry-after` header of an error answer, when it has one. */
export function retryAfterHeader(error: FakeAiError): Record<string, string> {
  const seconds = error.retryAfterSeconds ?? ([429, 503, 529].includes(error.status) ? 1 : undefined);
  return seconds === undefined ? {} : { "retry-after": String(seconds) };
}

/**
 * A fake S3 speaking the REST protocol the real @aws-sdk/client-s3 uses with
 * path-style addressing: PUT, GET (whole or one byte range), HEAD and DELETE of an object in one bucket,
 * with S3's error XML. Enough for the storage integration, kept in memory.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";

export interface FakeS3Object {
  bytes: Buffer;
  contentType: string;
}

export interface FakeS3Server {
  /** http://127.0.0.1:<port>, the S3_ENDPOINT (with S3_FORCE_PATH_STYLE=true). */
  endpoint: string;
  bucket: string;
  objects: Map<string, FakeS3Object>;
  close(): Promise<void>;
}

function xmlEscape(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sendError(res: http.ServerResponse, status: number, code: string, message: string, resource: string, head: boolean): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><Resource>${xmlEscape(resource)}</Resource><RequestId>${randomUUID()}</RequestId></Error>`;
  res.writeHead(status, { "content-type": "application/xml", "x-amz-request-id": randomUUID() });
  // A HEAD answer has no body: the SDK reads the error from the status alone.
  res.end(head ? undefined : body);
}

/**
 * Undoes the aws-chunked content encoding the SDK uses for streamed bodies:
 * `<hex size>[;chunk-signature=…]\r\n<bytes>\r\n` until a chunk of size 0.
 */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", offset);
    if (lineEnd < 0) throw new Error("truncated aws-chunked body");
    const size = parseInt(raw.subarray(offset, lineEnd).toString("latin1").split(";")[0] ?? "", 16);
    if (!Number.isFinite(size)) throw new Error("bad aws-chunked size");
    if (size === 0) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const encoding = String(req.headers["content-encoding"] ?? "");
  const sha = String(req.headers["x-amz-content-sha256"] ?? "");
  return encoding.includes("aws-chunked") || sha.startsWith("STREAMING-") ? decodeAwsChunked(raw) : raw;
}

/** Starts the fake on a free loopback port, with one bucket. */
export async function startFakeS3(options: { bucket?: string } = {}): Promise<FakeS3Server> {
  const bucket = options.bucket ?? "storyloom-test";
  const objects = new Map<string, FakeS3Object>();

  const server = http.createServer((req, res) => {
    void handle(req, res).catch(() =>
      sendError(res, 500, "InternalError", "We encountered an internal error. Please try again.", req.url ?? "/", req.method === "HEAD"),
    );
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://fake-s3");
    const head = req.method === "HEAD";
    if (!String(req.headers.authorization ?? "").startsWith("AWS4-HMAC-SHA256 ")) {
      sendError(res, 403, "AccessDenied", "Access Denied", url.pathname, head);
      return;
    }
    const [, bucketName = "", ...keyParts] = url.pathname.split("/");
    const key = keyParts.map((part) => decodeURIComponent(part)).join("/");
    if (decodeURIComponent(bucketName) !== bucket) {
      sendError(res, 404, "NoSuchBucket", "The specified bucket does not exist", url.pathname, head);
      return;
    }
    if (!key) {
      sendError(res, 501, "NotImplemented", "Only object calls are implemented", url.pathname, head);
      return;
    }
    switch (req.method) {
      case "PUT": {
        const bytes = await readBody(req);
        objects.set(key, { bytes, contentType: String(req.headers["content-type"] ?? "binary/octet-stream") });
        res.writeHead(200, { etag: `"${randomUUID()}"` });
        res.end();
        return;
      }
      case "GET":
      case "HEAD": {
        const object = objects.get(key);
        if (!object) {
          sendError(res, 404, "NoSuchKey", "The specified key does not exist.", url.pathname, head);
          return;
        }
        // A single "bytes=first-last" range, as the SDK sends for GetObject's Range (suffix and open ranges too).
        const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ""));
        const size = object.bytes.length;
        if (range && !head && (range[1] !== "" || range[2] !== "")) {
          const start = range[1] === "" ? Math.max(0, size - Number(range[2])) : Number(range[1]);
          const end = range[1] === "" || range[2] === "" ? size - 1 : Math.min(size - 1, Number(range[2]));
          if (start >= size || start > end) {
            sendError(res, 416, "InvalidRange", "The requested range is not satisfiable", url.pathname, head);
            return;
          }
          res.writeHead(206, { "content-type": object.contentType, "content-length": end - start + 1, "content-range": `bytes ${start}-${end}/${size}` });
          res.end(object.bytes.subarray(start, end + 1));
          return;
        }
        res.writeHead(200, { "content-type": object.contentType, "content-length": size, "last-modified": new Date().toUTCString() });
        res.end(head ? undefined : object.bytes);
        return;
      }
      case "DELETE":
        objects.delete(key);
        res.writeHead(204);
        res.end();
        return;
      default:
        sendError(res, 405, "MethodNotAllowed", "The specified method is not allowed against this resource.", url.pathname, head);
    }
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

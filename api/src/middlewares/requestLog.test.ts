import { Writable } from "node:stream";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createLogger } from "@storyloom/domain/logger.ts";
import { logRequests } from "./requestLog.ts";

/** An app that logs into memory; its routes answer 200, 404 and 500, and one logs through req.log. */
function loggedApp() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const app = express();
  app.use(logRequests(createLogger({ logLevel: "info" }, sink)));
  app.get("/ok", (req, res) => {
    req.log.info({ detail: 1 }, "inside");
    res.json({ id: req.id });
  });
  app.get("/missing", (_req, res) => void res.status(404).json({}));
  app.get("/broken", (_req, res) => void res.status(500).json({}));
  return { app, lines };
}

describe("logRequests", () => {
  it("gives each request an id, sends it back, and logs one line per answer with the secret query parameters redacted", async () => {
    const { app, lines } = loggedApp();
    const res = await request(app).get("/ok?rt=secret&page=2");
    expect(res.headers["x-request-id"]).toBe(res.body.id);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setImmediate(resolve));
    const inside = lines.find((line) => line.msg === "inside");
    expect(inside).toMatchObject({ reqId: res.body.id, detail: 1, level: 30 });
    const completed = lines.find((line) => line.msg === "request completed");
    expect(completed).toMatchObject({ level: 30, req: { id: res.body.id, method: "GET", url: "/ok?rt=[redacted]&page=2" }, res: { statusCode: 200 } });
    expect(typeof completed?.responseTime).toBe("number");
  });

  it("keeps a well-formed id from the gateway and replaces a malformed one", async () => {
    const { app } = loggedApp();
    expect((await request(app).get("/ok").set("x-request-id", "gw-123")).body.id).toBe("gw-123");
    expect((await request(app).get("/ok").set("x-request-id", "bad id <script>")).body.id).not.toContain("bad");
  });

  it("logs a 4xx as a warning and a 5xx as an error", async () => {
    const { app, lines } = loggedApp();
    await request(app).get("/missing");
    await request(app).get("/broken");
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => [line.level, (line.res as { statusCode: number } | undefined)?.statusCode])).toEqual([
      [40, 404],
      [50, 500],
    ]);
  });
});

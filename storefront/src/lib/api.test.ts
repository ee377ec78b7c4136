import { createServer } from "node:http";
import type { IncomingHttpHeaders, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createRequestApi as CreateRequestApi } from "./api.ts";

// api.ts reads API_INTERNAL_URL when it is first imported, so it is imported after the stand-in listens.
// A stand-in API that records what the storefront sends and sets cookies as the real one does.
const seen: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
let server: Server;
let createRequestApi: typeof CreateRequestApi;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url ?? "", headers: req.headers });
    if (req.url === "/api/auth/csrf") {
      res.setHeader("set-cookie", "storyloom.csrf-token=tok%7Csig; Path=/; HttpOnly; SameSite=Lax");
      res.setHeader("content-type", "application/json");
      return res.end(JSON.stringify({ csrfToken: "tok" }));
    }
    if (req.url === "/api/v1/readers/profile") {
      res.setHeader("content-type", "application/json");
      return res.end(JSON.stringify({ readerProfile: { name: "Rita" } }));
    }
    res.statusCode = 302;
    res.setHeader("location", "/elsewhere");
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_INTERNAL_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ createRequestApi } = await import("./api.ts"));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function browserRequest(): Request {
  return new Request("http://storyloom.example/auth/login", {
    headers: {
      host: "storyloom.example",
      cookie: "storyloom.session-token=abc",
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-proto": "https",
      "user-agent": "TestBrowser/1.0",
    },
  });
}

describe("createRequestApi", () => {
  it("forwards the browser's identity and carries cookies the API set into the next call", async () => {
    seen.length = 0;
    const request = browserRequest();
    const api = createRequestApi({ request, url: new URL(request.url), clientAddress: "127.0.0.1", requestId: "req-42" });

    expect(await api.auth.getCsrfToken()).toBe("tok");
    expect(await api.client.get("/readers/profile")).toEqual({ readerProfile: { name: "Rita" } });

    const [csrf, profile] = seen;
    expect(csrf?.headers.cookie).toBe("storyloom.session-token=abc");
    expect(csrf?.headers["x-forwarded-for"]).toBe("203.0.113.9, 127.0.0.1");
    expect(csrf?.headers["x-forwarded-proto"]).toBe("https");
    expect(csrf?.headers["x-forwarded-host"]).toBe("storyloom.example");
    expect(csrf?.headers["x-request-id"]).toBe("req-42");
    expect(csrf?.headers["user-agent"]).toBe("TestBrowser/1.0");
    expect(profile?.headers.cookie).toBe("storyloom.session-token=abc; storyloom.csrf-token=tok%7Csig");
    expect(api.jar.received()).toEqual(["storyloom.csrf-token=tok%7Csig; Path=/; HttpOnly; SameSite=Lax"]);
  });

  it("never follows the API's redirects on the server", async () => {
    const request = browserRequest();
    const api = createRequestApi({ request, url: new URL(request.url), clientAddress: "127.0.0.1", requestId: "r" });
    const response = await api.fetch("/api/auth/rt?rt=x");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/elsewhere");
  });
});

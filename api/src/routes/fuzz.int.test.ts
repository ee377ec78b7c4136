import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { runSeed, searchCount } from "@storyloom/testkit/depth";
import { csrfCookieName, sessionCookieName } from "../auth/cookies.ts";
import { answerClientErrors } from "../httpServer.ts";
import { createTestContext } from "../testing.ts";
import type { TestContext } from "../testing.ts";
import { routes } from "./index.ts";
import { encodeText, requestsFor } from "./testing/requestArbitraries.ts";
import type { FuzzContext, FuzzRequest } from "./testing/requestArbitraries.ts";
import { ACTOR_NAMES, createWorld } from "./testing/world.ts";
import type { ActorName, World } from "./testing/world.ts";

/** At least 10,000 requests a run (50,000 in `npm run test:deep`; FUZZ_REQUESTS asks for more), spread evenly over the routes, with one new seed a run. */
const TOTAL_REQUESTS = searchCount({ sized: 10_000, deep: 50_000 }, "FUZZ_REQUESTS");
const RUNS_PER_ROUTE = Math.ceil(TOTAL_REQUESTS / routes.length);
const SEED = runSeed("fuzzing", TOTAL_REQUESTS);

let ctx: TestContext;
let world: World;
let server: Server;
let port: number;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
let csrf: { cookie: string; token: string };
let context: FuzzContext;
/** One session per actor, made again only when an answer ended or replaced it. */
const sessions = new Map<ActorName, string>();

async function cookieOf(actor: ActorName): Promise<string> {
  const cached = sessions.get(actor);
  if (cached !== undefined) return cached;
  const cookie = await world.cookieFor(actor);
  // The suspended user's session ends the first time it is shown: always a new one.
  if (actor !== "suspended") sessions.set(actor, cookie);
  return cookie;
}

interface Answer {
  status: number;
  text: string;
  contentType: string;
  /** Whether the answer set or cleared the session cookie (the session it was sent with may be gone). */
  touchedSession: boolean;
}

/** Sends the request as it is (odd paths included), over a kept-alive loopback connection. */
function send(request: FuzzRequest, cookie: string): Promise<Answer> {
  // Node refuses to send bytes a path may not hold (spaces, controls, non-ASCII): those go percent-encoded.
  const path = request.url.replace(/[^\x21-\x7E]/gu, (c) => encodeText(c));
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: request.method,
        agent,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(request.contentType ? { "content-type": request.contentType } : {}),
          accept: "application/json",
          // One fixed address: the limiters trip early and 429s are part of what is checked.
          "x-forwarded-for": "10.77.0.1",
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            contentType: String(response.headers["content-type"] ?? ""),
            touchedSession: (response.headers["set-cookie"] ?? []).some((line) => line.startsWith(`${sessionCookieName(ctx.config)}=`)),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      // The API answers an oversize body (413) without reading it and closes
      // the connection, which the sender may see as a reset while still writing.
      const oversize = (request.body?.length ?? 0) > 100_000;
      if (oversize && (error.code === "ECONNRESET" || error.code === "EPIPE"))
        resolve({ status: 413, text: "", contentType: "application/json", touchedSession: false });
      else reject(error);
    });
    outgoing.end(request.body);
  });
}

/** Adds a valid CSRF token to a form or JSON object body, so the sign-in calls are reached past the check too. */
function withCsrfToken(request: FuzzRequest): FuzzRequest {
  if (request.body === undefined) return request;
  if (request.contentType === "application/x-www-form-urlencoded") return { ...request, body: `${request.body}&csrfToken=${csrf.token}` };
  if (request.contentType !== "application/json") return request;
  try {
    const parsed: unknown = JSON.parse(request.body);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return request;
    return { ...request, body: JSON.stringify({ ...parsed, csrfToken: csrf.token }) };
  } catch {
    return request;
  }
}

const STACK_TRACE = /\n\s+at\s|\.(ts|js|mjs):\d+:\d+|node_modules|\bError: /;
const SQL =
  /\b(select\s.+\sfrom|insert\s+into|update\s.+\sset|delete\s+from)\b|syntax error at or near|violates (foreign key|unique|not-null|check) constraint|relation "|column "/i;

/** What must hold of every answer; the reason it does not, or undefined. */
function contractBreach(answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (STACK_TRACE.test(answer.text)) return "the body carries a stack trace";
  if (SQL.test(answer.text)) return "the body carries SQL";
  if (answer.status < 400) return undefined;
  if (!answer.contentType.startsWith("application/json")) return `a ${answer.status} that is not JSON (${answer.contentType})`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `a ${answer.status} whose body is not valid JSON`;
  }
  const error = (body as { error?: unknown }).error;
  if (typeof error !== "object" || error === null) return `a ${answer.status} without { error }`;
  const { code, message, fields } = error as { code?: unknown; message?: unknown; fields?: unknown };
  if (typeof code !== "string" || !/^[a-z_0-9]+$/.test(code)) return "error.code is not a snake_case string";
  if (typeof message !== "string" || message.length === 0) return "error.message is not a sentence";
  if (fields !== undefined && (typeof fields !== "object" || fields === null || Object.values(fields).some((value) => typeof value !== "string"))) {
    return "error.fields is not a map of messages";
  }
  return undefined;
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx.db.knex, sessionCookieName(ctx.config));
  server = ctx.app.listen(0, "127.0.0.1");
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
  const answer = await fetch(`http://127.0.0.1:${port}/api/auth/csrf`);
  const cookieLine = answer.headers.getSetCookie().find((line) => line.startsWith(`${csrfCookieName(ctx.config)}=`)) ?? "";
  csrf = { cookie: cookieLine.split(";")[0] ?? "", token: ((await answer.json()) as { csrfToken: string }).csrfToken };
  const people = Object.values(world.people);
  context = {
    knownEmails: people.map((person) => person.user.email),
    knownIds: people.map((person) => person.user.id),
    knownUrls: [ctx.config.publicUrl, `${ctx.config.publicUrl}/books`, `http://${world.customDomain}/`],
  };
}, 60_000);

afterAll(async () => {
  agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

describe(`fuzzing every route (${RUNS_PER_ROUTE} requests each, ${RUNS_PER_ROUTE * routes.length} in all)`, () => {
  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s: no 5xx, no stack trace or SQL, every 4xx in the error contract",
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestsFor(route, context), fc.constantFrom(...ACTOR_NAMES), fc.boolean(), async (generated, actor, addCsrf) => {
          const request = addCsrf ? withCsrfToken(generated) : generated;
          const cookie = [await cookieOf(actor), addCsrf ? csrf.cookie : ""].filter(Boolean).join("; ");
          const answer = await send(request, cookie);
          if (answer.touchedSession) sessions.delete(actor);
          const breach = contractBreach(answer);
          if (breach) throw new Error(`${breach}: ${answer.status} ${answer.text.slice(0, 300)}`);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: false },
      );
      await world.restore();
      sessions.clear();
    },
    120_000,
  );

  it("answers paths no route has in the error contract", async () => {
    await fc.assert(
      fc.asyncProperty(fc.webPath(), fc.constantFrom("GET", "POST", "PATCH", "DELETE", "PUT"), async (path, method) => {
        const answer = await send({ method, url: `/api/${path.replace(/^\//, "")}`, body: undefined, contentType: undefined }, "");
        const breach = contractBreach(answer);
        if (breach) throw new Error(`${breach}: ${answer.status} ${answer.text.slice(0, 300)}`);
      }),
      { numRuns: 300, seed: SEED },
    );
  });
});

// What a dozen representative signed-in calls cost against a plain Express 5
// JSON ping (same Node, own process), in one run, each as a share of the
// ping's throughput (issue 24): the reader's profile, the author's profile, a
// book, its chapters, a chapter's text, the bookshelf, the AI balance, the
// sales report, a page of books, a small PATCH, and the session call for scale.
// Each is measured on the API's port against the ping, and through the
// gateway against the same ping behind a Caddy of its own; then at a few
// connections for its latency (at 50 connections on two cores, p99 measures
// the queue: 50 requests wait for one core whatever each costs).
// BENCH_ONLY=<substring> measures only the calls whose name contains it.
import { runLoad } from "./src/load.ts";
import { startCaddyPing } from "./src/caddyPing.ts";
import { startPing } from "./src/ping.ts";
import type { LoadResult } from "./src/load.ts";
import { signIn } from "./src/signIn.ts";

const base = process.env.BENCH_BASE_URL ?? "http://localhost:8080";
const apiUrl = process.env.BENCH_API_URL ?? "http://127.0.0.1:4000";
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 4_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const only = process.env.BENCH_ONLY;
/** The goals of issue 24: every call at least these shares of the ping on the API's port and behind Caddy, and this p99 at a few connections. */
const GOAL_SHARE = 0.3;
const GOAL_GATEWAY_SHARE = 0.5;
const GOAL_P99_MS = 20;
/** Connections of the latency pass. */
const LATENCY_CONCURRENCY = Number(process.env.BENCH_LATENCY_CONCURRENCY ?? 4);

const author = { cookie: await signIn(apiUrl, base, "author@storyloom.test", "storyloom-author") };
const reader = { cookie: await signIn(apiUrl, base, "reader@storyloom.test", "storyloom-reader") };

async function getJson<T>(path: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, { headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: the bench would measure an error`);
  return (await response.json()) as T;
}

const { items: books } = await getJson<{ items: Array<{ id: number; title: string }> }>("/api/v1/books?page=1&pageSize=20", author);
const book = books.find((b) => b.title === "The Lantern Road") ?? books[0];
if (!book) throw new Error("the demo author has no book");
const { chapters } = await getJson<{ chapters: Array<{ id: number }> }>(`/api/v1/books/${book.id}/chapters`, author);
const chapter = chapters[0];
if (!chapter) throw new Error(`the demo book ${book.id} has no chapter`);

const ok = (status: number): boolean => status >= 200 && status < 300;
const json = { "content-type": "application/json" };
const calls: Array<{
  name: string;
  url: string;
  method?: string;
  body?: string;
  headers: Record<string, string>;
  expect: (status: number, body: string) => boolean;
}> = [
  { name: "Express 5 JSON ping (same Node, own process)", url: "", headers: {}, expect: (status, body) => status === 200 && body === '{"ok":true}' },
  {
    name: "GET /api/auth/session (reader)",
    url: `${apiUrl}/api/auth/session`,
    headers: reader,
    expect: (status, body) => ok(status) && body.includes("reader@storyloom.test"),
  },
  { name: "GET /api/v1/readers/profile (reader)", url: `${apiUrl}/api/v1/readers/profile`, headers: reader, expect: ok },
  { name: "GET /api/v1/author-profiles (author)", url: `${apiUrl}/api/v1/author-profiles`, headers: author, expect: ok },
  { name: "GET /api/v1/books/{id} (author's own)", url: `${apiUrl}/api/v1/books/${book.id}`, headers: author, expect: ok },
  { name: "GET /api/v1/books/{id}/chapters", url: `${apiUrl}/api/v1/books/${book.id}/chapters`, headers: author, expect: ok },
  { name: "GET /api/v1/books/{id}/chapters/{id} (its text)", url: `${apiUrl}/api/v1/books/${book.id}/chapters/${chapter.id}`, headers: author, expect: ok },
  { name: "GET /api/v1/readers/bookshelf (reader)", url: `${apiUrl}/api/v1/readers/bookshelf`, headers: reader, expect: ok },
  { name: "GET /api/v1/balance (author)", url: `${apiUrl}/api/v1/balance`, headers: author, expect: ok },
  { name: "GET /api/v1/reports/sales (author)", url: `${apiUrl}/api/v1/reports/sales`, headers: author, expect: ok },
  { name: "GET /api/v1/books?page=1&pageSize=20 (a page)", url: `${apiUrl}/api/v1/books?page=1&pageSize=20`, headers: author, expect: ok },
  {
    name: "PATCH /api/v1/readers/profile (reader, one field)",
    url: `${apiUrl}/api/v1/readers/profile`,
    method: "PATCH",
    body: JSON.stringify({ theme: "LIGHT" }),
    headers: { ...reader, ...json },
    expect: ok,
  },
];

const ping = await startPing();
const caddyPing = await startCaddyPing(ping.url);
interface Measured {
  name: string;
  api: LoadResult;
  gateway: LoadResult;
  latency: LoadResult | null;
}
const results: Measured[] = [];
try {
  for (const call of calls) {
    if (only && call.name !== calls[0]?.name && !call.name.includes(only)) continue;
    const isPing = !call.url;
    const api = await runLoad({ ...call, url: isPing ? ping.url : call.url, concurrency, durationMs });
    const gateway = await runLoad({ ...call, url: isPing ? caddyPing.url : call.url.replace(apiUrl, base), concurrency, durationMs });
    const latency = await runLoad({ ...call, url: isPing ? ping.url : call.url, concurrency: LATENCY_CONCURRENCY, durationMs: Math.min(durationMs, 2_000) });
    results.push({ name: call.name, api, gateway, latency });
  }
} finally {
  ping.child.kill();
  caddyPing.stop();
}

const [yardstick] = results;
const share = (rate: number, of: number | undefined) => (of ? rate / of : 0);
const percent = (value: number) => `${Math.round(value * 100)} %`;
console.log(
  `${concurrency} connections, ${durationMs / 1000} s each, on the API's port and through the gateway; p99 also at ${LATENCY_CONCURRENCY} connections. The load generator shares the machine's cores with the servers, PostgreSQL and Redis\n`,
);
console.log(
  "| call | API port req/s | share of ping | p99 ms | gateway req/s | share of ping behind Caddy | p99 ms | p50 / p99 ms at " +
    LATENCY_CONCURRENCY +
    " | unexpected |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const { name, api, gateway, latency } of results) {
  const unexpected = api.unexpected + gateway.unexpected + (latency?.unexpected ?? 0);
  console.log(
    `| ${name} | ${api.requestsPerSecond} | ${percent(share(api.requestsPerSecond, yardstick?.api.requestsPerSecond))} | ${api.p99Ms} | ${gateway.requestsPerSecond} | ${percent(share(gateway.requestsPerSecond, yardstick?.gateway.requestsPerSecond))} | ${gateway.p99Ms} | ${latency ? `${latency.p50Ms} / ${latency.p99Ms}` : ""} | ${unexpected} |`,
  );
}
const misses = results.slice(1).flatMap(({ name, api, gateway, latency }) => {
  const reasons: string[] = [];
  if (share(api.requestsPerSecond, yardstick?.api.requestsPerSecond) < GOAL_SHARE) reasons.push(`API port below ${percent(GOAL_SHARE)}`);
  if (share(gateway.requestsPerSecond, yardstick?.gateway.requestsPerSecond) < GOAL_GATEWAY_SHARE) reasons.push(`gateway below ${percent(GOAL_GATEWAY_SHARE)}`);
  if (latency && latency.p99Ms > GOAL_P99_MS) reasons.push(`p99 over ${GOAL_P99_MS} ms`);
  if (api.unexpected + gateway.unexpected + (latency?.unexpected ?? 0) > 0) reasons.push("unexpected answers");
  return reasons.length ? [`${name}: ${reasons.join(", ")}`] : [];
});
console.log(misses.length === 0 ? "\nevery call meets the goals" : `\n${misses.length} call(s) miss a goal:\n${misses.map((miss) => `- ${miss}`).join("\n")}`);

// What a dozen representative signed-in calls cost against a plain Express 5
// JSON ping (same Node, own process), in one run, each as a share of the
// ping's throughput (issue 24): the reader's profile, the author's profile, a
// book, its chapters, a chapter's text, the bookshelf, the AI balance, the
// sales report, a page of books, a small PATCH, and the session call for scale.
// BENCH_ONLY=<substring> measures only the calls whose name contains it.
import { runLoad } from "./src/load.ts";
import { startPing } from "./src/ping.ts";
import type { LoadResult } from "./src/load.ts";
import { signIn } from "./src/signIn.ts";

const base = process.env.BENCH_BASE_URL ?? "http://localhost:8080";
const api = process.env.BENCH_API_URL ?? "http://127.0.0.1:4000";
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 4_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const only = process.env.BENCH_ONLY;
/** The goal of issue 24: every call at least this share of the ping (the session call's share when it was made fast). */
const GOAL_SHARE = 0.25;

const author = { cookie: await signIn(api, base, "author@storyloom.test", "storyloom-author") };
const reader = { cookie: await signIn(api, base, "reader@storyloom.test", "storyloom-reader") };

async function getJson<T>(path: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(`${api}${path}`, { headers });
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
const calls: Array<{ name: string; url: string; method?: string; body?: string; headers: Record<string, string>; expect: (status: number, body: string) => boolean }> = [
  { name: "Express 5 JSON ping (same Node, own process)", url: "", headers: {}, expect: (status, body) => status === 200 && body === '{"ok":true}' },
  { name: "GET /api/auth/session (reader)", url: `${api}/api/auth/session`, headers: reader, expect: (status, body) => ok(status) && body.includes("reader@storyloom.test") },
  { name: "GET /api/v1/readers/profile (reader)", url: `${api}/api/v1/readers/profile`, headers: reader, expect: ok },
  { name: "GET /api/v1/author-profiles (author)", url: `${api}/api/v1/author-profiles`, headers: author, expect: ok },
  { name: "GET /api/v1/books/{id} (author's own)", url: `${api}/api/v1/books/${book.id}`, headers: author, expect: ok },
  { name: "GET /api/v1/books/{id}/chapters", url: `${api}/api/v1/books/${book.id}/chapters`, headers: author, expect: ok },
  { name: "GET /api/v1/books/{id}/chapters/{id} (its text)", url: `${api}/api/v1/books/${book.id}/chapters/${chapter.id}`, headers: author, expect: ok },
  { name: "GET /api/v1/readers/bookshelf (reader)", url: `${api}/api/v1/readers/bookshelf`, headers: reader, expect: ok },
  { name: "GET /api/v1/balance (author)", url: `${api}/api/v1/balance`, headers: author, expect: ok },
  { name: "GET /api/v1/reports/sales (author)", url: `${api}/api/v1/reports/sales`, headers: author, expect: ok },
  { name: "GET /api/v1/books?page=1&pageSize=20 (a page)", url: `${api}/api/v1/books?page=1&pageSize=20`, headers: author, expect: ok },
  {
    name: "PATCH /api/v1/readers/profile (reader, one field)",
    url: `${api}/api/v1/readers/profile`,
    method: "PATCH",
    body: JSON.stringify({ theme: "LIGHT" }),
    headers: { ...reader, ...json },
    expect: ok,
  },
];

const ping = await startPing();
const results: Array<{ name: string; result: LoadResult }> = [];
try {
  for (const call of calls) {
    if (only && call.name !== calls[0]?.name && !call.name.includes(only)) continue;
    results.push({ name: call.name, result: await runLoad({ ...call, url: call.url || ping.url, concurrency, durationMs }) });
  }
} finally {
  ping.child.kill();
}

const pingRate = results[0]?.result.requestsPerSecond ?? 0;
console.log(`concurrency ${concurrency}, ${durationMs / 1000} s each; the load generator shares the machine's cores with the servers, PostgreSQL and Redis\n`);
console.log("| call | requests/s | p50 ms | p99 ms | share of ping | non-2xx | unexpected |\n| --- | --- | --- | --- | --- | --- | --- |");
for (const { name, result } of results) {
  const share = pingRate ? `${Math.round((result.requestsPerSecond / pingRate) * 100)} %` : "";
  console.log(`| ${name} | ${result.requestsPerSecond} | ${result.p50Ms} | ${result.p99Ms} | ${share} | ${result.non2xx} | ${result.unexpected} |`);
}
const below = results.slice(1).filter(({ result }) => result.requestsPerSecond < GOAL_SHARE * pingRate || result.unexpected > 0);
console.log(`\n${below.length === 0 ? "every call" : `${below.length} call(s)`} ${below.length === 0 ? "at" : "below"} ${GOAL_SHARE * 100} % of the ping${below.length ? ": " + below.map((b) => b.name).join("; ") : ""}`);

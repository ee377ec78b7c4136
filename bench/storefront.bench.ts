// The storefront's reading pages under load (issue 7, docs/architecture.md, Performance rules):
// a catalogue of 10,000 published books and 200,000 chapters, then at 50 connections
// through the gateway: the book page and a chapter page from the render cache, for an
// anonymous and a signed-in reader, next to a static file of the same bytes that the
// same gateway serves from the storefront's built assets; and the uncached render rate
// for reference. Goals: a cached page at least half the static file's rate, p99 under 10 ms.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { slugOf } from "../domain/src/sites/slugs.ts";
import { runLoad } from "./src/load.ts";
import type { LoadResult } from "./src/load.ts";
import { benchDatabaseUrl } from "./src/psql.ts";
import { signIn } from "./src/signIn.ts";
import { seedBenchCatalogue } from "./src/storefrontCatalogue.ts";

const base = process.env.BENCH_BASE_URL ?? "http://localhost:8080";
const api = process.env.BENCH_API_URL ?? "http://127.0.0.1:4000";
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const GOAL_SHARE = 0.5;
const GOAL_P99_MS = 10;
const READER = { email: "reader@storyloom.test", password: "storyloom-reader" };
/** Caddy serves the storefront's built client files (Caddyfile, @storefrontFile). */
const STOREFRONT_CLIENT = fileURLToPath(new URL("../storefront/dist/client/", import.meta.url));

const say = (line: string) => console.log(line);

async function fetchPage(url: string, cookie?: string): Promise<{ status: number; cache: string | null; body: string }> {
  const response = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
  return { status: response.status, cache: response.headers.get("x-render-cache"), body: await response.text() };
}

/** Asks for a page until the render cache answers it (it keeps a page on its second render); the last answer. */
async function warm(url: string, cookie?: string): Promise<{ status: number; cache: string | null; body: string }> {
  let last = await fetchPage(url, cookie);
  for (let attempt = 0; attempt < 5 && last.cache !== "hit"; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await fetchPage(url, cookie);
  }
  return last;
}

const { bookId, title } = seedBenchCatalogue(benchDatabaseUrl(), say);
const bookUrl = `${base}/book/${slugOf(title)}/${bookId}`;
const chapterUrl = `${bookUrl}/chapter/${3}`;
const readerCookie = await signIn(api, base, READER.email, READER.password);

const pages = [
  { name: "book page", url: bookUrl },
  { name: "chapter page", url: chapterUrl },
];
for (const page of pages) {
  const anonymous = await warm(page.url);
  if (anonymous.status !== 200) throw new Error(`${page.url} answered ${anonymous.status}: the storefront's pages are not there yet`);
  const signedIn = await warm(page.url, readerCookie);
  say(`${page.name}: ${page.url}, ${Buffer.byteLength(anonymous.body)} bytes, render cache: anonymous ${anonymous.cache}, signed in ${signedIn.cache}`);
}

// A static file of the chapter page's bytes, served by the same gateway the same way as the storefront's assets.
const chapterBody = (await fetchPage(chapterUrl)).body;
const staticName = `bench-static-${process.pid}.txt`;
const staticFile = path.join(STOREFRONT_CLIENT, staticName);
writeFileSync(staticFile, chapterBody);

interface Row {
  name: string;
  result: LoadResult;
  cache: string;
  reference?: LoadResult;
}

const rows: Row[] = [];
try {
  const load = (url: string, cookie?: string) => runLoad({ url, concurrency, durationMs, ...(cookie ? { headers: { cookie } } : {}) });
  const staticUrl = `${base}/${staticName}`;
  const check = await fetchPage(staticUrl);
  if (check.status !== 200 || check.body.length !== chapterBody.length)
    throw new Error(`the static copy at ${staticUrl} answered ${check.status}, ${check.body.length} bytes`);
  for (let round = 1; round <= 2; round += 1) {
    const reference = await load(staticUrl);
    rows.push({ name: `static file, same bytes (round ${round})`, result: reference, cache: "-" });
    for (const page of pages) {
      for (const cookie of [undefined, readerCookie]) {
        const { cache } = await fetchPage(page.url, cookie);
        rows.push({
          name: `${page.name}, ${cookie ? "signed in" : "anonymous"} (round ${round})`,
          result: await load(page.url, cookie),
          cache: cache ?? "none",
          reference,
        });
      }
    }
  }
  // What a signed-in reader's browser asks besides a shared book page: their chapter access and review form.
  const personal = `${base}/personal/book/${bookId}?view=book`;
  const partsCheck = await fetchPage(personal, readerCookie);
  if (partsCheck.status !== 200 || !partsCheck.body.includes('data-part="reviews"'))
    throw new Error(`${personal} answered ${partsCheck.status} without the reader's parts`);
  rows.push({
    name: "book page's personal parts, signed in (the page's one extra request)",
    result: await load(personal, readerCookie),
    cache: partsCheck.cache ?? "none",
  });
  // The render itself: a parameter no page reads keeps the request out of the cache.
  const uncached = `${chapterUrl}?bench=uncached`;
  rows.push({ name: "chapter page, rendered every time (reference)", result: await load(uncached), cache: (await fetchPage(uncached)).cache ?? "none" });
} finally {
  rmSync(staticFile, { force: true });
}

say(`\n${concurrency} connections, ${durationMs / 1000} s per line, through the gateway\n`);
say("| request | render cache | requests/s | p50 ms | p99 ms | non-2xx | share of static | goal (≥ 50 %, p99 < 10 ms) |");
say("| --- | --- | --- | --- | --- | --- | --- | --- |");
let missed = 0;
for (const { name, result, cache, reference } of rows) {
  const share = reference ? result.requestsPerSecond / reference.requestsPerSecond : undefined;
  const met = share === undefined ? "-" : share >= GOAL_SHARE && result.p99Ms < GOAL_P99_MS ? "met" : "missed";
  if (met === "missed") missed += 1;
  say(
    `| ${name} | ${cache} | ${result.requestsPerSecond} | ${result.p50Ms} | ${result.p99Ms} | ${result.non2xx} | ${share === undefined ? "-" : `${Math.round(share * 100)} %`} | ${met} |`,
  );
}
if (rows.some((row) => row.result.non2xx > 0)) {
  console.error("some answers were not 2xx");
  process.exit(1);
}
if (missed > 0) console.log(`\n${missed} line(s) missed the goal`);

// What an autosave costs: the demo author saves one 10,000-word chapter 200
// times in a row, as the studio does (PATCH with the version it edited from,
// one changed paragraph each time), and every answer is checked. Goal: p99
// under 50 ms. Sequential on purpose: an author's saves never overlap (the
// autosave waits for one save before sending the next).
import { performance } from "node:perf_hooks";
import { signIn } from "./src/signIn.ts";

const base = process.env.BENCH_BASE_URL ?? "http://localhost:8080";
const api = process.env.BENCH_API_URL ?? "http://127.0.0.1:4000";
const saves = Number(process.env.BENCH_SAVES ?? 200);
const WORDS = 10_000;
const GOAL_P99_MS = 50;
const AUTHOR = { email: "author@storyloom.test", password: "storyloom-author" };

const WORDS_OF_PROSE = (
  "the lamplighter walked the length of the orchard wall counting the glass fruit that had fallen in the night " +
  "and wondering whether the river would freeze before the harvest fair or after it as it had the year her mother left"
).split(" ");

/** About `words` words of prose in paragraphs of 120 words, as the editor stores them. */
function chapterMarkup(words: number, edit: number): string {
  const paragraphs: string[] = [];
  for (let written = 0, p = 0; written < words; written += 120, p += 1) {
    const text = Array.from({ length: Math.min(120, words - written) }, (_, i) => WORDS_OF_PROSE[(i + p) % WORDS_OF_PROSE.length]).join(" ");
    // One paragraph changes on every save, as typing changes one place.
    paragraphs.push(`<p>${p === edit % 80 ? `<em>Draft ${edit}.</em> ` : ""}${text}</p>`);
  }
  return paragraphs.join("");
}

async function call(cookie: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${api}${path}`, {
    method,
    headers: { cookie, accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function expectJson<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const cookie = await signIn(api, base, AUTHOR.email, AUTHOR.password);
const { book } = await expectJson<{ book: { id: number } }>(
  await call(cookie, "POST", "/api/v1/books", { type: "STORY", title: `Save bench ${Date.now()}` }),
  "create book",
);
const { chapter } = await expectJson<{ chapter: { id: number; version: number } }>(
  await call(cookie, "POST", `/api/v1/books/${book.id}/chapters`, { title: "The long chapter" }),
  "create chapter",
);

const bytes = Buffer.byteLength(JSON.stringify({ markup: chapterMarkup(WORDS, 0), version: 1 }));
let version = chapter.version;
const latencies: number[] = [];
for (let i = 1; i <= saves; i += 1) {
  const markup = chapterMarkup(WORDS, i);
  const started = performance.now();
  const response = await call(cookie, "PATCH", `/api/v1/books/${book.id}/chapters/${chapter.id}`, { markup, version });
  const answer = await expectJson<{ chapter: { version: number; wordCount?: number } }>(response, `save ${i}`);
  latencies.push(performance.now() - started);
  if (answer.chapter.version !== version + 1) throw new Error(`save ${i}: version ${answer.chapter.version}, expected ${version + 1}`);
  version = answer.chapter.version;
}

// The text the server kept is the last one sent: no save was lost.
const stored = await expectJson<{ chapter: { markup: string } }>(await call(cookie, "GET", `/api/v1/books/${book.id}/chapters/${chapter.id}`), "read back");
if (!stored.chapter.markup.includes(`Draft ${saves}.`)) throw new Error("the stored chapter is not the last save");

const sorted = [...latencies].sort((a, b) => a - b);
const median = percentile(sorted, 50);
const p99 = percentile(sorted, 99);
console.log(`${saves} saves of a ${WORDS}-word chapter (${Math.round(bytes / 1024)} KB of JSON each), sequential, through the API directly\n`);
console.log("| saves | median ms | p90 ms | p99 ms | max ms | goal p99 |\n| --- | --- | --- | --- | --- | --- |");
console.log(
  `| ${saves} | ${median.toFixed(1)} | ${percentile(sorted, 90).toFixed(1)} | ${p99.toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} | < ${GOAL_P99_MS} ms: ${p99 < GOAL_P99_MS ? "met" : "NOT met"} |`,
);

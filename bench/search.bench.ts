// Storefront search (issue 23): GET /api/v1/readers/search over 10,000 public
// books of 1,000 authors (titles, descriptions of about 60 words, author names,
// genres, a tenth with accents) and 300 series. The questions are what readers
// type: titles with a typo, an author's name without its accents, a genre, a
// word of a description, a word shared by many books, a page further on.
// Each is asked one at a time over a keep-alive connection, as the storefront
// asks; then 8 at once. Goal: p99 under 50 ms.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { createKnex } from "@storyloom/db";
import { benchDatabaseUrl } from "./src/psql.ts";
import { runLoad } from "./src/load.ts";
import { ADJECTIVES, NOUNS, PLACES } from "./src/titleWords.ts";

const api = process.env.BENCH_API_URL ?? "http://127.0.0.1:4000";
const BOOKS = 10_000;
const AUTHORS = 1_000;
const SERIES = 300;
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 2_000);
const GOAL_P99_MS = 50;

const FIRST = [
  "Ada",
  "Bram",
  "Céline",
  "Dario",
  "Elodie",
  "Finn",
  "Greta",
  "Hugo",
  "Inès",
  "Jonah",
  "Kaia",
  "Lucien",
  "Maëlle",
  "Nils",
  "Orla",
  "Pavel",
  "Quinn",
  "Rosalie",
  "Søren",
  "Thea",
];
const LAST = [
  "Farrowmere",
  "Okonkwo",
  "Lindqvist",
  "Moreau",
  "Castellanos",
  "Whitlock",
  "Nakamura",
  "Brennan",
  "Dubois",
  "Haldane",
  "Ivanova",
  "Jansen",
  "Kowalski",
  "Lefèvre",
  "Marchetti",
  "Novak",
  "O'Hara",
  "Petrov",
  "Quintero",
  "Rasmussen",
];
const WORDS =
  "a keeper finds letter bottle storm sea village secret war peace love loss family ship night morning city war magic dragon queen thief soldier map journey home return memory song river winter summer stranger promise debt crown fire ghost house door key road".split(
    " ",
  );

/** A small deterministic generator (mulberry32), so every run searches the same books. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(23);
const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Readers' addresses, as the gateway forwards them (the API trusts loopback proxies): the API
 * allows 120 searches a minute per address (domain/src/rateLimit.ts), and the bench asks as
 * many readers would, one address per question in turn.
 */
const readerAddress = (i: number) => ({ "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let asked = 0;
function ask(query: string): Promise<{ status: number; total: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${api}/api/v1/readers/search?${query}`, { agent, headers: readerAddress(asked++) }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, total: res.statusCode === 200 ? (JSON.parse(body) as { total: number }).total : -1 }));
    });
    req.on("error", reject);
  });
}

const knex = createKnex(benchDatabaseUrl(), { applicationName: "storyloom-bench" });
const run = Date.now().toString(36);
try {
  const genres = (await knex("genres").select<Array<{ id: number; name: string }>>("id", "name")).map((genre) => genre.id);
  const users = await knex("users")
    .insert(Array.from({ length: AUTHORS }, (_, i) => ({ email: `search-bench-${run}-${i}@example.test`, password: "not a hash: nobody signs in" })))
    .returning<Array<{ id: number }>>("id");
  const authors = await knex("authorProfiles")
    .insert(users.map((user) => ({ userId: user.id, name: `${pick(FIRST)} ${pick(LAST)}` })))
    .returning<Array<{ id: number }>>("id");
  const series = await knex("series")
    .insert(
      Array.from({ length: SERIES }, () => ({
        authorId: pick(authors).id,
        title: `The ${pick(PLACES)} ${pick(NOUNS)} Cycle`,
        description: `<p>${Array.from({ length: 30 }, () => pick(WORDS)).join(" ")}.</p>`,
      })),
    )
    .returning<Array<{ id: number; authorId: number }>>(["id", "authorId"]);
  const books = Array.from({ length: BOOKS }, (_, i) => {
    const inSeries = i % 5 === 0 ? pick(series) : null;
    return {
      authorId: inSeries?.authorId ?? pick(authors).id,
      seriesId: inSeries?.id ?? null,
      title: `The ${pick(ADJECTIVES)} ${pick(NOUNS)} of ${pick(PLACES)}${i % 7 === 0 ? ` ${i}` : ""}`,
      description: `<p>${Array.from({ length: 60 }, () => pick(WORDS)).join(" ")}.</p>`,
      genreId: pick(genres),
      status: "PUBLISHED",
      publishedAt: new Date(Date.now() - Math.floor(next() * 1e10)),
      readersCount: Math.floor(next() * 500),
    };
  });
  for (let i = 0; i < books.length; i += 1_000) await knex("books").insert(books.slice(i, i + 1_000));
  await knex.raw("analyze books; analyze author_profiles; analyze series");

  // What readers type, each kind in turn: [what, query].
  const kinds: Array<[string, () => string]> = [
    ["title with a typo", () => `${pick(ADJECTIVES).slice(0, -1)} ${pick(NOUNS)}`],
    ["place without accents", () => pick(PLACES).normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()],
    ["author's full name", () => `${pick(FIRST)} ${pick(LAST)}`],
    ["author's surname misspelt", () => pick(LAST).replace(/[aeiou](?=[^aeiou]*$)/, "")],
    ["genre", () => pick(["cyberpunk", "space opera", "memoir", "epic fantasy", "dark fantasy", "mistery"])],
    ["a word of many descriptions", () => pick(WORDS.filter((word) => word.length > 3))],
    ["page 3 of a common word", () => `${pick(NOUNS)}&page=3`],
  ];
  const questions = Array.from({ length: QUESTIONS }, (_, i) => {
    const [kind, make] = kinds[i % kinds.length]!;
    const [q, extra] = make().split("&");
    return { kind, query: `q=${encodeURIComponent(q!)}${extra ? `&${extra}` : ""}` };
  });
  for (const question of questions.slice(0, 100)) await ask(question.query);

  const times: number[] = [];
  const byKind = new Map<string, number[]>();
  let wrong = 0;
  let empty = 0;
  for (const question of questions) {
    const started = performance.now();
    const answer = await ask(question.query);
    const took = performance.now() - started;
    times.push(took);
    byKind.set(question.kind, [...(byKind.get(question.kind) ?? []), took]);
    if (answer.status !== 200) wrong += 1;
    else if (answer.total === 0) empty += 1;
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  console.log(
    `${QUESTIONS} searches one at a time over ${BOOKS} books, ${AUTHORS} authors, ${SERIES} series: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms; ${wrong} errors, ${empty} with no result`,
  );
  for (const [kind, kindTimes] of byKind) {
    kindTimes.sort((a, b) => a - b);
    console.log(`  ${kind}: p50 ${percentile(kindTimes, 50).toFixed(2)} ms, p99 ${percentile(kindTimes, 99).toFixed(2)} ms`);
  }
  console.log(
    p99 < GOAL_P99_MS && wrong === 0
      ? `goal met: p99 under ${GOAL_P99_MS} ms`
      : `GOAL MISSED: p99 ${p99.toFixed(2)} ms (goal ${GOAL_P99_MS} ms), ${wrong} errors`,
  );
  const loaded = await runLoad({
    url: `${api}/api/v1/readers/search?q=lantren%20road`,
    headers: Array.from({ length: 4_000 }, (_, i) => readerAddress(100_000 + i)),
    concurrency: 8,
    durationMs: 5_000,
    expect: (status) => status === 200,
  });
  console.log(
    `under load (8 at once, 5 s, "lantren road"): ${loaded.requestsPerSecond.toFixed(0)} answers/s, p50 ${loaded.p50Ms.toFixed(2)} ms, p99 ${loaded.p99Ms.toFixed(2)} ms, ${loaded.unexpected} unexpected`,
  );

  await knex("books")
    .whereIn(
      "authorId",
      authors.map((author) => author.id),
    )
    .delete();
  await knex("series")
    .whereIn(
      "id",
      series.map((one) => one.id),
    )
    .delete();
  await knex("users").where("email", "like", `search-bench-${run}-%`).delete();
} finally {
  agent.destroy();
  await knex.destroy();
}

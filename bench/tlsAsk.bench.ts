// Caddy's on-demand TLS question (issue 11): how fast the API answers
// GET /api/internal/tls-ask for a host, with 2,000 live custom domains in the
// database, asked one at a time (as Caddy asks at a new host's first TLS
// handshake), half for validated domains (200), half for unknown hosts (404).
// Goal: p99 under 5 ms. Then the same under a load of 8 at once.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { createKnex } from "@storyloom/db";
import { benchDatabaseUrl } from "./src/psql.ts";
import { runLoad } from "./src/load.ts";

const api = process.env.BENCH_API_URL ?? "http://127.0.0.1:4000";
const DOMAINS = 2_000;
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 5_000);
const GOAL_P99_MS = 5;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function ask(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${api}/api/internal/tls-ask?domain=${encodeURIComponent(host)}`, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
  });
}

const knex = createKnex(benchDatabaseUrl(), { applicationName: "storyloom-bench" });
const run = Date.now().toString(36);
try {
  const book = await knex("books").first<{ id: number }>("id");
  // Live: the certificate validated and the ownership proved (a domain without that proof counts for nothing since issue 21).
  const provedAt = new Date();
  const rows = Array.from({ length: DOMAINS }, (_, i) => ({
    name: `bench-${run}-${i}.example.com`,
    bookId: book!.id,
    certificateStatus: "VALIDATED",
    ownershipVerifiedAt: provedAt,
  }));
  for (let i = 0; i < rows.length; i += 500) await knex("customDomains").insert(rows.slice(i, i + 500));
  const hosts = Array.from({ length: QUESTIONS }, (_, i) =>
    i % 2 === 0 ? `bench-${run}-${(i * 7) % DOMAINS}.example.com` : `unknown-${run}-${i}.example.org`,
  );
  for (const host of hosts.slice(0, 200)) await ask(host);
  const times: number[] = [];
  let wrong = 0;
  for (const [i, host] of hosts.entries()) {
    const started = performance.now();
    const status = await ask(host);
    times.push(performance.now() - started);
    if (status !== (i % 2 === 0 ? 200 : 404)) wrong += 1;
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  console.log(
    `${QUESTIONS} questions one at a time (${DOMAINS} live domains): p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms; ${wrong} wrong answers`,
  );
  console.log(
    p99 < GOAL_P99_MS && wrong === 0
      ? `goal met: p99 under ${GOAL_P99_MS} ms`
      : `GOAL MISSED: p99 ${p99.toFixed(2)} ms (goal ${GOAL_P99_MS} ms), ${wrong} wrong answers`,
  );
  const loaded = await runLoad({
    url: `${api}/api/internal/tls-ask?domain=bench-${run}-42.example.com`,
    concurrency: 8,
    durationMs: 5_000,
    expect: (status) => status === 200,
  });
  console.log(
    `under load (8 at once, 5 s): ${loaded.requestsPerSecond.toFixed(0)} answers/s, p50 ${loaded.p50Ms.toFixed(2)} ms, p99 ${loaded.p99Ms.toFixed(2)} ms, ${loaded.unexpected} unexpected`,
  );
  await knex("customDomains").where("name", "like", `bench-${run}-%`).delete();
} finally {
  agent.destroy();
  await knex.destroy();
}

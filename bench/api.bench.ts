// What an API call costs beyond Express itself: a plain Express 5 JSON ping
// (started here, same Node), the health check and a signed-in session lookup,
// measured back to back in one run, each as a share of the ping's throughput.
import { runLoad } from "./src/load.ts";
import { startPing } from "./src/ping.ts";
import type { LoadResult } from "./src/load.ts";
import { signIn } from "./src/signIn.ts";

const base = process.env.BENCH_BASE_URL ?? "http://localhost:8080";
const api = process.env.BENCH_API_URL ?? "http://127.0.0.1:4000";
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
// Each round measures all three calls again; the spread between rounds is the noise.
const rounds = Math.min(5, Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2)));
// Distinct sessions, taken in turn: the lookups that share a query then read different rows.
const sessions = Math.min(50, Math.max(1, Number(process.env.BENCH_SESSIONS ?? 10)));

const READER = { email: "reader@storyloom.test", password: "storyloom-reader" };
/** The signed-in call: at least this share of the ping's requests/s, and this p99. */
const GOAL_SHARE = 0.4;
const GOAL_P99_MS = 20;

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

// Every answer is read and checked: a signed-out session answer is a 200 as well.
const isPong = (status: number, body: string): boolean => status === 200 && body === '{"ok":true}';
const isHealthy = (status: number, body: string): boolean => status === 200 && (parsed(body) as { status?: string } | undefined)?.status === "ok";
const isSignedIn = (status: number, body: string): boolean =>
  status === 200 && (parsed(body) as { user?: { email?: string } } | undefined)?.user?.email === READER.email;

const cookies: Array<Record<string, string>> = [];
for (let i = 0; i < sessions; i += 1) cookies.push({ cookie: await signIn(api, base, READER.email, READER.password) });
const probe = await fetch(`${api}/api/auth/session`, { headers: cookies[0] });
if (!isSignedIn(probe.status, await probe.text())) throw new Error("the session cookie does not sign in: the bench would measure the signed-out answer");

const ping = await startPing();
const calls = [
  { name: "Express 5 JSON ping (same Node, own process)", url: ping.url, headers: [{}], expect: isPong },
  { name: "GET /api/health (one PostgreSQL and one Redis round trip)", url: `${api}/api/health`, headers: [{}], expect: isHealthy },
  { name: `GET /api/auth/session signed in (one indexed read; ${sessions} sessions)`, url: `${api}/api/auth/session`, headers: cookies, expect: isSignedIn },
];

const results: Array<{ round: number; name: string; result: LoadResult }> = [];
try {
  for (let round = 1; round <= rounds; round += 1) {
    for (const call of calls) {
      results.push({ round, name: call.name, result: await runLoad({ ...call, concurrency, durationMs }) });
    }
  }
} finally {
  ping.child.kill();
}

console.log(
  `concurrency ${concurrency}, ${durationMs / 1000} s each, ${rounds} round(s); ` +
    "the load generator is not pinned and shares the machine's cores with the servers, PostgreSQL and Redis\n",
);
console.log("| round | call | requests/s | p50 ms | p99 ms | share of ping | non-2xx | unexpected |\n| --- | --- | --- | --- | --- | --- | --- | --- |");
for (const { round, name, result } of results) {
  const pingResult = results.find((r) => r.round === round && r.name === calls[0]?.name)?.result;
  const share = pingResult ? `${Math.round((result.requestsPerSecond / pingResult.requestsPerSecond) * 100)} %` : "";
  console.log(`| ${round} | ${name} | ${result.requestsPerSecond} | ${result.p50Ms} | ${result.p99Ms} | ${share} | ${result.non2xx} | ${result.unexpected} |`);
}

for (let round = 1; round <= rounds; round += 1) {
  const [pingResult, , session] = results.filter((r) => r.round === round).map((r) => r.result);
  if (!pingResult || !session) continue;
  const share = session.requestsPerSecond / pingResult.requestsPerSecond;
  const met = share >= GOAL_SHARE && session.p99Ms < GOAL_P99_MS && session.unexpected === 0;
  console.log(
    `round ${round}: signed-in call at ${Math.round(share * 100)} % of the ping (goal ≥ ${GOAL_SHARE * 100} %), ` +
      `p99 ${session.p99Ms} ms (goal < ${GOAL_P99_MS} ms): ${met ? "met" : "not met"}`,
  );
}

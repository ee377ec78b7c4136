// The calls every page makes: the session lookup (api direct and through the
// gateway), the health check, and the server-rendered sign-in page.
import { runLoad } from "./src/load.ts";
import type { LoadResult } from "./src/load.ts";
import { signIn } from "./src/signIn.ts";

const base = process.env.BENCH_BASE_URL ?? "http://localhost:8080";
const api = process.env.BENCH_API_URL ?? "http://127.0.0.1:4000";
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

function row(name: string, result: LoadResult): string {
  return `| ${name} | ${result.requestsPerSecond} | ${result.p50Ms} | ${result.p99Ms} | ${result.non2xx} |`;
}

const cookie = await signIn(api, base, "reader@storyloom.test", "storyloom-reader");
const gatewayHost = new URL(base);
gatewayHost.hostname = "127.0.0.1";

const rows = [
  row("GET /api/health (api direct)", await runLoad({ url: `${api}/api/health`, concurrency, durationMs })),
  row("GET /api/auth/session signed in (api direct)", await runLoad({ url: `${api}/api/auth/session`, headers: { cookie }, concurrency, durationMs })),
  row(
    "GET /api/auth/session signed in (gateway)",
    await runLoad({ url: `${gatewayHost.origin}/api/auth/session`, headers: { cookie, host: new URL(base).host }, concurrency, durationMs }),
  ),
  row(
    "GET /auth/login SSR (gateway)",
    await runLoad({ url: `${gatewayHost.origin}/auth/login`, headers: { host: new URL(base).host }, concurrency, durationMs }),
  ),
];
console.log(`concurrency ${concurrency}, ${durationMs / 1000} s each\n`);
console.log("| call | requests/s | p50 ms | p99 ms | non-2xx |\n| --- | --- | --- | --- | --- |");
for (const line of rows) console.log(line);

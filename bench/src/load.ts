import http from "node:http";

export interface LoadOptions {
  url: string;
  method?: string;
  /** Several: each request takes the next in turn (one session cookie each, say). */
  headers?: Record<string, string> | Array<Record<string, string>>;
  body?: string;
  /**
   * Whether an answer is the one asked for; the body is read only when this is
   * given. A signed-out session answer is a 200 too, so status alone does not tell.
   */
  expect?: (status: number, body: string) => boolean;
  /** Requests in flight at once. */
  concurrency: number;
  /** How long to send requests for, after the warm-up. */
  durationMs: number;
  warmupMs?: number;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Answers `expect` refused (0 without `expect`). */
  unexpected: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A bounded closed-loop load against one local URL over keep-alive connections. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(target.hostname)) throw new Error("benchmarks only target this machine");
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const headerSets = Array.isArray(options.headers) ? options.headers : [options.headers ?? {}];
  let sent = 0;
  const one = (): Promise<{ status: number; expected: boolean }> =>
    new Promise((resolve, reject) => {
      const headers = headerSets[sent++ % headerSets.length];
      const request = http.request(target, { method: options.method ?? "GET", headers, agent }, (response) => {
        const status = response.statusCode ?? 0;
        const { expect } = options;
        if (!expect) {
          response.resume();
          response.on("end", () => resolve({ status, expected: true }));
          return;
        }
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status, expected: expect(status, body) }));
      });
      request.on("error", reject);
      request.end(options.body);
    });

  const loop = async (until: number, latencies: number[] | null, counters: { non2xx: number; unexpected: number }): Promise<void> => {
    while (performance.now() < until) {
      const started = performance.now();
      const { status, expected } = await one();
      if (latencies) {
        latencies.push(performance.now() - started);
        if (status < 200 || status >= 300) counters.non2xx += 1;
        if (!expected) counters.unexpected += 1;
      }
    }
  };

  const workers = Array.from({ length: options.concurrency });
  const warmupUntil = performance.now() + (options.warmupMs ?? 1_000);
  await Promise.all(workers.map(() => loop(warmupUntil, null, { non2xx: 0, unexpected: 0 })));

  const latencies: number[] = [];
  const counters = { non2xx: 0, unexpected: 0 };
  const started = performance.now();
  await Promise.all(workers.map(() => loop(started + options.durationMs, latencies, counters)));
  const elapsed = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round((latencies.length / elapsed) * 1000),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    non2xx: counters.non2xx,
    unexpected: counters.unexpected,
  };
}

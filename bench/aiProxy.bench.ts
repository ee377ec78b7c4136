// What the AI proxy adds before the first streamed token (issue 8): the same
// Responses API request, streamed, asked of the provider directly (the stack's
// AI simulator, answering at once) and through the product (the API alone, and
// the gateway in front of it), which adds the session, the author's checks,
// moderation, the reservation and the story context of a book. One request at
// a time, interleaved, so the three see the same machine. Goal: under 5 ms
// median added.
import { signIn } from "./src/signIn.ts";

const base = process.env.BENCH_BASE_URL ?? "http://localhost:8080";
const api = process.env.BENCH_API_URL ?? "http://127.0.0.1:4000";
const provider = process.env.BENCH_OPENAI_BASE_URL ?? "";
const samples = Number(process.env.BENCH_AI_SAMPLES ?? 300);
const AUTHOR = { email: "author@storyloom.test", password: "storyloom-author" };
const GOAL_MEDIAN_MS = 5;

if (!provider) throw new Error("BENCH_OPENAI_BASE_URL is not set: the stack runs no AI simulator (a real provider is configured?)");

const body = JSON.stringify({ model: "gpt-4.1-mini", input: "Write one sentence about a lighthouse keeper.", max_output_tokens: 64, stream: true });

/** Milliseconds from sending the request to the first output text delta. */
async function firstToken(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  if (response.status !== 200 || !response.body) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  let at: number | null = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    if (at === null && seen.includes("event: response.output_text.delta")) at = performance.now() - started;
  }
  if (at === null) throw new Error(`${url} streamed no text`);
  return at;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const cookie = await signIn(api, base, AUTHOR.email, AUTHOR.password);
const books = (await (await fetch(`${api}/api/v1/books`, { headers: { cookie } })).json()) as { items: Array<{ id: number }> };
const bookId = books.items[0]?.id;
if (!bookId) throw new Error("the demo author has no book");

const targets: Array<{ name: string; url: string; headers: Record<string, string> }> = [
  { name: "provider directly (the simulator)", url: `${provider}/responses`, headers: { authorization: "Bearer simulated" } },
  { name: "through the API (session, checks, moderation, reservation, settle)", url: `${api}/api/v1/ai/open-ai/responses?tool=FREE_FORM`, headers: { cookie } },
  { name: "through the API with the book's story context", url: `${api}/api/v1/ai/open-ai/responses?tool=FREE_FORM&bookId=${bookId}`, headers: { cookie } },
  { name: "through the gateway (Caddy) and the API", url: `${base}/api/v1/ai/open-ai/responses?tool=FREE_FORM`, headers: { cookie } },
];
const times = targets.map(() => [] as number[]);
// Warm-up: connections, JIT, the first queries.
for (let i = 0; i < 20; i += 1) for (const target of targets) await firstToken(target.url, target.headers);
for (let i = 0; i < samples; i += 1) {
  for (const [index, target] of targets.entries()) times[index]!.push(await firstToken(target.url, target.headers));
}

const direct = [...times[0]!].sort((a, b) => a - b);
const directMedian = quantile(direct, 0.5);
console.log(`\n${samples} streamed requests each, one at a time, interleaved; time to the first text delta\n`);
console.log("| path | median ms | p99 ms | added median ms | goal (< 5 ms added) |");
console.log("| --- | --- | --- | --- | --- |");
for (const [index, target] of targets.entries()) {
  const sorted = [...times[index]!].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const added = median - directMedian;
  const goal = index === 0 ? "-" : added < GOAL_MEDIAN_MS ? "met" : "missed";
  console.log(`| ${target.name} | ${median.toFixed(2)} | ${quantile(sorted, 0.99).toFixed(2)} | ${index === 0 ? "-" : added.toFixed(2)} | ${goal} |`);
}

// npm run bench: every bench/*.bench.ts against a throw-away copy of the product.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./stack.ts";
import { startTestStack } from "./testStack.ts";

const say = (line: string): void => console.log(`\x1b[1;34m[bench]\x1b[0m ${line}`);
const only = process.argv[2];

async function main(): Promise<number> {
  const files = readdirSync(path.join(ROOT, "bench"))
    .filter((f) => f.endsWith(".bench.ts") && (!only || f.includes(only)))
    .sort();
  // The AI simulator answers at once: the AI bench measures what the proxy adds, not the simulated model's pace.
  process.env.AI_SIMULATOR_DELAY_MS ??= "0";
  const stack = await startTestStack("bench", say);
  let failed = 0;
  try {
    for (const file of files) {
      say(file);
      const result = spawnSync(process.execPath, [path.join("bench", file)], {
        cwd: ROOT,
        stdio: "inherit",
        env: {
          ...process.env,
          NODE_ENV: "production",
          BENCH_BASE_URL: stack.url,
          BENCH_API_URL: stack.apiUrl,
          BENCH_DATABASE_URL: stack.databaseUrl,
          BENCH_OPENAI_BASE_URL: stack.env.OPENAI_BASE_URL ?? "",
        },
      });
      if (result.status !== 0) failed += 1;
    }
  } finally {
    await stack.stop({ keepLogs: failed > 0 });
  }
  return failed ? 1 : 0;
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

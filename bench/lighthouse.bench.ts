// Lighthouse (mobile, its default) on a reading page of the demo catalogue: goal 100 in
// performance, accessibility, best practices and SEO (docs/architecture.md, Performance rules).
// Chromium is Debian's, started here headless with the flags of e2e/playwright.config.ts.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { slugOf } from "../domain/src/sites/slugs.ts";
import { benchDatabaseUrl, psql } from "./src/psql.ts";

const base = process.env.BENCH_BASE_URL ?? "http://localhost:8080";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const GOAL = 100;

/** Starts Chromium with a DevTools port of its own; resolves the port and a stop function. */
async function startChromium(): Promise<{ port: number; stop: () => void }> {
  const profile = mkdtempSync(path.join(tmpdir(), "storyloom-lighthouse-"));
  const child = spawn(
    CHROMIUM,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(profile, { recursive: true, force: true });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port: ${output}`)), 20_000);
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      output += chunk;
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited with ${code}: ${output}`)));
  });
  return { port, stop };
}

// A published book of the demo author with at least two published chapters; its second chapter.
const [row] = psql(
  benchDatabaseUrl(),
  `SELECT b.id, b.title FROM books b JOIN author_profiles ap ON ap.id = b.author_id JOIN users u ON u.id = ap.user_id
   WHERE u.email = 'author@storyloom.test' AND b.status = 'PUBLISHED' AND NOT b.deleted AND NOT b.is_suspended
     AND (SELECT count(*) FROM chapters c WHERE c.book_id = b.id AND c.status = 'PUBLISHED') >= 2
     AND b.title NOT LIKE 'Bench book %'
   ORDER BY b.id LIMIT 1;`,
);
if (!row) throw new Error("the demo catalogue has no published book with two published chapters");
const [id, title] = row.split("\t");
const url = `${base}/book/${slugOf(title)}/${id}/chapter/1`;
const first = await fetch(url, { redirect: "manual" });
if (first.status !== 200) throw new Error(`${url} answered ${first.status}: the reading page is not there yet`);

const chromium = await startChromium();
try {
  const result = await lighthouse(url, { port: chromium.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error("Lighthouse gave no result");
  const { lhr } = result;
  console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${url}\n`);
  console.log("| category | score | goal |\n| --- | --- | --- |");
  let missed = 0;
  for (const category of CATEGORIES) {
    const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
    if (score < GOAL) missed += 1;
    console.log(`| ${category} | ${score} | ${score >= GOAL ? "met" : "missed"} |`);
  }
  const failing = Object.values(lhr.audits).filter(
    (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual",
  );
  if (failing.length > 0) console.log(`\naudits below 1: ${failing.map((audit) => `${audit.id} (${audit.score})`).join(", ")}`);
  const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"].map(
    (name) => `${name} ${lhr.audits[name]?.displayValue ?? "?"}`,
  );
  console.log(`\n${metrics.join(", ")}`);
  if (missed > 0) process.exitCode = 1;
} finally {
  chromium.stop();
}

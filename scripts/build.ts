// Builds the storefront and the studio when their sources changed since the
// last build, so a second `npm start` does not wait for a build it does not need.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { ROOT } from "./stack.ts";

/** What the front ends bundle from the rest of the workspace: the typed client and what it reads (types, schemas, enums, host parsing). */
const SHARED_SOURCES = ["api/src/client", "api/src/presenters/views", "api/src/routes", "db/src/enums.ts", "domain/src/sites", "domain/src/env.ts"];

const targets = [
  {
    name: "storefront",
    sources: ["storefront/src", "storefront/public", "storefront/astro.config.mjs", "storefront/package.json", ...SHARED_SOURCES],
    output: "storefront/dist/server/entry.mjs",
  },
  {
    name: "studio",
    sources: ["studio/src", "studio/index.html", "studio/vite.config.ts", "studio/package.json", ...SHARED_SOURCES],
    output: "studio/dist/index.html",
  },
];

function fingerprint(sources: string[]): string {
  const hash = createHash("sha256");
  const visit = (entry: string): void => {
    const full = path.join(ROOT, entry);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const child of readdirSync(full).sort()) visit(path.join(entry, child));
    } else {
      hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  sources.forEach(visit);
  // The studio bakes PRODUCTION_HOST in at build time (its heat-map check).
  hash.update(`PRODUCTION_HOST=${process.env.PRODUCTION_HOST ?? ""}`);
  return hash.digest("hex");
}

/** Runs one front end's build; rejects when it fails. */
function build(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("pnpm", ["--filter", `@storyloom/${name}`, "build"], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the ${name} build failed (exit ${code})`))));
  });
}

/** Runs `vite build` / `astro build` for each front end whose sources changed, both at once (each keeps about one core busy). */
export async function buildFrontEnds(log: (line: string) => void): Promise<void> {
  await Promise.all(
    targets.map(async (target) => {
      const stamp = path.join(ROOT, path.dirname(target.output), ".build-fingerprint");
      const current = fingerprint(target.sources);
      if (existsSync(path.join(ROOT, target.output)) && existsSync(stamp) && readFileSync(stamp, "utf8") === current) {
        log(`${target.name} is up to date`);
        return;
      }
      log(`building ${target.name}`);
      await build(target.name);
      writeFileSync(stamp, current);
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildFrontEnds((line) => console.log(line)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

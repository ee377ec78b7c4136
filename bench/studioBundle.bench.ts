// The studio's JavaScript per route, gzipped: a production build (with Vite's
// manifest, into a temporary directory) and, for every route of
// studio/src/routes.tsx, the chunks a first visit of it loads: the entry
// (React, the router, the query cache, the shell) plus the screen's own
// chunk and what it imports statically. The editor chunk (Quill, loaded only
// by the writing screens) is counted apart. Goal: at most 70 KB per route
// besides the editor chunk, judged on the code this repository ships (the
// shell and the route's own chunks): the framework chunk (react-dom 19 alone
// is 66 KB) is the same for every route, cached once for the whole studio,
// and over the goal by itself (docs/decisions/studio.md, Build and serving).
// The total with the framework is printed beside it. It does not need the
// running stack.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");
const STUDIO = path.join(ROOT, "studio");
const GOAL_KB = 70;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const outDir = mkdtempSync(path.join(tmpdir(), "studio-bundle-"));
try {
  const build = spawnSync("pnpm", ["exec", "vite", "build", "--manifest", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: STUDIO,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error("the studio build failed");
  const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;

  const gzipped = new Map<string, number>();
  const sizeOf = (file: string): number => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  /** The chunk and everything it imports statically, as manifest keys. */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    return into;
  };
  const kb = (keys: Iterable<string>): number => [...keys].reduce((sum, key) => sum + sizeOf(manifest[key]!.file), 0) / 1024;

  const entry = closure("index.html");
  const routesSource = readFileSync(path.join(STUDIO, "src", "routes.tsx"), "utf8");
  const routes = [...routesSource.matchAll(/path: "([^"]+)", lazy: \(\) => import\("\.\/([^"]+)"\)/g)].map((m) => ({ path: m[1]!, src: `src/${m[2]!}` }));
  if (routes.length === 0) throw new Error("no lazy routes found in studio/src/routes.tsx");
  for (const route of routes) if (!manifest[route.src]) throw new Error(`${route.src} is not in the build manifest`);

  // The editor chunk: what the editor's dynamic imports load that no route loads statically.
  const routeChunks = new Set(routes.flatMap((route) => [...closure(route.src)]));
  const editorEntries = Object.keys(manifest).filter((key) => key.startsWith("src/editor/") && !routeChunks.has(key));
  const editor = new Set(editorEntries.flatMap((key) => [...closure(key)]).filter((key) => !entry.has(key) && !routeChunks.has(key)));
  const loadsEditor = (key: string): boolean =>
    [...closure(key)].some((chunk) => (manifest[chunk]?.dynamicImports ?? []).some((d) => editorEntries.includes(d)));

  console.log(`studio build of ${new Date().toISOString().slice(0, 10)}; gzip -9 of each JavaScript chunk\n`);
  const framework = [...entry].filter((key) => manifest[key]!.file.includes("framework-"));
  console.log(
    `entry: ${kb(entry).toFixed(1)} KB, of which the framework chunk (React, react-dom, react-router, TanStack Query) ${kb(framework).toFixed(1)} KB ` +
      `and the shell with the API client ${(kb(entry) - kb(framework)).toFixed(1)} KB`,
  );
  console.log(`editor chunk (Quill and the editor, loaded by the writing screens only): ${kb(editor).toFixed(1)} KB\n`);
  console.log(
    `| route | screen's own chunks KB | our code KB (shell and screen) | total KB with the framework | loads the editor | goal ≤ ${GOAL_KB} KB of our code |\n` +
      "| --- | --- | --- | --- | --- | --- |",
  );
  const shell = kb(entry) - kb(framework);
  let over = 0;
  for (const route of routes) {
    const own = [...closure(route.src)].filter((key) => !entry.has(key));
    const ours = shell + kb(own);
    if (ours > GOAL_KB) over += 1;
    console.log(
      `| /${route.path} | ${kb(own).toFixed(1)} | ${ours.toFixed(1)} | ${(kb(entry) + kb(own)).toFixed(1)} | ${loadsEditor(route.src) ? "yes" : "no"} | ${ours <= GOAL_KB ? "met" : "NOT met"} |`,
    );
  }
  console.log(`\n${routes.length} routes, ${over} over the goal`);
  if (over > 0) process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const clientDir = path.dirname(fileURLToPath(import.meta.url));

/** The specifiers a module imports at run time (`import type` lines are erased and left out). */
function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?\bfrom\s+"([^"]+)";/gms)) {
    if (!match[1] && match[2]) specifiers.push(match[2]);
  }
  return specifiers;
}

// Studio and storefront bundle this folder for the browser: whatever it loads
// at run time must be this folder's own modules or the pure modules below.
const PURE_MODULES: Record<string, string> = {
  "@storyloom/domain/sites/hosts.ts": "../../../domain/src/sites/hosts.ts",
  "@storyloom/db/countWords": "../../../db/src/countWords.ts",
  // The zod schemas of the AI tools' structured answers: the studio checks an answer before saving it.
  "@storyloom/domain/services/aiTools/outputSchemas.ts": "../../../domain/src/services/aiTools/outputSchemas.ts",
  // The chapter counts on sale and their labels: the storefront's buy form and the checkout share them.
  "@storyloom/domain/services/payments/chapterPacks.ts": "../../../domain/src/services/payments/chapterPacks.ts",
};

/** Package modules a pure module may load besides its own kind: self-contained, no Node built-ins. */
const BROWSER_PACKAGES: Record<string, string | null> = {
  zod: null,
  "@storyloom/db/enums": "../../../db/src/enums.ts",
};

/**
 * What a pure module loads at run time that is not browser-safe: anything but
 * the packages above and relative modules that themselves load only those.
 */
async function unsafeImports(file: string, seen = new Set<string>()): Promise<string[]> {
  if (seen.has(file)) return [];
  seen.add(file);
  const found: string[] = [];
  for (const specifier of runtimeImports(await readFile(file, "utf8"))) {
    const packageFile = BROWSER_PACKAGES[specifier];
    if (packageFile === null) continue;
    const next =
      packageFile !== undefined
        ? path.join(clientDir, packageFile)
        : specifier.startsWith("./") || specifier.startsWith("../")
          ? path.resolve(path.dirname(file), specifier)
          : null;
    if (next === null) found.push(`${path.relative(clientDir, file)}: ${specifier}`);
    else found.push(...(await unsafeImports(next, seen)));
  }
  return found;
}

describe("the client's run-time imports", () => {
  it("stay inside the client and the pure modules", async () => {
    const files = (await readdir(clientDir)).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "fakeFetch.ts");
    const outside: string[] = [];
    for (const name of files) {
      for (const specifier of runtimeImports(await readFile(path.join(clientDir, name), "utf8"))) {
        if (!/^\.\/[\w.]+\.ts$/.test(specifier) && !(specifier in PURE_MODULES)) outside.push(`${name}: ${specifier}`);
      }
    }
    expect(files).toContain("index.ts");
    expect(outside).toEqual([]);
  });

  it.each(Object.entries(PURE_MODULES))("reach %s, which loads nothing but zod, the enums and modules like itself", async (_specifier, file) => {
    expect(await unsafeImports(path.join(clientDir, file))).toEqual([]);
  });

  it("find what a pure module would pull into the browser", async () => {
    const hosts = path.join(clientDir, "../../../domain/src/sites/hosts.ts");
    expect(await unsafeImports(hosts)).toEqual([]);
    const compile = path.join(clientDir, "../../../domain/src/services/aiTools/compileAiTool.ts");
    expect((await unsafeImports(compile)).length).toBeGreaterThan(0);
  });

  it("are told apart from type-only imports", () => {
    expect(runtimeImports('import type { A } from "../presenters/x.ts";\nimport { b } from "./b.ts";\nexport { c } from "node:fs";')).toEqual([
      "./b.ts",
      "node:fs",
    ]);
  });
});

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
};

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

  it.each(Object.entries(PURE_MODULES))("reach %s, which imports nothing", async (_specifier, file) => {
    const source = await readFile(path.join(clientDir, file), "utf8");
    expect(source).not.toMatch(/^\s*import\s/m);
  });

  it("are told apart from type-only imports", () => {
    expect(runtimeImports('import type { A } from "../presenters/x.ts";\nimport { b } from "./b.ts";\nexport { c } from "node:fs";')).toEqual(["./b.ts", "node:fs"]);
  });
});

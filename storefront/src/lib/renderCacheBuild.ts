import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import type { Dirent } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The render cache's build id: a hash of the names of the built server chunks
 * and client assets under `distDir`. Vite names every chunk and asset after its
 * content, so a build that renders or links anything differently has other
 * names, and its pages other keys.
 */
export function buildIdOf(distDir: URL): string {
  const hash = createHash("sha256");
  const root = fileURLToPath(distDir).replace(/\/$/, "");
  const visit = (relative: string): void => {
    const entries: Dirent[] = readdirSync(`${root}${relative}`, { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const name = `${relative}/${entry.name}`;
      if (entry.isDirectory()) visit(name);
      else hash.update(`${name}\n`);
    }
  };
  // The server's chunks render the pages; the client's hashed assets are what they link.
  for (const part of ["/server", "/client/_astro"]) if (existsSync(`${root}${part}`)) visit(part);
  return hash.digest("base64url").slice(0, 16);
}

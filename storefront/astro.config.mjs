// @ts-check
import node from "@astrojs/node";
import { defineConfig } from "astro/config";

export default defineConfig({
  output: "server",
  // server.mjs mounts the built handler in a plain Node http server; Caddy serves
  // dist/client (/_astro/*, favicon) itself, so Node only renders.
  adapter: node({ mode: "middleware" }),
  // Behind Caddy the request reaches Node over plain http, so Astro's own origin
  // check would compare the browser's https Origin with an http URL and refuse
  // every form. src/middleware.ts does the same check against the public origin.
  security: { checkOrigin: false },
  // Sessions live in the API (PostgreSQL); the storefront keeps no state of its own,
  // so Astro's session store (files on this machine's disk by default) stays off.
  session: false,
  trailingSlash: "ignore",
  devToolbar: { enabled: false },
  vite: {
    // The typed API client is TypeScript source in the workspace: bundle it.
    ssr: { noExternal: ["@storyloom/api", "@storyloom/domain"] },
  },
});

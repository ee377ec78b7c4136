// @ts-check
import node from "@astrojs/node";
import { defineConfig } from "astro/config";
import { PAGE_DIRECTIVES } from "./src/lib/contentSecurityPolicy.ts";
import { BODY_LIMIT_BYTES } from "./src/lib/requestBodyLimit.ts";

export default defineConfig({
  output: "server",
  // server.mjs mounts the built handler in a plain Node http server; Caddy serves
  // dist/client (/_astro/*, favicon) itself, so Node only renders. server.mjs caps
  // bodies before Astro sees them; the adapter's own cap (1 GiB by default) is set to
  // the same size for any other way of running the handler.
  adapter: node({ mode: "middleware", bodySizeLimit: BODY_LIMIT_BYTES }),
  security: {
    // Behind Caddy the request reaches Node over plain http, so Astro's own origin
    // check would compare the browser's https Origin with an http URL and refuse
    // every form. src/middleware.ts does the same check against the public origin.
    checkOrigin: false,
    // Astro sends each page's Content-Security-Policy header with the hashes of the
    // inline scripts and styles it emits; src/lib/contentSecurityPolicy.ts has the rest.
    csp: { directives: [...PAGE_DIRECTIVES] },
  },
  // No Markdown is rendered; Shiki's inline styles would need 'unsafe-inline' under the CSP.
  markdown: { syntaxHighlight: false },
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

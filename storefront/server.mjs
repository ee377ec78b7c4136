// The storefront's production server: a plain Node http server around the
// handler Astro builds in middleware mode. It only renders; Caddy serves
// dist/client (/_astro/*, favicon) and compresses responses.
import { createServer } from "node:http";
import { buildIdOf } from "./src/lib/renderCacheBuild.ts";
import { withBodyLimit } from "./src/lib/requestBodyLimit.ts";

// The render cache keeps each build's pages apart (they link that build's assets);
// the id is read by src/lib/config.ts, hence the late imports.
process.env.STOREFRONT_BUILD_ID ||= buildIdOf(new URL("./dist/", import.meta.url));
const { handler } = await import("./dist/server/entry.mjs");
const { config } = await import("./src/lib/config.ts");
const { processRenderCache } = await import("./src/lib/renderCache.ts");
const { answerFromRenderCache } = await import("./src/lib/renderCacheServer.ts");

const host = process.env.STOREFRONT_HOST || "127.0.0.1";
const port = Number(process.env.STOREFRONT_PORT || 4321);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`STOREFRONT_PORT must be a port number between 1 and 65535, got "${process.env.STOREFRONT_PORT}"`);
  process.exit(1);
}

// A page in the render cache is answered here, in plain Node: through Astro's pipeline a
// hit cost ten times as much (bench/README.md). Otherwise Astro renders, and its middleware
// keeps the page against what this lookup found (the process's one Redis connection).
// Astro's adapter would read a body of up to 1 GiB; no body over 1 MiB reaches it.
// Without a `next` callback, a path no page matches renders src/pages/404.astro.
const renderCache = processRenderCache(config);
const handle = withBodyLimit(async (req, res) => {
  const renderCacheVisit = await answerFromRenderCache(renderCache, config.sessionCookieName, req, res);
  if (renderCacheVisit) return handler(req, res, undefined, { renderCacheVisit });
});
const server = createServer((req, res) => {
  Promise.resolve(handle(req, res)).catch((error) => {
    console.error(`storefront could not answer ${req.method} ${req.url}: ${error instanceof Error ? error.stack : error}`);
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Internal server error\n");
  });
});
// Longer than Caddy's idle timeout for upstream connections (2 min), so Node
// never closes a kept-alive connection that Caddy is about to reuse.
server.keepAliveTimeout = 125_000;
server.headersTimeout = 126_000;

server.on("error", (error) => {
  console.error(`storefront could not listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(`storefront listening on http://${host}:${port}`);
});

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`storefront stopping (${signal})`);
  // Finish the requests in flight, then exit; give up waiting after 10 s.
  const timer = setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000);
  timer.unref();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
}

process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));

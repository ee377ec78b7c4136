import { defineConfig } from "vite";
import type { Plugin } from "vite";
import react from "@vitejs/plugin-react";

/** Inline code in built HTML: a script without src, a style element or attribute, an event handler attribute. */
const INLINE_CODE = [/<script\b(?![^>]*\ssrc=)[^>]*>/i, /<style\b/i, /\sstyle\s*=/i, /\son[a-z]+\s*=/i];

/**
 * The gateway's Content-Security-Policy for the studio (Caddyfile, `studio_headers`)
 * allows no inline script or style, hash or nonce, so a build whose HTML would carry
 * one fails here instead of breaking in the browser.
 */
function refuseInlineCode(): Plugin {
  return {
    name: "storyloom:refuse-inline-code",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "asset" || !file.fileName.endsWith(".html")) continue;
        const html = typeof file.source === "string" ? file.source : new TextDecoder().decode(file.source);
        const found = INLINE_CODE.map((pattern) => pattern.exec(html)?.[0]).filter((match) => match !== undefined);
        if (found.length > 0) {
          this.error(`${file.fileName} has inline code the studio's CSP would block: ${found.join(", ")}`);
        }
      }
    },
  };
}

/** The packages every screen needs: React, its DOM renderer, the router and the query cache. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+)[\\/]/;

/**
 * The built studio is served by the gateway under /studio/ (assets) while its
 * pages live at /books, /admin… (SPA fallback). The dev server has no gateway,
 * so it serves from / and proxies /api to the API like the gateway does.
 */
export default defineConfig(({ command }) => ({
  base: command === "build" ? "/studio/" : "/",
  plugins: [react(), refuseInlineCode()],
  // The analytics heat-map loads only on this host (src/analytics/heatmap.ts).
  define: { __PRODUCTION_HOST__: JSON.stringify(process.env.PRODUCTION_HOST ?? "") },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: "http://127.0.0.1:4000", changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Small assets would otherwise become data: URLs, which the studio's img-src and font-src do not allow.
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // The framework changes far less often than our code: one chunk of its own keeps
        // it in readers' caches across releases (bench/studioBundle.bench.ts measures both).
        manualChunks(id) {
          return FRAMEWORK.test(id) ? "framework" : undefined;
        },
      },
    },
  },
}));

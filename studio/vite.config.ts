import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

/**
 * The built studio is served by the gateway under /studio/ (assets) while its
 * pages live at /books, /admin… (SPA fallback). The dev server has no gateway,
 * so it serves from / and proxies /api to the API like the gateway does.
 */
export default defineConfig(({ command }) => ({
  base: command === "build" ? "/studio/" : "/",
  plugins: [react()],
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
  },
}));

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{api,db,domain,workers,testkit,storefront,studio,scripts}/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    globalSetup: ["./testkit/src/globalSetup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    maxWorkers: 2,
  },
});

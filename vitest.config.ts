import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{api,db,domain,seed,workers,testkit,storefront,studio,scripts}/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    globalSetup: ["./testkit/src/globalSetup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    maxWorkers: 2,
    // Files run one after another in the same two processes instead of a new process each: every file
    // imported the app's module graph again (a third of the run). Each integration file still gets its own
    // database, Redis prefix and outbox (testkit); globals a test stubs are put back after it.
    isolate: false,
    unstubGlobals: true,
  },
});

import { describe, expect, it } from "vitest";
import { loadWorkersConfig } from "./config.ts";

describe("loadWorkersConfig", () => {
  it("takes the defaults the API takes, also for variables set to an empty string", () => {
    const expected = {
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/storyloom",
      REDIS_URL: "redis://127.0.0.1:6379",
      REDIS_PREFIX: "storyloom:",
      LOG_LEVEL: "info",
      WORKER_CONCURRENCY: 4,
    };
    expect(loadWorkersConfig({})).toEqual(expected);
    expect(loadWorkersConfig({ DATABASE_URL: "", REDIS_URL: "", REDIS_PREFIX: "", LOG_LEVEL: "", WORKER_CONCURRENCY: "" })).toEqual(expected);
  });

  it("stops with one line naming a malformed variable", () => {
    expect(() => loadWorkersConfig({ DATABASE_URL: "mysql://db/x" })).toThrow("Invalid configuration: DATABASE_URL must be a postgres:// URL");
    expect(() => loadWorkersConfig({ REDIS_URL: "http://cache" })).toThrow("Invalid configuration: REDIS_URL must be a redis:// URL");
    expect(() => loadWorkersConfig({ WORKER_CONCURRENCY: "0" })).toThrow("Invalid configuration: WORKER_CONCURRENCY must be a whole number from 1 to 64");
  });
});

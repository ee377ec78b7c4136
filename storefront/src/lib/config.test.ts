import { describe, expect, it } from "vitest";
import { isProductionHost, readConfig } from "./config.ts";

describe("readConfig", () => {
  it("has working defaults for a local start", () => {
    expect(readConfig({})).toEqual({
      publicUrl: "http://localhost:8080",
      apiInternalUrl: "http://127.0.0.1:4000",
      productionHost: undefined,
      sessionCookieName: "storyloom.session-token",
      redisUrl: "redis://127.0.0.1:6379",
      redisPrefix: "storyloom:",
      buildId: undefined,
    });
  });

  it("normalises the origins and the production host", () => {
    const config = readConfig({ PUBLIC_URL: "https://storyloom.example/", API_INTERNAL_URL: "http://10.0.0.2:4000", PRODUCTION_HOST: "Storyloom.Example" });
    expect(config).toEqual({
      publicUrl: "https://storyloom.example",
      apiInternalUrl: "http://10.0.0.2:4000",
      productionHost: "storyloom.example",
      sessionCookieName: "__Host-storyloom.session-token",
      redisUrl: "redis://127.0.0.1:6379",
      redisPrefix: "storyloom:",
      buildId: undefined,
    });
  });

  it("reads the render cache's Redis, prefix and build id as the API reads REDIS_URL and REDIS_PREFIX", () => {
    const config = readConfig({ REDIS_URL: "redis://10.0.0.3:6380", REDIS_PREFIX: "staging:", STOREFRONT_BUILD_ID: "a1b2c3" });
    expect(config).toMatchObject({ redisUrl: "redis://10.0.0.3:6380", redisPrefix: "staging:", buildId: "a1b2c3" });
    expect(() => readConfig({ REDIS_URL: "http://x" })).toThrow(/REDIS_URL/);
    expect(() => readConfig({ STOREFRONT_BUILD_ID: "a b" })).toThrow(/STOREFRONT_BUILD_ID/);
  });

  it("names the variable that is malformed", () => {
    expect(() => readConfig({ PUBLIC_URL: "storyloom" })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ API_INTERNAL_URL: "ftp://x" })).toThrow(/API_INTERNAL_URL/);
  });
});

describe("isProductionHost", () => {
  it("is true only for the configured production host, in any case", () => {
    const { productionHost } = readConfig({ PRODUCTION_HOST: "Storyloom.Example" });
    expect(isProductionHost("storyloom.example", productionHost)).toBe(true);
    expect(isProductionHost("STORYLOOM.example", productionHost)).toBe(true);
    expect(isProductionHost("staging.storyloom.example", productionHost)).toBe(false);
    expect(isProductionHost("localhost:8080", productionHost)).toBe(false);
    expect(isProductionHost("storyloom.example:8443", productionHost)).toBe(false);
  });

  it("is never true when no production host is configured", () => {
    expect(isProductionHost("localhost:8080", readConfig({}).productionHost)).toBe(false);
  });
});

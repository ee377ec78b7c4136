import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

describe("readConfig", () => {
  it("has working defaults for a local start", () => {
    expect(readConfig({})).toEqual({
      publicUrl: "http://localhost:8080",
      apiInternalUrl: "http://127.0.0.1:4000",
      productionHost: undefined,
    });
  });

  it("normalises the origins and the production host", () => {
    const config = readConfig({ PUBLIC_URL: "https://storyloom.example/", API_INTERNAL_URL: "http://10.0.0.2:4000", PRODUCTION_HOST: "Storyloom.Example" });
    expect(config).toEqual({
      publicUrl: "https://storyloom.example",
      apiInternalUrl: "http://10.0.0.2:4000",
      productionHost: "storyloom.example",
    });
  });

  it("names the variable that is malformed", () => {
    expect(() => readConfig({ PUBLIC_URL: "storyloom" })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ API_INTERNAL_URL: "ftp://x" })).toThrow(/API_INTERNAL_URL/);
  });
});

import { describe, expect, it } from "vitest";
import { shouldLoadHeatmap } from "./heatmap.ts";

describe("shouldLoadHeatmap", () => {
  it("loads only on the configured production host", () => {
    expect(shouldLoadHeatmap("storyloom.com", "storyloom.com")).toBe(true);
    expect(shouldLoadHeatmap("Storyloom.com", "storyloom.com")).toBe(true);
    expect(shouldLoadHeatmap("localhost:8080", "storyloom.com")).toBe(false);
    expect(shouldLoadHeatmap("staging.storyloom.com", "storyloom.com")).toBe(false);
  });

  it("never loads when no production host is configured", () => {
    expect(shouldLoadHeatmap("storyloom.com", "")).toBe(false);
  });
});

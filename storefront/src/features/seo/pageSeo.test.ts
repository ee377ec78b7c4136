import { describe, expect, it } from "vitest";
import { twitterUrl } from "./pageSeo.ts";

describe("twitterUrl", () => {
  it("links a handle with or without @, and keeps a URL", () => {
    expect(twitterUrl("@elena_marsh")).toBe("https://twitter.com/elena_marsh");
    expect(twitterUrl("elena")).toBe("https://twitter.com/elena");
    expect(twitterUrl("https://x.com/elena")).toBe("https://x.com/elena");
  });

  it("refuses anything that is neither", () => {
    expect(twitterUrl("javascript:alert(1)")).toBeNull();
    expect(twitterUrl("two words")).toBeNull();
  });
});

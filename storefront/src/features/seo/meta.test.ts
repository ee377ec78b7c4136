import { describe, expect, it } from "vitest";
import { absoluteUrl, canonicalOf } from "./meta.ts";

describe("absoluteUrl", () => {
  it("puts paths on the serving host and drops fragments", () => {
    expect(absoluteUrl("https://glass.example", "/book/a/1#reviews")).toBe("https://glass.example/book/a/1");
    expect(absoluteUrl("https://storyloom.test", "/api/v1/files/images/abc.webp")).toBe("https://storyloom.test/api/v1/files/images/abc.webp");
  });

  it("keeps absolute http(s) URLs and refuses anything else", () => {
    expect(absoluteUrl("https://storyloom.test", "https://cdn.example/c.webp")).toBe("https://cdn.example/c.webp");
    expect(absoluteUrl("https://storyloom.test", "javascript:alert(1)")).toBeNull();
    expect(absoluteUrl("https://storyloom.test", null)).toBeNull();
  });
});

describe("canonicalOf", () => {
  it("keeps only the listed parameters that have a value", () => {
    expect(canonicalOf("https://storyloom.test", "/read", { sort: "new", genreId: null, page: undefined })).toBe("https://storyloom.test/read?sort=new");
    expect(canonicalOf("https://storyloom.test", "/collection")).toBe("https://storyloom.test/collection");
  });
});

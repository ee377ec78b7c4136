import { describe, expect, it } from "vitest";
import { buildRobotsTxt, isDisallowed } from "./robots.ts";

describe("buildRobotsTxt", () => {
  const platform = buildRobotsTxt("https://storyloom.test", true);

  it("closes sign-in pages, the bookshelf, the API and the studio", () => {
    for (const path of ["/auth", "/auth/login", "/bookshelf", "/api/v1/readers/books", "/books/12/editor", "/admin"]) {
      expect(isDisallowed(platform, path), path).toBe(true);
    }
  });

  it("leaves every public page open, authors included", () => {
    for (const path of ["/", "/read", "/book/the-lantern-road/12", "/author/elena-marsh/5", "/collection/3", "/about-author", "/sitemap.xml"]) {
      expect(isDisallowed(platform, path), path).toBe(false);
    }
  });

  it("names the serving host's sitemap", () => {
    expect(platform).toContain("Sitemap: https://storyloom.test/sitemap.xml");
    const custom = buildRobotsTxt("https://glass.example", false);
    expect(custom).toContain("Sitemap: https://glass.example/sitemap.xml");
    expect(isDisallowed(custom, "/books")).toBe(false);
    expect(isDisallowed(custom, "/auth/login")).toBe(true);
  });
});

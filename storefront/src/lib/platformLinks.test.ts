import { describe, expect, it } from "vitest";
import { imageSrc, platformHref } from "./platformLinks.ts";

describe("platformHref", () => {
  it("stays relative on the platform host", () => {
    expect(platformHref({ kind: "platform" }, "/auth/login", "https://storyloom.example")).toBe("/auth/login");
  });

  it("points to the platform from a custom domain or an unknown host", () => {
    expect(platformHref({ kind: "book", bookId: 4 }, "/auth/login", "https://storyloom.example")).toBe("https://storyloom.example/auth/login");
    expect(platformHref({ kind: "unknown" }, "/read", "https://storyloom.example")).toBe("https://storyloom.example/read");
  });
});

describe("imageSrc", () => {
  const publicUrl = "http://localhost:8080";

  it("loads the platform's uploaded images from the page's own origin, on every host", () => {
    expect(imageSrc("http://localhost:8080/api/v1/files/images/a.webp", publicUrl)).toBe("/api/v1/files/images/a.webp");
    expect(imageSrc("/api/v1/files/images/a.webp?v=2", publicUrl)).toBe("/api/v1/files/images/a.webp?v=2");
  });

  it("keeps other addresses as they are", () => {
    for (const url of ["https://cdn.example/a.webp", "http://localhost:8080/favicon.svg", "not a url at all: %%"])
      expect(imageSrc(url, publicUrl), url).toBe(url);
  });
});

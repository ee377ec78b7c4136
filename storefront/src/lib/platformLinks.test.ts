import { describe, expect, it } from "vitest";
import { platformHref } from "./platformLinks.ts";

describe("platformHref", () => {
  it("stays relative on the platform host", () => {
    expect(platformHref({ kind: "platform" }, "/auth/login", "https://storyloom.example")).toBe("/auth/login");
  });

  it("points to the platform from a custom domain or an unknown host", () => {
    expect(platformHref({ kind: "book", bookId: 4 }, "/auth/login", "https://storyloom.example")).toBe("https://storyloom.example/auth/login");
    expect(platformHref({ kind: "unknown" }, "/read", "https://storyloom.example")).toBe("https://storyloom.example/read");
  });
});

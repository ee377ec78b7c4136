import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../api/session.ts";
import { navigationItemsFor } from "./navigationItems.ts";

function userWith(permissions: SessionUser["permissions"]): SessionUser {
  return { id: 1, email: "ada@example.com", profile: { id: 1 }, readerProfile: { id: 1, theme: "LIGHT" }, permissions };
}

describe("navigationItemsFor", () => {
  it("links every studio area of an author, without Admin", () => {
    expect(navigationItemsFor(userWith([])).map((item) => item.to)).toEqual([
      "/books",
      "/readers",
      "/newsletters",
      "/ai",
      "/custom-story-tools",
      "/profile",
      "/settings",
      "/my-account",
    ]);
  });

  it("adds Admin last for a user with the ADMIN permission", () => {
    const items = navigationItemsFor(userWith(["ADMIN"]));
    expect(items.at(-1)).toEqual({ label: "Admin", to: "/admin" });
    expect(items).toHaveLength(9);
  });
});

import { describe, expect, it } from "vitest";
import { applyCacheHints, bookTags } from "./cacheHints.ts";

const fresh = (session: unknown) => ({ session, cacheTags: ["site:1"], cacheable: false, sharedWithSignedIn: false });

describe("applyCacheHints", () => {
  it("caches an anonymous GET with its tags", () => {
    const locals = fresh(null);
    applyCacheHints(locals, "GET", { tags: ["catalogue", "site:1"], shared: true });
    expect(locals).toEqual({ session: null, cacheTags: ["site:1", "catalogue"], cacheable: true, sharedWithSignedIn: true });
  });

  it("never caches a signed-in render nor a form post", () => {
    const signedIn = fresh({ user: {} });
    applyCacheHints(signedIn, "GET", { tags: ["book:1"], shared: false });
    expect(signedIn).toMatchObject({ cacheable: false, sharedWithSignedIn: false });
    const post = fresh(null);
    applyCacheHints(post, "POST", { tags: ["book:1"], shared: true });
    expect(post).toMatchObject({ cacheable: false, sharedWithSignedIn: false });
  });
});

describe("bookTags", () => {
  it("names each book, author and series once", () => {
    expect(
      bookTags([
        { id: 1, author: { id: 5 }, series: { id: 3 } },
        { id: 2, author: { id: 5 }, series: null },
      ]),
    ).toEqual(["book:1", "author:5", "series:3", "book:2"]);
  });
});

import { describe, expect, it } from "vitest";
import { pageKeyOf } from "../../lib/renderCache.ts";
import { parsePersonalView, personalPartsHref, reviewFormPath, SIGNED_IN_RETURN } from "./personalParts.ts";

const platform = { kind: "platform" } as const;
const bookDomain = { kind: "book", bookId: 7 } as const;
const book = { id: 7, slug: "lantern-road" };

describe("personal parts of a book's pages", () => {
  it("knows the three pages and nothing else", () => {
    expect(parsePersonalView("book")).toBe("book");
    expect(parsePersonalView("table-contents")).toBe("table-contents");
    expect(parsePersonalView("reviews")).toBe("reviews");
    expect(parsePersonalView("chapters")).toBeNull();
    expect(parsePersonalView(null)).toBeNull();
  });

  it("asks for the reviews page the page shows, and no page number on the first", () => {
    expect(personalPartsHref(7, "book")).toBe("/personal/book/7?view=book");
    expect(personalPartsHref(7, "book", 1)).toBe("/personal/book/7?view=book");
    expect(personalPartsHref(7, "reviews", 3)).toBe("/personal/book/7?view=reviews&reviewsPage=3");
  });

  it("posts review forms to the page they are shown on", () => {
    expect(reviewFormPath(platform, book, "book")).toBe("/book/lantern-road/7");
    expect(reviewFormPath(bookDomain, book, "book")).toBe("/");
    expect(reviewFormPath(bookDomain, book, "reviews")).toBe("/reviews");
  });

  it("sends a signed-in reader back to a URL the render cache never answers", () => {
    expect(pageKeyOf("http://localhost:4321", new URL("http://localhost:4321/book/lantern-road/7"))).not.toBeNull();
    expect(pageKeyOf("http://localhost:4321", new URL(`http://localhost:4321/book/lantern-road/7?${SIGNED_IN_RETURN}`))).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { authorSlug, createSiteLinks } from "./siteLinks.ts";

const publicUrl = "https://storyloom.test";
const lantern = { id: 7, slug: "the-lantern-road" };
const other = { id: 9, slug: "harbor-lights" };

describe("createSiteLinks", () => {
  it("links everything by path on the platform", () => {
    const links = createSiteLinks({ site: { kind: "platform" }, publicUrl });
    expect(links.book(lantern)).toBe("/book/the-lantern-road/7");
    expect(links.chapter(lantern, 3)).toBe("/book/the-lantern-road/7/chapter/3");
    expect(links.author({ id: 5, name: "Elena Marsh" })).toBe("/author/elena-marsh/5");
    expect(links.author({ id: 5, name: null })).toBe("/author/author/5");
    expect(links.collection(3)).toBe("/collection/3");
    expect(links.collections()).toBe("/collection");
    expect(links.read({ genreId: 2 })).toBe("/read?genreId=2");
  });

  it("keeps a book domain's own book, author and series on its host", () => {
    const links = createSiteLinks({ site: { kind: "book", bookId: 7 }, publicUrl, siteSeriesId: 3, siteAuthorId: 5 });
    expect(links.book(lantern)).toBe("/");
    expect(links.chapter(lantern, 2)).toBe("/chapter/2");
    expect(links.tableOfContents(lantern)).toBe("/table-contents");
    expect(links.reviews(lantern)).toBe("/reviews");
    expect(links.author({ id: 5, name: "Elena Marsh" })).toBe("/about-author");
    expect(links.collection(3)).toBe("/collection/3");
  });

  it("sends a book domain's visitors to the platform for anything else", () => {
    const links = createSiteLinks({ site: { kind: "book", bookId: 7 }, publicUrl, siteSeriesId: 3, siteAuthorId: 5 });
    expect(links.book(other)).toBe("https://storyloom.test/book/harbor-lights/9");
    expect(links.chapter(other, 1)).toBe("https://storyloom.test/book/harbor-lights/9/chapter/1");
    expect(links.author({ id: 6, name: "Someone Else" })).toBe("https://storyloom.test/author/someone-else/6");
    expect(links.collection(4)).toBe("https://storyloom.test/collection/4");
    expect(links.read()).toBe("https://storyloom.test/read");
  });

  it("serves a series domain's own books under /book and its series at /", () => {
    const links = createSiteLinks({ site: { kind: "series", seriesId: 3 }, publicUrl, localBookIds: [7], siteAuthorId: 5 });
    expect(links.book(lantern)).toBe("/book/the-lantern-road/7");
    expect(links.chapter(lantern, 1)).toBe("/book/the-lantern-road/7/chapter/1");
    expect(links.book(other)).toBe("https://storyloom.test/book/harbor-lights/9");
    expect(links.collection(3)).toBe("/");
    expect(links.collection(4)).toBe("https://storyloom.test/collection/4");
  });
});

describe("authorSlug", () => {
  it("falls back to author for a nameless author", () => {
    expect(authorSlug("Élena Marsh")).toBe("elena-marsh");
    expect(authorSlug("  ")).toBe("author");
  });
});

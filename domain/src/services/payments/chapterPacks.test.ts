import { describe, expect, it } from "vitest";
import { CHAPTER_COUNT_OPTIONS, chapterCountLabel, chapterPackOffers } from "./chapterPacks.ts";

describe("the chapter packs on offer from a locked chapter", () => {
  it("go no further than the chapters left to buy", () => {
    expect(chapterPackOffers({ chapterPrice: 99, bundlePrice: null, chaptersLeft: 3 })).toEqual([1, 2, 3]);
    expect(chapterPackOffers({ chapterPrice: 99, bundlePrice: null, chaptersLeft: 12 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(chapterPackOffers({ chapterPrice: 99, bundlePrice: null, chaptersLeft: 500 })).toEqual(CHAPTER_COUNT_OPTIONS.filter((count) => count > 0));
  });

  it("never cost as much as the whole book: the book is offered instead", () => {
    // The walk's book: 3 paid chapters at $0.99 and $4.99 whole; packs of 6 or more cost more than the book.
    expect(chapterPackOffers({ chapterPrice: 99, bundlePrice: 499, chaptersLeft: 100 })).toEqual([1, 2, 3, 4, 5]);
    expect(chapterPackOffers({ chapterPrice: 100, bundlePrice: 500, chaptersLeft: 100 })).toEqual([1, 2, 3, 4]);
    expect(chapterPackOffers({ chapterPrice: 500, bundlePrice: 400, chaptersLeft: 10 })).toEqual([]);
  });

  it("are none when chapters are not sold one by one or none is left", () => {
    expect(chapterPackOffers({ chapterPrice: null, bundlePrice: 499, chaptersLeft: 5 })).toEqual([]);
    expect(chapterPackOffers({ chapterPrice: 99, bundlePrice: 499, chaptersLeft: 0 })).toEqual([]);
  });

  it("are named as docs/product.md (Validation rules) names them", () => {
    expect([0, 1, 5].map(chapterCountLabel)).toEqual(["Entire book", "1 Chapter", "5 Chapters"]);
  });
});

import { describe, expect, it } from "vitest";
import { groupSeriesBooks } from "./seriesPage.ts";

const book = (id: number, number: number | null, subseriesId: number | null) => ({
  id,
  slug: `b${id}`,
  type: "STORY" as const,
  title: `Book ${id}`,
  imgUrl: null,
  genre: null,
  author: { id: 1, name: "A", imgUrl: null },
  rating: null,
  reviewsCount: 0,
  chaptersCount: 1,
  publishedAt: null,
  lastChapterPublishedAt: null,
  number,
  subseriesId,
  numberInSubseries: null,
});

describe("groupSeriesBooks", () => {
  it("puts loose books first, then each subseries in order, books in series order", () => {
    const groups = groupSeriesBooks({
      books: [book(3, 3, 20), book(1, 1, null), book(2, 2, 10), book(4, 4, 10)],
      subseries: [
        { id: 20, title: "Second arc", description: null, number: 2, bookIds: [3] },
        { id: 10, title: "First arc", description: null, number: 1, bookIds: [2, 4] },
        { id: 30, title: "Empty arc", description: null, number: 3, bookIds: [] },
      ],
    });
    expect(groups.map((group) => [group.subseries?.title ?? null, group.books.map((b) => b.id)])).toEqual([
      [null, [1]],
      ["First arc", [2, 4]],
      ["Second arc", [3]],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { shelfProgressOf } from "./bookshelfItem.ts";

const item = (currentChapterIndex: number, currentChapterProgress: number, chaptersCount: number) => ({
  readerBook: {
    id: 1,
    bookId: 2,
    currentChapterIndex,
    currentChapterId: null,
    currentChapterProgress,
    chaptersRead: currentChapterIndex,
    firstReadAt: null,
    lastReadAt: null,
    paidChaptersCount: 0,
    entireBook: false,
    audiobookMode: false,
  },
  chaptersCount,
});

describe("shelfProgressOf", () => {
  it("reads 'Chapter 3 of 12' and continues with chapter 3, counting the way into it", () => {
    expect(shelfProgressOf(item(3, 0.5, 12))).toEqual({ continueIndex: 3, label: "Chapter 3 of 12", fraction: 0.208, isStarted: true });
  });

  it("continues with chapter 1 before the reader has started", () => {
    expect(shelfProgressOf(item(0, 0, 12))).toEqual({ continueIndex: 1, label: "Not started yet", fraction: 0, isStarted: false });
  });

  it("never sends the reader past the last published chapter when chapters were unpublished", () => {
    expect(shelfProgressOf(item(9, 1, 5))).toMatchObject({ continueIndex: 5, label: "Chapter 5 of 5", fraction: 1 });
  });

  it("says so when the book has no published chapter left", () => {
    expect(shelfProgressOf(item(2, 0.3, 0))).toEqual({ continueIndex: 1, label: "No chapters published", fraction: 0, isStarted: false });
  });
});

import { describe, expect, it } from "vitest";
import { chapterPlace, shelfProgressOf } from "./bookshelfItem.ts";

const item = (
  currentChapterIndex: number,
  currentChapterProgress: number,
  chaptersCount: number,
  chaptersRead = currentChapterIndex,
  currentChapterHeading: string | null = null,
) => ({
  readerBook: {
    id: 1,
    bookId: 2,
    currentChapterIndex,
    currentChapterId: null,
    currentChapterProgress,
    chaptersRead,
    firstReadAt: null,
    lastReadAt: null,
    paidChaptersCount: 0,
    entireBook: false,
    audiobookMode: false,
  },
  chaptersCount,
  currentChapterHeading,
});

describe("shelfProgressOf", () => {
  it("reads 'Chapter 3 of 12' and continues with chapter 3, counting the way into it", () => {
    expect(shelfProgressOf(item(3, 0.5, 12))).toEqual({ continueIndex: 3, label: "Chapter 3 of 12", fraction: 0.208, isStarted: true, returnsTo: null });
  });

  it("names the chapter gone back to by its own title", () => {
    expect(shelfProgressOf({ ...item(1, 0.2, 3, 3, "Chapter 1"), currentChapterTitle: "The Net Loft" }).returnsTo).toBe("chapter 1, The Net Loft");
  });

  it("keeps the furthest chapter reached when the reader goes back, and continues where they went back to", () => {
    expect(shelfProgressOf(item(1, 0.9, 5, 3, "The Singing Tree"))).toEqual({
      continueIndex: 1,
      label: "Chapter 3 of 5",
      fraction: 0.4,
      isStarted: true,
      returnsTo: "chapter 1, The Singing Tree",
    });
  });

  it("continues with chapter 1 before the reader has started", () => {
    expect(shelfProgressOf(item(0, 0, 12))).toEqual({ continueIndex: 1, label: "Not started yet", fraction: 0, isStarted: false, returnsTo: null });
  });

  it("never sends the reader past the last published chapter when chapters were unpublished", () => {
    expect(shelfProgressOf(item(9, 1, 5, 9))).toMatchObject({ continueIndex: 5, label: "Chapter 5 of 5", fraction: 1, returnsTo: null });
  });

  it("says so when the book has no published chapter left", () => {
    expect(shelfProgressOf(item(2, 0.3, 0))).toEqual({ continueIndex: 1, label: "No chapters published", fraction: 0, isStarted: false, returnsTo: null });
  });
});

describe("chapterPlace", () => {
  it("names the chapter by its title, and not twice by its number", () => {
    expect(chapterPlace(2, "The Singing Tree")).toBe("chapter 2, The Singing Tree");
    expect(chapterPlace(3, "Chapter 3")).toBe("chapter 3");
    expect(chapterPlace(3, "chapter 3.")).toBe("chapter 3");
    expect(chapterPlace(3, "Chapter 30")).toBe("chapter 3, Chapter 30");
    expect(chapterPlace(4, null)).toBe("chapter 4");
    expect(chapterPlace(4, "  ")).toBe("chapter 4");
  });

  it("prefers the chapter's own title to its heading", () => {
    expect(chapterPlace(1, "Chapter 1", "The Net Loft")).toBe("chapter 1, The Net Loft");
    expect(chapterPlace(1, "Interlude", "The Net Loft")).toBe("chapter 1, The Net Loft");
    expect(chapterPlace(1, "Interlude", " ")).toBe("chapter 1, Interlude");
  });
});

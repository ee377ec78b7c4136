import { describe, expect, it } from "vitest";
import type { ChapterAccessView, PublicBookView, PublicChapterSummaryView, PublicChapterView } from "@storyloom/api/client";
import { apiAnswering } from "../auth/testApi.ts";
import { loadReadingPage } from "./loadReadingPage.ts";

const book: PublicBookView = {
  id: 7,
  slug: "the-long-night",
  type: "STORY",
  title: "The Long Night",
  imgUrl: null,
  genre: null,
  author: { id: 3, name: "Ada Reed", imgUrl: null },
  rating: null,
  reviewsCount: 0,
  chaptersCount: 3,
  publishedAt: "2026-01-01T00:00:00.000Z",
  lastChapterPublishedAt: "2026-01-03T00:00:00.000Z",
  description: null,
  customChapterNumbering: false,
  publicChaptersCount: 2,
  subscribersOnly: false,
  chapterPrice: 99,
  bundlePrice: 999,
  series: { id: 4, title: "Nights", number: 1 },
  readersCount: null,
  viewsCount: null,
  wordsCount: 9000,
  authorTheme: null,
  authorSubscriptionEnabled: true,
  customDomain: null,
  hasEpub: false,
  isSuspended: false,
  hasPaywall: true,
};

const summaryOf = (index: number): PublicChapterSummaryView => ({
  index,
  title: `Part ${index}`,
  heading: `Chapter ${index}`,
  wordCount: 3000,
  publishedAt: null,
  access: index <= 2 ? "free" : "locked",
  hasAudio: false,
});
const summaries = [1, 2, 3].map(summaryOf);

const chapter = (index: number): PublicChapterView => ({
  ...summaryOf(index),
  bookId: 7,
  markup: `<p>Text of chapter ${index}</p>`,
  previousIndex: index > 1 ? index - 1 : null,
  nextIndex: index < 3 ? index + 1 : null,
  chaptersCount: 3,
});

const lockedAccess: ChapterAccessView = {
  chapterIndex: 3,
  isOpen: false,
  reason: "locked",
  unlock: {
    needsSignIn: true,
    freeChaptersCount: 2,
    canBuyChapters: true,
    chapterPrice: 99,
    bundlePrice: 999,
    canSubscribe: true,
    unlocksFreeAt: null,
    subscribersOnlyUntil: null,
    chapterPacks: [1, 2, 3],
  },
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const notFound = () => json(404, { error: { code: "not_found", message: "Book not found" } });

/** The reader API of one published book of three chapters, the third locked. */
function readerApi({ bookExists = true }: { bookExists?: boolean } = {}) {
  const calls: string[] = [];
  const api = apiAnswering((url) => {
    calls.push(url.pathname);
    const match = /^\/api\/v1\/readers\/books\/(\d+)(\/chapters(?:\/(\d+)(\/check-access)?)?)?$/.exec(url.pathname);
    if (!match || !bookExists || match[1] !== "7") return notFound();
    if (!match[2]) return json(200, { book });
    if (!match[3]) return json(200, { chapters: summaries });
    const index = Number(match[3]);
    if (index > 3) return json(404, { error: { code: "not_found", message: "Chapter not found" } });
    if (match[4]) return json(200, { access: index === 3 ? lockedAccess : { chapterIndex: index, isOpen: true, reason: "free", unlock: null } });
    if (index === 3) return json(403, { error: { code: "chapter_locked", message: "This chapter is locked." } });
    return json(200, { chapter: chapter(index) });
  });
  return { client: api.client, calls };
}

const platform = { kind: "platform" } as const;

describe("loadReadingPage", () => {
  it("loads an open chapter with its book and table of contents", async () => {
    const { client } = readerApi();
    const load = await loadReadingPage(client, { site: platform, bookId: 7, slug: "the-long-night", chapterIndex: 2, search: "" });
    expect(load).toEqual({ kind: "open", book, chapters: summaries, chapter: chapter(2) });
  });

  it("answers a locked chapter with what unlocks it, and no text", async () => {
    const { client, calls } = readerApi();
    const load = await loadReadingPage(client, { site: platform, bookId: 7, slug: "the-long-night", chapterIndex: 3, search: "" });
    expect(load).toEqual({ kind: "locked", book, chapters: summaries, summary: summaries[2], access: lockedAccess });
    expect(calls).toContain("/api/v1/readers/books/7/chapters/3/check-access");
  });

  it("sends an unknown or unpublished book to the book-not-found page", async () => {
    const { client } = readerApi({ bookExists: false });
    expect(await loadReadingPage(client, { site: platform, bookId: 7, slug: "x", chapterIndex: 1, search: "" })).toEqual({ kind: "bookNotFound" });
  });

  it("redirects a wrong slug to the canonical address, keeping the query", async () => {
    const { client } = readerApi();
    expect(await loadReadingPage(client, { site: platform, bookId: 7, slug: "old-title", chapterIndex: 1, search: "?ref=mail" })).toEqual({
      kind: "redirect",
      location: "/book/the-long-night/7/chapter/1?ref=mail",
    });
  });

  it("finds no chapter past the last published one", async () => {
    const { client } = readerApi();
    expect(await loadReadingPage(client, { site: platform, bookId: 7, slug: "the-long-night", chapterIndex: 9, search: "" })).toEqual({
      kind: "chapterNotFound",
    });
  });

  it("reads a book domain's book at /chapter/{index} and sends its /book/… address there", async () => {
    const { client } = readerApi();
    const site = { kind: "book", bookId: 7 } as const;
    expect(await loadReadingPage(client, { site, bookId: 7, slug: null, chapterIndex: 1, search: "" })).toMatchObject({ kind: "open" });
    expect(await loadReadingPage(client, { site, bookId: 7, slug: "the-long-night", chapterIndex: 1, search: "" })).toEqual({
      kind: "redirect",
      location: "/chapter/1",
    });
  });

  it("serves a series domain's own books only", async () => {
    const { client } = readerApi();
    const request = { bookId: 7, slug: "the-long-night", chapterIndex: 1, search: "" };
    expect(await loadReadingPage(client, { ...request, site: { kind: "series", seriesId: 4 } })).toMatchObject({ kind: "open" });
    expect(await loadReadingPage(client, { ...request, site: { kind: "series", seriesId: 5 } })).toEqual({ kind: "bookNotFound" });
    expect(await loadReadingPage(client, { ...request, site: { kind: "book", bookId: 8 } })).toEqual({ kind: "bookNotFound" });
  });

  it("fails the page when the API fails", async () => {
    const client = apiAnswering(() => json(500, { error: { message: "Internal server error" } })).client;
    await expect(loadReadingPage(client, { site: platform, bookId: 7, slug: "the-long-night", chapterIndex: 1, search: "" })).rejects.toThrow(
      "Internal server error",
    );
  });
});

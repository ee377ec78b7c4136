import { describe, expect, expectTypeOf, it } from "vitest";
import type { getBookChapterAccessRoute } from "../routes/books/router.ts";
import { fakeFetch, jsonResponse } from "./fakeFetch.ts";
import { checkBookPublishable, createApiClient, createBook, deleteBook, getBook, getBookChapterAccess, listBooks, listGenres, updateBook } from "./index.ts";
import type { BookView, ChapterAccessOverviewView } from "./index.ts";

const book: BookView = {
  id: 7,
  type: "STORY",
  title: "The Lantern Road",
  status: "DRAFT",
  description: null,
  imgUrl: null,
  genreId: 3,
  genre: { id: 3, name: "Mystery", category: "FICTION" },
  seriesId: null,
  subscribersOnly: false,
  customChapterNumbering: false,
  publicChaptersCount: 0,
  chapterPrice: null,
  bundle: false,
  bundlePrice: null,
  paidLatestChaptersCount: null,
  freeAfterDays: null,
  subscriberEarlyDays: null,
  readersCount: 0,
  viewsCount: 0,
  chaptersCount: 2,
  wordsCount: 1200,
  publishedAt: null,
  scheduledPublicationAt: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:00.000Z",
};

describe("the books calls", () => {
  it("listBooks sends the search, sort and paging, leaving out an empty search", async () => {
    const page = { items: [book], total: 1, page: 2, pageSize: 10 };
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, page));
    const client = createApiClient({ baseUrl: "", fetch });
    expect(await listBooks(client, { search: "", sort: "title", page: 2, pageSize: 10 })).toEqual(page);
    await listBooks(client, { search: "lantern" });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ["GET", "/api/v1/books?sort=title&page=2&pageSize=10"],
      ["GET", "/api/v1/books?search=lantern"],
    ]);
  });

  it("createBook posts the new book and getBook reads one by id", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(201, { book }));
    const client = createApiClient({ baseUrl: "", fetch });
    expect(await createBook(client, { type: "STORY", title: "The Lantern Road", genreId: 3 })).toEqual({ book });
    expect(await getBook(client, 7)).toEqual({ book });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["POST", "/api/v1/books", '{"type":"STORY","title":"The Lantern Road","genreId":3}'],
      ["GET", "/api/v1/books/7", undefined],
    ]);
  });

  it("updateBook patches only the fields given, null included", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { book }));
    await updateBook(createApiClient({ baseUrl: "", fetch }), 7, { description: null, subscribersOnly: true });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([["PATCH", "/api/v1/books/7", '{"description":null,"subscribersOnly":true}']]);
  });

  it("deleteBook sends DELETE with the confirming title as its body", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { ok: true }));
    expect(await deleteBook(createApiClient({ baseUrl: "", fetch }), 7, { confirmTitle: "The Lantern Road" })).toEqual({ ok: true });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([["DELETE", "/api/v1/books/7", '{"confirmTitle":"The Lantern Road"}']]);
  });

  it("checkBookPublishable answers what is missing, and a 404 rejects with the error body", async () => {
    const missing = { isPublishable: false, missing: ["description", "chapterWithText"] };
    const notFound = { error: { code: "not_found", message: "Book not found." } };
    let answer = jsonResponse(200, missing);
    const { fetch, calls } = fakeFetch(() => answer);
    const client = createApiClient({ baseUrl: "", fetch });
    expect(await checkBookPublishable(client, 7)).toEqual(missing);
    answer = jsonResponse(404, notFound);
    await expect(checkBookPublishable(client, 8)).rejects.toEqual(notFound);
    expect(calls.map((c) => c.url)).toEqual(["/api/v1/books/7/is-publishable", "/api/v1/books/8/is-publishable"]);
  });

  it("updateBook sends prices and paywall rules as given, null turning one off", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { book }));
    await updateBook(createApiClient({ baseUrl: "", fetch }), 7, { chapterPrice: 99, bundle: true, bundlePrice: 1500, freeAfterDays: null });
    expect(calls.map((c) => c.body)).toEqual(['{"chapterPrice":99,"bundle":true,"bundlePrice":1500,"freeAfterDays":null}']);
  });

  it("getBookChapterAccess reads who can read each chapter, typed as the route answers", async () => {
    const overview: ChapterAccessOverviewView = {
      chapters: [{ chapterId: 3, number: 1, title: "Arrival", today: "SUBSCRIBERS", changesAt: "2026-11-28T10:00:00.000Z", then: "BUYERS_AND_SUBSCRIBERS" }],
    };
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, overview));
    expect(await getBookChapterAccess(createApiClient({ baseUrl: "", fetch }), 7)).toEqual(overview);
    expect(calls.map((c) => [c.method, c.url])).toEqual([["GET", "/api/v1/books/7/chapter-access"]]);
    expectTypeOf<Awaited<ReturnType<typeof getBookChapterAccess>>>().toEqualTypeOf<NonNullable<(typeof getBookChapterAccessRoute)["responseType"]>>();
  });
});

describe("the genres call", () => {
  it("listGenres gets every genre with its category", async () => {
    const genres = { items: [{ id: 1, name: "Mystery", category: "FICTION" }] };
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, genres));
    expect(await listGenres(createApiClient({ baseUrl: "", fetch }))).toEqual(genres);
    expect(calls.map((c) => [c.method, c.url])).toEqual([["GET", "/api/v1/genres"]]);
  });
});

import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "./fakeFetch.ts";
import {
  createApiClient,
  createChapter,
  createChapterVersion,
  deleteChapter,
  getChapter,
  getChapterVersion,
  isChapterConflict,
  listChapters,
  listChapterVersions,
  moveChapter,
  renameChapterVersion,
  restoreChapterVersion,
  updateChapter,
} from "./index.ts";

const summary = {
  id: 7,
  number: 1,
  title: "One",
  status: "DRAFT",
  customNumbering: null,
  wordCount: 2,
  updatedAt: "2026-11-23T10:00:00.000Z",
  version: 3,
  hasStagedChanges: false,
};

describe("the chapter calls", () => {
  it("send each call to its path with its method and body", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, {}));
    const client = createApiClient({ baseUrl: "", fetch });
    await listChapters(client, 4);
    await createChapter(client, 4, { title: "New" });
    await getChapter(client, 4, 7);
    await updateChapter(client, 4, 7, { markup: "<p>x</p>", version: 3 });
    await deleteChapter(client, 4, 7);
    await moveChapter(client, 4, 7, { number: 2 });
    await listChapterVersions(client, 4, 7, { page: 2 });
    await createChapterVersion(client, 4, 7, { versionName: "Before the rewrite" });
    await getChapterVersion(client, 4, 7, 9);
    await renameChapterVersion(client, 4, 7, 9, { versionName: "First draft" });
    await restoreChapterVersion(client, 4, 7, 9);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["GET", "/api/v1/books/4/chapters", undefined],
      ["POST", "/api/v1/books/4/chapters", '{"title":"New"}'],
      ["GET", "/api/v1/books/4/chapters/7", undefined],
      ["PATCH", "/api/v1/books/4/chapters/7", '{"markup":"<p>x</p>","version":3}'],
      ["DELETE", "/api/v1/books/4/chapters/7", undefined],
      ["POST", "/api/v1/books/4/chapters/7/move", '{"number":2}'],
      ["GET", "/api/v1/books/4/chapters/7/chapter-versions?page=2", undefined],
      ["POST", "/api/v1/books/4/chapters/7/chapter-versions", '{"versionName":"Before the rewrite"}'],
      ["GET", "/api/v1/books/4/chapters/7/chapter-versions/9", undefined],
      ["PATCH", "/api/v1/books/4/chapters/7/chapter-versions/9", '{"versionName":"First draft"}'],
      ["POST", "/api/v1/books/4/chapters/7/chapter-versions/9/restore", undefined],
    ]);
  });

  it("listChapters answers the list as the API sent it", async () => {
    const { fetch } = fakeFetch(() => jsonResponse(200, { chapters: [summary] }));
    expect(await listChapters(createApiClient({ baseUrl: "", fetch }), 4)).toEqual({ chapters: [summary] });
  });

  it("updateChapter rejects a stale edit with the current text, which isChapterConflict recognises", async () => {
    const current = { version: 4, title: "One", markup: "<p>Theirs</p>", customNumbering: null, updatedAt: "2026-11-23T10:00:00.000Z" };
    const conflict = { error: { code: "edit_conflict", message: "This chapter was changed elsewhere.", current } };
    const { fetch } = fakeFetch(() => jsonResponse(409, conflict));
    const rejection: unknown = await updateChapter(createApiClient({ baseUrl: "", fetch }), 4, 7, { markup: "<p>Mine</p>", version: 3 }).catch(
      (error: unknown) => error,
    );
    expect(isChapterConflict(rejection)).toBe(true);
    expect(rejection).toEqual(conflict);
    expect(isChapterConflict({ error: { code: "validation_error", message: "Bad." } })).toBe(false);
  });
});

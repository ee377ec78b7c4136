import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "./fakeFetch.ts";
import { createApiClient, publishBook, publishChapter, scheduleBookPublication, scheduleChapterPublication, unpublishBook, unpublishChapter } from "./index.ts";

describe("the publishing calls", () => {
  it("post to the book's publish, schedule-publish and unpublish with the dialog's choices", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { book: { id: 7 } }));
    const client = createApiClient({ baseUrl: "", fetch });
    await publishBook(client, 7, { publishType: "new_collection", seriesTitle: "The Lamp Trilogy" });
    await scheduleBookPublication(client, 7, { scheduledPublicationAt: "2026-12-01T09:00:00.000Z", publishType: "existing_collection", seriesId: 3 });
    await scheduleBookPublication(client, 7, { scheduledPublicationAt: null });
    await unpublishBook(client, 7);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["POST", "/api/v1/books/7/publish", '{"publishType":"new_collection","seriesTitle":"The Lamp Trilogy"}'],
      ["POST", "/api/v1/books/7/schedule-publish", '{"scheduledPublicationAt":"2026-12-01T09:00:00.000Z","publishType":"existing_collection","seriesId":3}'],
      ["POST", "/api/v1/books/7/schedule-publish", '{"scheduledPublicationAt":null}'],
      ["POST", "/api/v1/books/7/unpublish", undefined],
    ]);
  });

  it("post to the chapter's publish, schedule-publish and unpublish", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { chapter: { id: 9 } }));
    const client = createApiClient({ baseUrl: "", fetch });
    await publishChapter(client, 7, 9);
    await publishChapter(client, 7, 9, { sendEmailWhenPublished: true, version: 4 });
    await scheduleChapterPublication(client, 7, 9, { scheduledPublicationAt: "2026-12-01T09:00:00.000Z", scheduledUnlockAt: null });
    await unpublishChapter(client, 7, 9);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["POST", "/api/v1/books/7/chapters/9/publish", "{}"],
      ["POST", "/api/v1/books/7/chapters/9/publish", '{"sendEmailWhenPublished":true,"version":4}'],
      ["POST", "/api/v1/books/7/chapters/9/schedule-publish", '{"scheduledPublicationAt":"2026-12-01T09:00:00.000Z","scheduledUnlockAt":null}'],
      ["POST", "/api/v1/books/7/chapters/9/unpublish", undefined],
    ]);
  });
});

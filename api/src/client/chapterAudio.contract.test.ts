import { describe, expect, expectTypeOf, it } from "vitest";
import { AUDIO_UPLOAD_MAX_BYTES as SERVER_MAX } from "@storyloom/domain/services/chapterAudio/uploadChapterAudio.ts";
import type * as audioRoutes from "../routes/chapterAudio/router.ts";
import { AUDIO_UPLOAD_MAX_BYTES, chapterAudioFilePath, readerChapterAudioPath } from "./chapterAudio.ts";
import type * as audioCalls from "./chapterAudio.ts";

type RouteAnswer<R extends { readonly responseType?: unknown }> = NonNullable<R["responseType"]>;
type CallAnswer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

// Checked by the typecheck (see contract.test.ts): each call answers what its route does.
describe("the chapter audio client", () => {
  it("answers what the routes answer", () => {
    expectTypeOf<CallAnswer<typeof audioCalls.getChapterAudio>>().toEqualTypeOf<RouteAnswer<typeof audioRoutes.getChapterAudioRoute>>();
    expectTypeOf<CallAnswer<typeof audioCalls.uploadChapterAudio>>().toEqualTypeOf<RouteAnswer<typeof audioRoutes.uploadChapterAudioRoute>>();
    expectTypeOf<CallAnswer<typeof audioCalls.deleteChapterAudio>>().toEqualTypeOf<RouteAnswer<typeof audioRoutes.deleteChapterAudioRoute>>();
  });

  it("links the players to the routes' paths", () => {
    expect(chapterAudioFilePath(3, 14)).toBe("/api/v1/books/3/chapters/14/audio/file");
    expect(readerChapterAudioPath(3, 2)).toBe("/api/v1/readers/books/3/chapters/2/audio");
  });

  it("refuses in the browser what the API would refuse", () => {
    expect(AUDIO_UPLOAD_MAX_BYTES).toBe(SERVER_MAX);
  });
});

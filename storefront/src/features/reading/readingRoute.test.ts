import { describe, expect, it } from "vitest";
import { answerReadingRoute } from "./readingRoute.ts";

describe("answerReadingRoute", () => {
  it("sends an unknown book to /not-found-book", () => {
    expect(answerReadingRoute({ kind: "bookNotFound" })).toEqual({ kind: "redirect", location: "/not-found-book", status: 302 });
  });

  it("moves a wrong address to the canonical one for good", () => {
    expect(answerReadingRoute({ kind: "redirect", location: "/book/a/1/chapter/2" })).toEqual({
      kind: "redirect",
      location: "/book/a/1/chapter/2",
      status: 301,
    });
  });

  it("answers a missing chapter with the 404 page", () => {
    expect(answerReadingRoute({ kind: "chapterNotFound" })).toEqual({ kind: "notFound" });
  });
});

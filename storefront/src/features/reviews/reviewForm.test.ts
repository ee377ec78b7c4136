import { describe, expect, it } from "vitest";
import { RATING_MESSAGE, initialReviewForm, markupToText, parseReviewForm, textToMarkup } from "./reviewForm.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("parseReviewForm", () => {
  it("turns a valid form into the API's body", () => {
    expect(parseReviewForm(form({ rating: "4", title: "  Eerie and kind ", text: "First <b>para</b>.\n\nSecond\nline." }))).toEqual({
      ok: true,
      body: { rating: 4, title: "Eerie and kind", markup: "<p>First &lt;b&gt;para&lt;/b&gt;.</p><p>Second<br>line.</p>" },
    });
  });

  it("sends an empty title and text as null", () => {
    expect(parseReviewForm(form({ rating: "5", title: " ", text: "" }))).toEqual({ ok: true, body: { rating: 5, title: null, markup: null } });
  });

  it("asks for a rating from 1 to 5 and keeps what was typed", () => {
    for (const rating of ["", "0", "6", "4.5", "five"]) {
      const result = parseReviewForm(form({ rating, title: "Kept", text: "Also kept" }));
      expect(result).toEqual({ ok: false, state: { values: { rating, title: "Kept", text: "Also kept" }, errors: { rating: RATING_MESSAGE } } });
    }
  });

  it("caps the title and the text", () => {
    const result = parseReviewForm(form({ rating: "3", title: "t".repeat(201), text: "x".repeat(5001) }));
    expect(result).toMatchObject({
      ok: false,
      state: { errors: { title: "Input can't be longer than 200 characters.", text: "Input can't be longer than 5000 characters." } },
    });
  });
});

describe("review text and markup", () => {
  it("round-trips what the reader typed", () => {
    const text = "One & <two>\nline\n\nThree";
    expect(markupToText(textToMarkup(text))).toBe(text);
    expect(textToMarkup("  \n\n ")).toBeNull();
  });

  it("fills the form with the reader's saved review", () => {
    const mine = {
      id: 1,
      bookId: 2,
      reader: { id: 3, name: "Sam", imgUrl: null },
      rating: 5,
      title: null,
      markup: "<p>Loved it</p>",
      reviewedAt: "2026-01-01T00:00:00Z",
      reviewReactionsSum: 0,
      myReaction: 0,
      isMine: true,
    };
    expect(initialReviewForm(mine)).toEqual({ values: { rating: "5", title: "", text: "Loved it" }, errors: {} });
    expect(initialReviewForm(null).values).toEqual({ rating: "", title: "", text: "" });
  });
});

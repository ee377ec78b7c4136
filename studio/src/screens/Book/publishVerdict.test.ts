import { describe, expect, it } from "vitest";
import { publishVerdict } from "./publishVerdict.ts";

const readers = (patch: Partial<{ publishedChapters: number; free: number; forSale: number; forSubscribers: number; closed: number }>) => ({
  publishedChapters: 3,
  free: 0,
  forSale: 0,
  forSubscribers: 0,
  closed: 0,
  ...patch,
});
const noPrices = { chapterPrice: null, bundle: false, bundlePrice: null };

describe("publishVerdict", () => {
  it("warns that a book published with its defaults opens to nobody", () => {
    expect(publishVerdict(readers({ closed: 3 }), noPrices, false)).toEqual({
      tone: "warning",
      text: "Nobody will be able to read this book: none of its 3 chapters is free or for sale. Make the first chapters free (Free chapters), or set prices or a subscription.",
    });
  });

  it("says why prices sell nothing when the payout account is not connected", () => {
    expect(publishVerdict(readers({ free: 1, closed: 2 }), { chapterPrice: 99, bundle: false, bundlePrice: null }, false).text).toBe(
      "2 chapters of 3 will open to nobody: not free, not for sale. 1 chapter is free. Your prices sell nothing until your payout account is connected (My account, Payouts). Make the first chapters free (Free chapters), or set prices or a subscription.",
    );
  });

  it("names what is free, for sale and for subscribers when every chapter opens to someone", () => {
    expect(publishVerdict(readers({ free: 1, forSale: 2 }), { chapterPrice: 99, bundle: true, bundlePrice: 499 }, true)).toEqual({
      tone: "ready",
      text: "Of the 3 chapters readers will see, 1 chapter is free; 2 chapters are for sale at $0.99 each, or $4.99 for the whole book.",
    });
    expect(publishVerdict(readers({ forSale: 2, forSubscribers: 1 }), { chapterPrice: null, bundle: true, bundlePrice: 499 }, true).text).toBe(
      "Of the 3 chapters readers will see, 2 chapters are for sale with the whole book at $4.99; 1 chapter is for subscribers.",
    );
  });

  it("says all is free when it is", () => {
    expect(publishVerdict(readers({ free: 3 }), noPrices, false)).toEqual({ tone: "ready", text: "Readers will be able to read all 3 chapters for free." });
  });

  it("says it of a book's one chapter in the singular", () => {
    expect(publishVerdict(readers({ publishedChapters: 1, closed: 1 }), noPrices, true).text).toMatch(
      /^Nobody will be able to read this book: its one chapter is neither free nor for sale\./,
    );
  });

  it("warns when no chapter is published yet", () => {
    expect(publishVerdict(readers({ publishedChapters: 0 }), noPrices, true).tone).toBe("warning");
  });
});

import { describe, expect, it } from "vitest";
import type { ChapterAccessReason } from "@storyloom/api/client";
import { bookAccessLine } from "./bookAccess.ts";
import type { BookOffer } from "./bookAccess.ts";

const chapters = (...access: ChapterAccessReason[]) => access.map((reason) => ({ access: reason }));
const offer = (patch: Partial<BookOffer> = {}): BookOffer => ({
  subscribersOnly: false,
  chapterPrice: null,
  bundlePrice: null,
  subscriptionOffered: false,
  ...patch,
});

describe("bookAccessLine", () => {
  it("says every chapter is free when it is", () => {
    expect(bookAccessLine(offer({ chapterPrice: 99 }), chapters("free", "free"))).toBe("Every chapter is free to read.");
  });

  it("names what is free and what the rest costs", () => {
    const lantern = chapters("free", "free", "locked", "locked", "locked");
    expect(bookAccessLine(offer({ chapterPrice: 99, bundlePrice: 499 }), lantern)).toBe(
      "The first 2 chapters are free; the others are $0.99 each, or $4.99 for the whole book.",
    );
    expect(bookAccessLine(offer({ chapterPrice: 99 }), lantern)).toBe("The first 2 chapters are free; the others are $0.99 each.");
    expect(bookAccessLine(offer({ bundlePrice: 499 }), chapters("free", "locked"))).toBe("The first chapter is free; the whole book is $4.99.");
    expect(bookAccessLine(offer({ subscriptionOffered: true }), lantern)).toBe("The first 2 chapters are free; the others are for subscribers.");
    expect(bookAccessLine(offer(), lantern)).toBe("The first 2 chapters are free; the others are not on sale yet.");
  });

  it("counts free chapters that are not the first ones (the paywall's dates) as a share", () => {
    expect(bookAccessLine(offer({ chapterPrice: 99 }), chapters("locked", "free", "locked"))).toBe("1 of 3 chapters is free; the others are $0.99 each.");
  });

  it("gives the prices alone when nothing is free", () => {
    const paid = chapters("locked", "locked");
    expect(bookAccessLine(offer({ chapterPrice: 99, bundlePrice: 499 }), paid)).toBe("Chapters are $0.99 each, or $4.99 for the whole book.");
    expect(bookAccessLine(offer({ bundlePrice: 499 }), paid)).toBe("The whole book is $4.99.");
    expect(bookAccessLine(offer({ subscriptionOffered: true }), paid)).toBe("Chapters are for subscribers.");
  });

  it("says so when nothing opens the chapters: no free chapter and nothing on sale (a book published with its defaults)", () => {
    expect(bookAccessLine(offer(), chapters("locked", "locked", "locked"))).toBe(
      "No chapter can be read yet: the author has not made any free or put any on sale.",
    );
  });

  it("keeps a subscribers-only book's free chapters and sends the rest to subscribers", () => {
    expect(bookAccessLine(offer({ subscribersOnly: true, chapterPrice: 99 }), chapters("free", "locked"))).toBe(
      "The first chapter is free; the others are for subscribers.",
    );
    expect(bookAccessLine(offer({ subscribersOnly: true }), chapters("locked"))).toBe("This book is for subscribers.");
  });

  it("says nothing for a book without published chapters", () => {
    expect(bookAccessLine(offer({ chapterPrice: 99 }), [])).toBe("");
  });
});

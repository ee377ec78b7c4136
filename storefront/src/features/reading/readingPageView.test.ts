import { describe, expect, it } from "vitest";
import type { AuthSession } from "@storyloom/api/client";
import { chapterLabel, neighboursOf, pageThemeOf, readingCacheHints, visitorOf } from "./readingPageView.ts";

const session = (readerProfile: AuthSession["user"]["readerProfile"]): AuthSession => ({
  user: { id: 1, email: "rita@example.com", profile: { id: 2 }, readerProfile, permissions: [] },
  expires: "2030-01-01T00:00:00.000Z",
});
const book = { id: 7, author: { id: 3, name: "Ada", imgUrl: null }, series: { id: 4, title: "Nights", number: 1 } };

describe("readingCacheHints", () => {
  it("tags the page with its book, author and series", () => {
    expect(readingCacheHints(book, "free").tags).toEqual(["book:7", "author:3", "series:4"]);
  });

  it("shares a free chapter's HTML with signed-in readers, and nothing else", () => {
    expect(readingCacheHints(book, "free").shared).toBe(true);
    for (const access of ["locked", "bought", "subscribed", "author", "admin"] as const) {
      expect(readingCacheHints(book, access).shared).toBe(false);
    }
  });
});

describe("visitorOf", () => {
  it("knows a signed-in reader", () => {
    expect(visitorOf({ session: session({ id: 5, theme: "DARK" }), isSessionUnavailable: false, sharedWithSignedIn: true })).toBe("reader");
  });

  it("knows an anonymous visitor of a page only anonymous visitors get", () => {
    expect(visitorOf({ session: null, isSessionUnavailable: false, sharedWithSignedIn: false })).toBe("anonymous");
  });

  it("leaves it to the script when signed-in readers may get the same HTML", () => {
    expect(visitorOf({ session: null, isSessionUnavailable: false, sharedWithSignedIn: true })).toBe("unknown");
    expect(visitorOf({ session: null, isSessionUnavailable: true, sharedWithSignedIn: false })).toBe("unknown");
  });
});

describe("pageThemeOf", () => {
  it("renders the signed-in reader's theme, else the author's, else light", () => {
    expect(pageThemeOf(session({ id: 5, theme: "GREY" }), { authorTheme: "DARK" })).toBe("grey");
    expect(pageThemeOf(null, { authorTheme: "DARK" })).toBe("dark");
    expect(pageThemeOf(null, { authorTheme: null })).toBe("light");
  });
});

describe("chapterLabel", () => {
  it("joins heading and title", () => {
    expect(chapterLabel({ heading: "Chapter 3", title: "The storm" })).toBe("Chapter 3: The storm");
    expect(chapterLabel({ heading: "Chapter 3", title: null })).toBe("Chapter 3");
    expect(chapterLabel({ heading: "Prologue", title: "Prologue" })).toBe("Prologue");
  });
});

describe("neighboursOf", () => {
  it("links the chapters around this one", () => {
    expect(neighboursOf(1, 3)).toEqual({ previousIndex: null, nextIndex: 2 });
    expect(neighboursOf(2, 3)).toEqual({ previousIndex: 1, nextIndex: 3 });
    expect(neighboursOf(3, 3)).toEqual({ previousIndex: 2, nextIndex: null });
  });
});

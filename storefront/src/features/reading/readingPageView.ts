/** What the reading page renders around the chapter, and how the render cache may keep it. Pure. */
import type { AuthSession, ChapterAccessReason, PublicBookView, PublicChapterSummaryView } from "@storyloom/api/client";
import { bookTags } from "../catalogue/cacheHints.ts";
import type { CacheHints } from "../catalogue/cacheHints.ts";
import { resolveTheme } from "./readerSettings.ts";
import type { Theme } from "./readerSettings.ts";

/**
 * How the render cache may keep a rendered chapter (open or locked): it shows the
 * book, its author and series. A signed-in reader may get the very same HTML only
 * when an anonymous visitor reads the chapter for free; otherwise what they see
 * depends on them.
 */
export function readingCacheHints(book: Pick<PublicBookView, "id" | "author" | "series">, access: ChapterAccessReason): CacheHints {
  return { tags: bookTags([book]), shared: access === "free" };
}

/**
 * Who the page was rendered for, for its script: "reader" (a signed-in reader: save
 * settings and progress), "anonymous", or "unknown" when the HTML may be shared
 * with signed-in readers or the session could not be read (the script then asks).
 */
export type Visitor = "reader" | "anonymous" | "unknown";

export function visitorOf(input: { session: AuthSession | null; isSessionUnavailable: boolean; sharedWithSignedIn: boolean }): Visitor {
  if (input.session) return input.session.user.readerProfile ? "reader" : "anonymous";
  return input.isSessionUnavailable || input.sharedWithSignedIn ? "unknown" : "anonymous";
}

/**
 * The theme the server renders (docs/product.md, States and transitions, without the device's own setting, which the
 * head script applies): the signed-in reader's, else the author's default, else light.
 */
export function pageThemeOf(session: AuthSession | null, book: Pick<PublicBookView, "authorTheme">): Theme {
  return resolveTheme(undefined, session?.user.readerProfile?.theme, book.authorTheme);
}

/** "Chapter 3: The storm", or the heading alone for an untitled chapter. */
export function chapterLabel(chapter: Pick<PublicChapterSummaryView, "heading" | "title">): string {
  const title = chapter.title?.trim();
  return title && title !== chapter.heading ? `${chapter.heading}: ${title}` : chapter.heading;
}

/** The previous and next chapter indexes around `index` among `count` published chapters. */
export function neighboursOf(index: number, count: number): { previousIndex: number | null; nextIndex: number | null } {
  return { previousIndex: index > 1 ? Math.min(index - 1, count) : null, nextIndex: index < count ? index + 1 : null };
}

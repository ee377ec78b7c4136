import type { BookRef } from "../../lib/readerPaths.ts";
import { readerPaths } from "../../lib/readerPaths.ts";
import type { ServedSite } from "./siteLinks.ts";

/**
 * The personal parts of a book's pages (docs/decisions/storefront-and-render-cache.md, Render cache of public pages): the
 * chapter list with the reader's own access and the reviews section with their
 * review form and reactions. The page itself is rendered for nobody and shared
 * from the render cache; a signed-in reader's browser asks
 * `/personal/book/{id}?view=…` for these parts, rendered by the same components,
 * and puts them in place (features/session/personalParts.ts).
 */
export const PERSONAL_VIEWS = ["book", "table-contents", "reviews"] as const;
export type PersonalView = (typeof PERSONAL_VIEWS)[number];

/** The parts each page shows: the book page both, a book domain's /table-contents its chapters, /reviews its reviews. */
export const PARTS_OF_VIEW: Record<PersonalView, { chapters: boolean; reviews: boolean }> = {
  book: { chapters: true, reviews: true },
  "table-contents": { chapters: true, reviews: false },
  reviews: { chapters: false, reviews: true },
};

export function parsePersonalView(raw: string | null): PersonalView | null {
  return PERSONAL_VIEWS.find((view) => view === raw) ?? null;
}

/** The address a page of `view` asks for its personal parts, keeping the reviews page it shows. */
export function personalPartsHref(bookId: number, view: PersonalView, reviewsPage: number | null = null): string {
  const query = new URLSearchParams({ view });
  if (reviewsPage !== null && reviewsPage > 1) query.set("reviewsPage", String(reviewsPage));
  return `/personal/book/${bookId}?${query}`;
}

/** Where the review forms of `view` post: the page they are shown on. */
export function reviewFormPath(site: ServedSite, book: BookRef, view: PersonalView): string {
  return view === "reviews" ? "/reviews" : readerPaths.book(site, book);
}

/**
 * The query parameter of the "Sign in to review" link's way back. The render
 * cache answers no URL with a parameter it does not know (lib/renderCache.ts),
 * so a signed-in reader whose browser runs no script, sent back to a shared
 * page, gets it rendered for them, with their review form.
 */
export const SIGNED_IN_RETURN = "signedIn=1";

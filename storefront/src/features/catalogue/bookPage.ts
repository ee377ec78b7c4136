import { paths, withCallbackUrl } from "../../lib/paths.ts";
import { initialReviewForm } from "../reviews/reviewForm.ts";
import type { ReviewFormState } from "../reviews/reviewForm.ts";
import { noticeOf, runReviewAction } from "../reviews/reviewActions.ts";
import type { ReportFormState } from "../reviews/reviewActions.ts";
import { loadBookPage } from "./loaders.ts";
import type { BookPageData } from "./loaders.ts";
import { SIGNED_IN_RETURN } from "./personalParts.ts";
import { parsePositiveInt } from "./readQuery.ts";
import { createSiteLinks } from "./siteLinks.ts";
import type { ServedSite, SiteLinks } from "./siteLinks.ts";

/** What the reviews section shows besides the reviews. */
export interface ReviewUi {
  isSignedIn: boolean;
  /** The signed-in reader may write (or has written) a review: the form is shown. */
  canReview: boolean;
  form: ReviewFormState;
  /** A report form to show again, open, with its message. */
  report: ReportFormState | null;
  /** A failure of an action that is no form's (a reaction). */
  message: string | null;
  /** The confirmation after a finished action. */
  notice: string | null;
  /** Sign in, then come back to the reviews. */
  signInHref: string;
}

export type BookPageOutcome =
  { kind: "redirect"; location: string; status: 301 | 302 | 303 } | { kind: "page"; data: BookPageData; reviewUi: ReviewUi; status: number };

export interface BookPageInput {
  locals: Pick<App.Locals, "api" | "session" | "form" | "origin">;
  site: ServedSite;
  publicUrl: string;
  method: string;
  url: URL;
  bookId: number;
}

/**
 * Where a visitor signs in to review, coming back to this page's reviews: on a
 * custom domain through the platform's sign-in and consent page (features/auth/siteHandoff.ts).
 */
function signInHrefFor(site: ServedSite, publicUrl: string, origin: string, url: URL): string {
  // Back to a render of the reader's own, not the shared cached page (their review form without JavaScript).
  const back = `${origin}${url.pathname}?${SIGNED_IN_RETURN}#reviews`;
  if (site.kind === "platform") return withCallbackUrl(paths.login, back);
  return new URL(withCallbackUrl(paths.login, back), publicUrl).href;
}

/**
 * Everything a book page (and a book domain's `/` and `/reviews`) does before it
 * renders: a posted review action runs and redirects back (post/redirect/get), or
 * comes back with its forms to show again; then the book, its chapters and a page
 * of reviews load. Null data (an unknown or unpublished book) goes to not found.
 */
export async function prepareBookPage({ locals, site, publicUrl, method, url, bookId }: BookPageInput): Promise<BookPageOutcome> {
  let failed: Awaited<ReturnType<typeof runReviewAction>> | null = null;
  if (method === "POST") {
    if (!locals.session) {
      const signIn = site.kind === "platform" ? withCallbackUrl(paths.login, `${locals.origin}${url.pathname}#reviews`) : new URL(paths.login, publicUrl).href;
      return { kind: "redirect", location: signIn, status: 303 };
    }
    const outcome = await runReviewAction(locals.api.client, bookId, locals.form ?? new FormData());
    if (outcome.kind === "done") return { kind: "redirect", location: `${url.pathname}?review=${outcome.notice}#reviews`, status: 303 };
    failed = outcome;
  }

  const reviewsPage = parsePositiveInt(url.searchParams.get("reviewsPage") ?? "") ?? 1;
  const data = await loadBookPage(locals.api.client, bookId, reviewsPage);
  if (!data) return { kind: "redirect", location: paths.notFoundBook, status: 302 };

  const { summary } = data.reviews;
  const reviewUi: ReviewUi = {
    isSignedIn: locals.session !== null,
    canReview: locals.session !== null && (summary.canReview || summary.mine !== null),
    form: failed?.review ?? initialReviewForm(summary.mine),
    report: failed?.report ?? null,
    message: failed?.message ?? null,
    notice: failed ? null : noticeOf(url.searchParams),
    signInHref: signInHrefFor(site, publicUrl, locals.origin, url),
  };
  return { kind: "page", data, reviewUi, status: failed?.status ?? 200 };
}

/** The links of a book's pages: its own author and series stay on a custom domain's host. */
export function bookSiteLinks(site: ServedSite, publicUrl: string, book: { id: number; author: { id: number }; series: { id: number } | null }): SiteLinks {
  return createSiteLinks({ site, publicUrl, localBookIds: [book.id], siteSeriesId: book.series?.id ?? null, siteAuthorId: book.author.id });
}

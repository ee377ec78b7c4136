import type { ApiClient, ReviewViolation, SaveReviewBody } from "@storyloom/api/client";
import { deleteReview, isApiErrorBody, reactToReview, reportReview, saveReview } from "@storyloom/api/client";
import { SERVICE_UNAVAILABLE_STATUS, apiFieldErrors, readFields, reportServiceUnavailable, statusForApiError } from "../auth/forms.ts";
import { parsePositiveInt } from "../catalogue/readQuery.ts";
import { REPORT_COMMENT_MAX, parseReviewForm, tooLongMessage } from "./reviewForm.ts";
import type { ReviewFormState } from "./reviewForm.ts";
import { isViolation } from "./violations.ts";

/** What a finished action tells the page it redirects to (`?review=…`). */
export type ReviewNotice = "saved" | "deleted" | "reported" | "reacted";

export const NOTICE_MESSAGES: Record<ReviewNotice, string> = {
  saved: "Your review is saved.",
  deleted: "Your review is deleted.",
  reported: "Thank you. The review is reported and our moderators will look at it.",
  reacted: "Thank you for your feedback on this review.",
};

export const CHOOSE_VIOLATION_MESSAGE = "Choose what is wrong with this review.";
export const UNKNOWN_ACTION_MESSAGE = "This form could not be understood. Please reload the page and try again.";

/** A report form's state when it has to be shown again. */
export interface ReportFormState {
  reviewId: number;
  violation: string;
  comment: string;
  message: string;
}

export type ParsedReviewAction =
  | { intent: "save-review"; body: SaveReviewBody }
  | { intent: "delete-review" }
  | { intent: "react"; reviewId: number; value: 1 | -1 | 0 }
  | { intent: "report"; reviewId: number; violation: ReviewViolation; comment: string | null }
  | { intent: "invalid"; status: 400; review?: ReviewFormState; report?: ReportFormState; message?: string };

function reactionValueOf(raw: string): 1 | -1 | 0 | null {
  if (raw === "1") return 1;
  if (raw === "-1") return -1;
  if (raw === "0") return 0;
  return null;
}

/** Reads a form the reviews section posted, checking it as far as the storefront can. */
export function parseReviewAction(form: FormData): ParsedReviewAction {
  const fields = readFields(form, ["intent", "reviewId", "value", "violation", "comment"]);
  const reviewId = parsePositiveInt(fields.reviewId.trim());
  switch (fields.intent) {
    case "save-review": {
      const parsed = parseReviewForm(form);
      return parsed.ok ? { intent: "save-review", body: parsed.body } : { intent: "invalid", status: 400, review: parsed.state };
    }
    case "delete-review":
      return { intent: "delete-review" };
    case "react": {
      const value = reactionValueOf(fields.value.trim());
      if (reviewId === null || value === null) return { intent: "invalid", status: 400, message: UNKNOWN_ACTION_MESSAGE };
      return { intent: "react", reviewId, value };
    }
    case "report": {
      if (reviewId === null) return { intent: "invalid", status: 400, message: UNKNOWN_ACTION_MESSAGE };
      const violation = fields.violation.trim();
      const comment = fields.comment.trim();
      const invalid = (message: string): ParsedReviewAction => ({
        intent: "invalid",
        status: 400,
        report: { reviewId, violation, comment: fields.comment, message },
      });
      if (!isViolation(violation)) return invalid(CHOOSE_VIOLATION_MESSAGE);
      if (comment.length > REPORT_COMMENT_MAX) return invalid(tooLongMessage(REPORT_COMMENT_MAX));
      return { intent: "report", reviewId, violation, comment: comment || null };
    }
    default:
      return { intent: "invalid", status: 400, message: UNKNOWN_ACTION_MESSAGE };
  }
}

/** The end of a posted review action: a notice to redirect with, or the forms to show again. */
export type ReviewActionOutcome =
  { kind: "done"; notice: ReviewNotice } | { kind: "failed"; status: number; review?: ReviewFormState; report?: ReportFormState; message?: string };

/** The API's rejection of an action as the page shows it: on the form that was sent, with its values kept. */
function failure(error: unknown, action: ParsedReviewAction, form: FormData): ReviewActionOutcome {
  const message = isApiErrorBody(error) ? error.error.message : reportServiceUnavailable(`review action ${action.intent}`, error);
  const status = isApiErrorBody(error) ? statusForApiError(error) : SERVICE_UNAVAILABLE_STATUS;
  if (action.intent === "save-review") {
    const values = readFields(form, ["rating", "title", "text"]);
    const fields = isApiErrorBody(error) ? apiFieldErrors(error, ["rating", "title", "markup"]) : {};
    const errors = { rating: fields.rating, title: fields.title, text: fields.markup };
    return { kind: "failed", status, review: { values, errors, message } };
  }
  if (action.intent === "report") {
    return { kind: "failed", status, report: { reviewId: action.reviewId, violation: action.violation, comment: action.comment ?? "", message } };
  }
  return { kind: "failed", status, message };
}

/** Runs a posted review action for book `bookId` through the reader API. */
export async function runReviewAction(client: ApiClient, bookId: number, form: FormData): Promise<ReviewActionOutcome> {
  const action = parseReviewAction(form);
  try {
    switch (action.intent) {
      case "invalid":
        return {
          kind: "failed",
          status: action.status,
          ...(action.review ? { review: action.review } : {}),
          ...(action.report ? { report: action.report } : {}),
          ...(action.message ? { message: action.message } : {}),
        };
      case "save-review":
        await saveReview(client, bookId, action.body);
        return { kind: "done", notice: "saved" };
      case "delete-review":
        await deleteReview(client, bookId);
        return { kind: "done", notice: "deleted" };
      case "react":
        await reactToReview(client, action.reviewId, { value: action.value });
        return { kind: "done", notice: "reacted" };
      case "report":
        await reportReview(client, action.reviewId, { violation: action.violation, comment: action.comment });
        return { kind: "done", notice: "reported" };
    }
  } catch (error) {
    return failure(error, action, form);
  }
}

function isNotice(value: string): value is ReviewNotice {
  return Object.hasOwn(NOTICE_MESSAGES, value);
}

/** The notice of a `?review=` query after a finished action, else null. */
export function noticeOf(params: URLSearchParams): string | null {
  const notice = params.get("review");
  return notice && isNotice(notice) ? NOTICE_MESSAGES[notice] : null;
}

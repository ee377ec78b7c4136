import { isApiErrorBody } from "@storyloom/api/client";

export const FALLBACK_ERROR_MESSAGE = "Something went wrong. Please try again.";

/**
 * The sentence to show a person for a rejected call: the API's own message for
 * 4xx bodies, "Internal server error" for 5xx (docs/product.md, Errors), the fallback otherwise.
 */
export function errorMessageOf(reason: unknown): string {
  if (isApiErrorBody(reason)) return reason.error.message;
  // fetch rejects with a TypeError whose message ("Failed to fetch") means nothing to people.
  if (reason instanceof TypeError) return FALLBACK_ERROR_MESSAGE;
  if (reason instanceof Error && reason.message) return reason.message;
  return FALLBACK_ERROR_MESSAGE;
}

/** Whether a failed call may succeed when repeated: server or network trouble, not a 4xx answer. */
export function isRetryableError(reason: unknown): boolean {
  return !isApiErrorBody(reason);
}

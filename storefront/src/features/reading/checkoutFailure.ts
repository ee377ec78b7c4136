/** The words of a refused checkout. Pure. */
import { isApiErrorBody } from "@storyloom/api/client";

const FAILED = "The payment page could not be opened. Please try again.";

/** The field's message when there is one, else the server's. */
export function checkoutFailureText(error: unknown): string {
  if (!isApiErrorBody(error)) return FAILED;
  const field = error.error.fields?.chaptersCount;
  return field ?? error.error.message ?? FAILED;
}

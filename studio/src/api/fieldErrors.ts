import { isApiErrorBody } from "@storyloom/api/client";

/** The per-field messages of a rejected call (400 `fields`), to show beside each field; {} otherwise. */
export function fieldErrorsOf(reason: unknown): Record<string, string> {
  return isApiErrorBody(reason) ? (reason.error.fields ?? {}) : {};
}

import { z } from "zod";

/**
 * The pieces every route's schema is made of, spelt once: the required-field
 * message, whole numbers as path and query values arrive (decimal digits only:
 * z.coerce would also take "0x10", "1e3" or " 7 ") and as JSON bodies send
 * them, and the "too long" message of docs/product.md (Validation rules).
 */
export const REQUIRED = "This field is required.";

/** An issue's message: REQUIRED when the value is missing, `message` when it is there but wrong. */
export const required = (message: string) => (issue: { input: unknown }) => (issue.input === undefined ? REQUIRED : message);

export const tooLong = (max: number) => `Input can't be longer than ${max} characters.`;

/** A whole number written in decimal digits. */
export function wholeNumber() {
  return z
    .string({ error: required("Must be a whole number.") })
    .regex(/^\d{1,15}$/, "Must be a whole number.")
    .transform(Number);
}

/** An id in a path or a query. */
export const pathId = wholeNumber().pipe(z.number().min(1, "Must be a whole number."));

/** A page number of a query, 1-based. */
export const pageNumber = wholeNumber().pipe(z.number().min(1, "Must be at least 1."));

/** An id in a JSON body. */
export const bodyId = z
  .number({ error: required("Must be a whole number.") })
  .int("Must be a whole number.")
  .positive("Must be a whole number.")
  .max(Number.MAX_SAFE_INTEGER, "Must be a whole number.");

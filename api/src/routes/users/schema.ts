import { z } from "zod";

export const REQUIRED = "This field is required.";
export const INVALID_EMAIL = "Enter a valid email address.";
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters.";
export const PASSWORD_MAX_LENGTH = 256;

/** A required text field: missing, null or blank all read "This field is required." */
function requiredString() {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : "Must be text.") });
}

/** Trimmed and lower-cased, so "Ann@Example.com " and "ann@example.com" are one account. */
export const emailSchema = requiredString()
  .trim()
  .toLowerCase()
  .min(1, REQUIRED)
  .max(254, INVALID_EMAIL)
  .pipe(z.email({ error: INVALID_EMAIL }));

export const newPasswordSchema = requiredString()
  .min(1, REQUIRED)
  .min(8, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, `Input can't be longer than ${PASSWORD_MAX_LENGTH} characters.`);

export const nameSchema = requiredString().trim().min(1, REQUIRED).max(40, "Input can't be longer than 40 characters.");

export const createUserBody = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  name: nameSchema,
});

export const isEmailTakenQuery = z.strictObject({ email: emailSchema });

export const passwordResetBody = z.strictObject({ email: emailSchema });

export const passwordResetConfirmBody = z.strictObject({
  token: requiredString().min(1, REQUIRED).max(200, "This link is invalid or has expired."),
  password: newPasswordSchema,
});

export const redirectTokenBody = z.strictObject({
  redirectTo: requiredString().min(1, REQUIRED).max(2048, "Input can't be longer than 2048 characters."),
});

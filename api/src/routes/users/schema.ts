import { z } from "zod";
import { redirectTokenView, userView } from "../../presenters/views/users.ts";
import { PKCE_CHALLENGE, SITE_FLOW_STATE, SITE_FLOW_STATE_MAX } from "@storyloom/domain/auth/siteFlow.ts";

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

/**
 * The consent page's POST (docs/security.md, "Custom domains"): the page on
 * the custom domain to go to, the state and PKCE challenge of that domain's
 * flow, and the double-submit CSRF token of /api/auth.
 */
export const redirectTokenBody = z.strictObject({
  redirectTo: requiredString().min(1, REQUIRED).max(2048, "Input can't be longer than 2048 characters."),
  state: requiredString()
    .min(1, REQUIRED)
    .max(SITE_FLOW_STATE_MAX, `Input can't be longer than ${SITE_FLOW_STATE_MAX} characters.`)
    .regex(SITE_FLOW_STATE, "Must be letters, digits and - . _ ~ only."),
  codeChallenge: requiredString().min(1, REQUIRED).regex(PKCE_CHALLENGE, "Must be the S256 challenge of a PKCE verifier (43 base64url characters)."),
  csrfToken: requiredString().min(1, REQUIRED).max(200, "Input can't be longer than 200 characters."),
});

// Answers (presenters/views/users.ts holds the shapes; the calls that only say they were done answer views/done.ts's doneView).

export const signUpAnswer = z.object({ user: userView });
export const isEmailTakenAnswer = z.object({ isEmailTaken: z.boolean() });
export { redirectTokenView as redirectTokenAnswer };

/**
 * One class per failure. Services and policies throw these; only
 * middlewares/errorHandler.ts turns them into HTTP answers.
 */
export type FieldErrors = Record<string, string>;

/**
 * The code of every failure, the classes here and in integrations/ai.ts and
 * integrations/payments.ts. A closed list, so that the API's table of HTTP
 * statuses (api/src/middlewares/httpStatus.ts) must name each one.
 */
export type AppErrorCode =
  | "validation_error"
  | "invalid_link"
  | "authentication_required"
  | "invalid_credentials"
  | "forbidden"
  | "account_suspended"
  | "csrf_failed"
  | "not_found"
  | "conflict"
  | "edit_conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "chapter_locked"
  | "ai_balance_spent"
  | "ai_monthly_limit_reached"
  | "ai_terms_not_accepted"
  | "ai_suspended"
  | "ai_input_flagged"
  | "ai_not_configured"
  | "ai_provider_error"
  | "payments_not_configured"
  | "payment_provider_error"
  | "invalid_signature";

export abstract class AppError extends Error {
  abstract readonly code: AppErrorCode;
  readonly fields: FieldErrors | undefined;

  constructor(message: string, fields?: FieldErrors) {
    super(message);
    this.fields = fields;
  }
}

export class ValidationError extends AppError {
  override name = "ValidationError";
  readonly code = "validation_error";
}

/** A single-use link (password reset) that is unknown, used or expired. */
export class InvalidLinkError extends AppError {
  override name = "InvalidLinkError";
  readonly code = "invalid_link";

  constructor(fields?: FieldErrors) {
    super("This link is invalid or has expired.", fields);
  }
}

export class AuthenticationError extends AppError {
  override name = "AuthenticationError";
  readonly code = "authentication_required";

  constructor(message = "Sign in to continue.") {
    super(message);
  }
}

/** Wrong e-mail or password at sign-in (Auth.js error name CredentialsSignin). */
export class InvalidCredentialsError extends AppError {
  override name = "InvalidCredentialsError";
  readonly code = "invalid_credentials";

  constructor(message = "Incorrect email or password.") {
    super(message);
  }
}

export class ForbiddenError extends AppError {
  override name = "ForbiddenError";
  readonly code = "forbidden";

  constructor(message = "You are not allowed to do this.") {
    super(message);
  }
}

/** A suspended account tried to sign in (Auth.js error name AccessDenied). */
export class AccountSuspendedError extends AppError {
  override name = "AccountSuspendedError";
  readonly code = "account_suspended";

  constructor(message = "This account is suspended.") {
    super(message);
  }
}

/** A POST to /api/auth without the double-submit CSRF token of the csrf cookie. */
export class CsrfError extends AppError {
  override name = "CsrfError";
  readonly code = "csrf_failed";

  constructor(message = "The form has expired. Reload the page and try again.") {
    super(message);
  }
}

export class NotFoundError extends AppError {
  override name = "NotFoundError";
  readonly code = "not_found";

  constructor(message = "Not found.") {
    super(message);
  }
}

export class ConflictError extends AppError {
  override name = "ConflictError";
  readonly code = "conflict";
}

/**
 * An edit made from a version of a record that is no longer the current one
 * (optimistic concurrency). It carries the current state, so the client can
 * show both texts and let the author keep either: nothing is overwritten.
 */
export class EditConflictError extends AppError {
  override name = "EditConflictError";
  readonly code = "edit_conflict";
  readonly current: Readonly<Record<string, string | number | null>>;

  constructor(message: string, current: Readonly<Record<string, string | number | null>>) {
    super(message);
    this.current = current;
  }
}

export class PayloadTooLargeError extends AppError {
  override name = "PayloadTooLargeError";
  readonly code = "payload_too_large";

  constructor(message = "Request body is too large.") {
    super(message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  override name = "UnsupportedMediaTypeError";
  readonly code = "unsupported_media_type";
}

export class RateLimitError extends AppError {
  override name = "RateLimitError";
  readonly code = "rate_limited";
  /** Seconds until the window resets, sent as Retry-After. */
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A reader asked for the text of a chapter they may not read (GET /readers/books/{bookId}/chapters/{chapterIndex}). */
export class ChapterLockedError extends AppError {
  override name = "ChapterLockedError";
  readonly code = "chapter_locked";

  constructor(message = "This chapter is locked.") {
    super(message);
  }
}

/**
 * An AI call refused before it starts (domain/src/services/aiBalance/README.md):
 * each reason has its own code, so the studio can say why and what to do.
 */
export class AiBalanceSpentError extends AppError {
  override name = "AiBalanceSpentError";
  readonly code = "ai_balance_spent";

  constructor(message = "Your AI balance is too low for this request. Top up your balance to use the AI tools.") {
    super(message);
  }
}

export class AiMonthlyLimitError extends AppError {
  override name = "AiMonthlyLimitError";
  readonly code = "ai_monthly_limit_reached";

  constructor(message = "This request would go over your monthly AI limit. Raise the limit in your account or wait for next month.") {
    super(message);
  }
}

export class AiTermsNotAcceptedError extends AppError {
  override name = "AiTermsNotAcceptedError";
  readonly code = "ai_terms_not_accepted";

  constructor(message = "Accept the AI terms on your AI page to use the AI tools.") {
    super(message);
  }
}

export class AiSuspendedError extends AppError {
  override name = "AiSuspendedError";
  readonly code = "ai_suspended";

  constructor(message = "Your AI tools are suspended after a moderation flag. Contact support to have them restored.") {
    super(message);
  }
}

/** Author input the moderation endpoint flagged: not sent to the model, recorded (AiModeration). */
export class AiInputFlaggedError extends AppError {
  override name = "AiInputFlaggedError";
  readonly code = "ai_input_flagged";
}

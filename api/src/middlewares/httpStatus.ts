import type { AppError, AppErrorCode } from "@storyloom/domain/errors.ts";

/**
 * The HTTP status of each failure the domain throws, by its code: the domain
 * knows no HTTP. `satisfies` keeps the table whole, so a new code without a
 * status here does not typecheck.
 */
const STATUS_BY_CODE = {
  validation_error: 400,
  invalid_link: 400,
  invalid_signature: 400,
  authentication_required: 401,
  invalid_credentials: 401,
  ai_balance_spent: 402,
  forbidden: 403,
  account_suspended: 403,
  csrf_failed: 403,
  chapter_locked: 403,
  ai_monthly_limit_reached: 403,
  ai_terms_not_accepted: 403,
  ai_suspended: 403,
  not_found: 404,
  conflict: 409,
  edit_conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  ai_input_flagged: 422,
  rate_limited: 429,
  ai_provider_error: 502,
  payment_provider_error: 502,
  ai_not_configured: 503,
  payments_not_configured: 503,
} as const satisfies Record<AppErrorCode, number>;

export function httpStatusOf(error: AppError): number {
  return STATUS_BY_CODE[error.code];
}

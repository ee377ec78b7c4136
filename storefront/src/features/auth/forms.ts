import type { ApiErrorBody } from "@storyloom/api/client";

export const REQUIRED_MESSAGE = "This field is required.";

/** Above a form whose call the API could not answer (unreachable, or a 5xx); the typed values stay. */
export const SERVICE_UNAVAILABLE_MESSAGE = "Storyloom cannot be reached just now. Please try again in a moment.";
export const SERVICE_UNAVAILABLE_STATUS = 503;

/**
 * Logs a call the API could not answer and gives the message the form shows instead
 * of an error page: the page itself answers normally, so the log is the only trace.
 */
export function reportServiceUnavailable(action: string, reason: unknown): string {
  const why = reason instanceof Error ? reason.message : String(reason);
  console.error(`${action}: the API could not answer (${why})`);
  return SERVICE_UNAVAILABLE_MESSAGE;
}

export type FieldErrors<Name extends string> = Partial<Record<Name, string>>;

/** The named text fields of a submitted form; missing or non-text entries read as "". */
export function readFields<Name extends string>(form: FormData, names: readonly Name[]): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** "This field is required." for each listed field that is empty or blank. */
export function requiredFieldErrors<Name extends string>(values: Record<Name, string>, required: readonly Name[]): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const name of required) {
    if (values[name].trim() === "") errors[name] = REQUIRED_MESSAGE;
  }
  return errors;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/** The API's field messages for the fields a form shows; others are left to the message above the form. */
export function apiFieldErrors<Name extends string>(body: ApiErrorBody, names: readonly Name[]): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  const fields = body.error.fields ?? {};
  for (const name of names) {
    const message = fields[name];
    if (typeof message === "string" && message) errors[name] = message;
  }
  return errors;
}

/** The status a re-rendered form answers with for an API rejection. */
export function statusForApiError(body: ApiErrorBody): number {
  switch (body.error.code) {
    case "conflict":
      return 409;
    case "rate_limited":
      return 429;
    default:
      return 400;
  }
}

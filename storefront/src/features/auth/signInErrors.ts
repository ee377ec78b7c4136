import { SERVICE_UNAVAILABLE_MESSAGE } from "./forms.ts";

/** The sign-in error names the login pages show, from the `error` query or a failed callback. */
export type SignInError =
  | "CredentialsSignin"
  | "SessionRequired"
  | "AccessDenied"
  | "RateLimited"
  | "MissingCSRF"
  /** The storefront's own name: the API could not answer the sign-in that follows a sign-up. */
  | "ServiceUnavailable"
  | (string & {});

export const GENERIC_SIGN_IN_ERROR = "We could not sign you in. Please try again.";
const RATE_LIMITED_FALLBACK = "Too many sign-in attempts. Please wait a minute and try again.";

/** The sentence shown above a sign-in form for an error name (and the API's own message when it has one). */
export function signInErrorMessage(error: SignInError, apiMessage?: string): string {
  switch (error) {
    case "CredentialsSignin":
      return "Incorrect email or password.";
    case "SessionRequired":
      return "Please sign in to continue.";
    case "AccessDenied":
      return "This account is suspended.";
    case "RateLimited":
      return apiMessage?.trim() ? apiMessage.trim() : RATE_LIMITED_FALLBACK;
    case "MissingCSRF":
      return "Your sign-in form expired. Please try again.";
    case "ServiceUnavailable":
      return SERVICE_UNAVAILABLE_MESSAGE;
    default:
      return GENERIC_SIGN_IN_ERROR;
  }
}

import type { RequestApi } from "../../lib/api.ts";
import { safeCallbackUrl } from "../../lib/paths.ts";
import type { CredentialsProvider, SignInResult } from "@storyloom/api/client";
import { SERVICE_UNAVAILABLE_STATUS, hasErrors, readFields, reportServiceUnavailable, requiredFieldErrors } from "./forms.ts";
import type { FieldErrors } from "./forms.ts";
import { signInErrorMessage } from "./signInErrors.ts";
import { customDomainTarget, siteSignInUrl } from "./siteHandoff.ts";

export type SignInField = "email" | "password";

/** What a sign-in form shows: typed email (never the password), errors, where to go next. */
export interface SignInFormState {
  email: string;
  callbackUrl: string;
  fieldErrors: FieldErrors<SignInField>;
  formError: string | undefined;
  status: number;
}

export type SignInOutcome = { redirect: string } | { form: SignInFormState };

interface SignInContext {
  url: URL;
  origin: string;
  /** Where to go when the form carries no usable callbackUrl: /books or /admin. */
  fallback: string;
}

/**
 * The form as first shown: callbackUrl and error come from the query
 * (SessionRequired, CredentialsSignin…); a callbackUrl on a registered custom
 * domain is kept (`siteTarget`, from customDomainTarget).
 */
export function initialSignInState({ url, origin, fallback, siteTarget }: SignInContext & { siteTarget?: string | null }): SignInFormState {
  const error = url.searchParams.get("error");
  return {
    email: "",
    callbackUrl: siteTarget ?? safeCallbackUrl(url.searchParams.get("callbackUrl"), origin, fallback),
    fieldErrors: {},
    formError: error ? signInErrorMessage(error) : undefined,
    status: 200,
  };
}

const STATUS_BY_ERROR: Record<string, number> = { CredentialsSignin: 401, AccessDenied: 403, RateLimited: 429 };

/**
 * Handles a submitted sign-in form: checks the fields, signs in through the
 * API, says where to go (for a custom domain's page: that domain's start of
 * its sign-in flow, which asks the reader's consent here).
 */
export async function submitSignIn(
  form: FormData,
  api: RequestApi,
  provider: CredentialsProvider,
  { origin, fallback }: Omit<SignInContext, "url">,
): Promise<SignInOutcome> {
  const values = readFields(form, ["email", "password", "callbackUrl"]);
  const email = values.email.trim();
  const siteTarget = await customDomainTarget(values.callbackUrl, origin, api);
  const callbackUrl = siteTarget ?? safeCallbackUrl(values.callbackUrl, origin, fallback);
  const fieldErrors = requiredFieldErrors({ email, password: values.password }, ["email", "password"]);
  if (hasErrors(fieldErrors)) {
    return { form: { email, callbackUrl, fieldErrors, formError: undefined, status: 400 } };
  }

  let result: SignInResult;
  try {
    result = await api.auth.signIn(provider, { email, password: values.password, callbackUrl, redirect: false });
  } catch (reason) {
    const formError = reportServiceUnavailable(`sign-in (${provider})`, reason);
    return { form: { email, callbackUrl, fieldErrors: {}, formError, status: SERVICE_UNAVAILABLE_STATUS } };
  }
  if (result.ok) return { redirect: siteTarget ? siteSignInUrl(siteTarget) : callbackUrl };
  return {
    form: {
      email,
      callbackUrl,
      fieldErrors: {},
      formError: signInErrorMessage(result.error, result.message),
      status: STATUS_BY_ERROR[result.error] ?? 400,
    },
  };
}

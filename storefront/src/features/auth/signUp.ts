import type { RequestApi } from "../../lib/api.ts";
import { customDomainTarget, siteSignInUrl } from "./siteHandoff.ts";
import { paths, safeCallbackUrl } from "../../lib/paths.ts";
import { isApiErrorBody, signUp } from "@storyloom/api/client";
import {
  SERVICE_UNAVAILABLE_STATUS,
  apiFieldErrors,
  hasErrors,
  readFields,
  reportServiceUnavailable,
  requiredFieldErrors,
  statusForApiError,
} from "./forms.ts";
import type { FieldErrors } from "./forms.ts";

export type SignUpField = "name" | "email" | "password" | "acceptTerms";

export const ACCEPT_TERMS_MESSAGE = "Please accept the terms of service and the privacy policy.";

export interface SignUpFormState {
  name: string;
  email: string;
  acceptTerms: boolean;
  callbackUrl: string;
  fieldErrors: FieldErrors<SignUpField>;
  formError: string | undefined;
  status: number;
}

export type SignUpOutcome = { redirect: string } | { form: SignUpFormState };

interface SignUpContext {
  url: URL;
  origin: string;
}

export function initialSignUpState({ url, origin, siteTarget }: SignUpContext & { siteTarget?: string | null }): SignUpFormState {
  return {
    name: "",
    email: "",
    acceptTerms: false,
    callbackUrl: siteTarget ?? safeCallbackUrl(url.searchParams.get("callbackUrl"), origin, paths.studioBooks),
    fieldErrors: {},
    formError: undefined,
    status: 200,
  };
}

/**
 * Handles a posted sign-up form: checks the fields, creates the account with
 * POST /api/v1/users, then signs the new user in through the credentials callback.
 */
export async function submitSignUp(form: FormData, api: RequestApi, { origin }: Omit<SignUpContext, "url">): Promise<SignUpOutcome> {
  const values = readFields(form, ["name", "email", "password", "callbackUrl"]);
  const siteTarget = await customDomainTarget(values.callbackUrl, origin, api);
  const state: SignUpFormState = {
    name: values.name.trim(),
    email: values.email.trim(),
    acceptTerms: form.get("acceptTerms") === "yes",
    callbackUrl: siteTarget ?? safeCallbackUrl(values.callbackUrl, origin, paths.studioBooks),
    fieldErrors: {},
    formError: undefined,
    status: 400,
  };
  const fieldErrors: FieldErrors<SignUpField> = requiredFieldErrors({ name: state.name, email: state.email, password: values.password }, [
    "name",
    "email",
    "password",
  ]);
  if (!state.acceptTerms) fieldErrors.acceptTerms = ACCEPT_TERMS_MESSAGE;
  if (hasErrors(fieldErrors)) return { form: { ...state, fieldErrors } };

  try {
    await signUp(api.client, { name: state.name, email: state.email, password: values.password });
  } catch (error) {
    if (!isApiErrorBody(error)) {
      return { form: { ...state, formError: reportServiceUnavailable("sign-up", error), status: SERVICE_UNAVAILABLE_STATUS } };
    }
    const fromApi = apiFieldErrors(error, ["name", "email", "password"] as const);
    return {
      form: {
        ...state,
        fieldErrors: fromApi,
        formError: hasErrors(fromApi) ? undefined : error.error.message,
        status: statusForApiError(error),
      },
    };
  }

  let error: string;
  try {
    const signedIn = await api.auth.signIn("credentials", {
      email: state.email,
      password: values.password,
      callbackUrl: state.callbackUrl,
      redirect: false,
    });
    if (signedIn.ok) return { redirect: siteTarget ? siteSignInUrl(siteTarget) : state.callbackUrl };
    error = signedIn.error;
  } catch (reason) {
    reportServiceUnavailable("sign-in after sign-up", reason);
    error = "ServiceUnavailable";
  }
  // The account exists; let the sign-in page explain what stopped the sign-in.
  const query = new URLSearchParams({ error, callbackUrl: state.callbackUrl });
  return { redirect: `${paths.login}?${query}` };
}

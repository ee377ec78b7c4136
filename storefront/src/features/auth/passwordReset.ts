import type { RequestApi } from "../../lib/api.ts";
import { confirmPasswordReset, isApiErrorBody, requestPasswordReset } from "@storyloom/api/client";
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

export const RESET_LINK_SENT_MESSAGE = "If an account exists for that address, we have sent a link to reset the password.";
export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed. Sign in with your new password.";
export const PASSWORDS_DIFFER_MESSAGE = "The passwords do not match.";

/** The e-mail step: ask for a reset link. */
export interface ResetRequestState {
  step: "request";
  email: string;
  sent: boolean;
  fieldErrors: FieldErrors<"email">;
  formError: string | undefined;
  status: number;
}

/** The link step: choose a new password for the token in the e-mailed link. */
export interface ResetConfirmState {
  step: "confirm";
  token: string;
  changed: boolean;
  fieldErrors: FieldErrors<"password" | "confirmPassword">;
  formError: string | undefined;
  status: number;
}

export type PasswordResetState = ResetRequestState | ResetConfirmState;

export function initialPasswordResetState(url: URL): PasswordResetState {
  const token = url.searchParams.get("token");
  if (token) return { step: "confirm", token, changed: false, fieldErrors: {}, formError: undefined, status: 200 };
  return { step: "request", email: "", sent: false, fieldErrors: {}, formError: undefined, status: 200 };
}

/** POST /api/v1/users/password-reset: answered the same whether or not the address has an account. */
async function requestResetLink(form: FormData, api: RequestApi): Promise<ResetRequestState> {
  const email = readFields(form, ["email"]).email.trim();
  const state: ResetRequestState = { step: "request", email, sent: false, fieldErrors: {}, formError: undefined, status: 400 };
  const fieldErrors = requiredFieldErrors({ email }, ["email"]);
  if (hasErrors(fieldErrors)) return { ...state, fieldErrors };
  try {
    await requestPasswordReset(api.client, { email });
  } catch (error) {
    if (!isApiErrorBody(error)) {
      return { ...state, formError: reportServiceUnavailable("password reset request", error), status: SERVICE_UNAVAILABLE_STATUS };
    }
    const fromApi = apiFieldErrors(error, ["email"] as const);
    return { ...state, fieldErrors: fromApi, formError: hasErrors(fromApi) ? undefined : error.error.message, status: statusForApiError(error) };
  }
  return { ...state, sent: true, status: 200 };
}

/** POST /api/v1/users/password-reset/confirm with the link's token and the new password. */
async function confirmNewPassword(form: FormData, api: RequestApi): Promise<ResetConfirmState> {
  const values = readFields(form, ["token", "password", "confirmPassword"]);
  const state: ResetConfirmState = { step: "confirm", token: values.token, changed: false, fieldErrors: {}, formError: undefined, status: 400 };
  const fieldErrors = requiredFieldErrors(values, ["password", "confirmPassword"]);
  if (!fieldErrors.confirmPassword && !fieldErrors.password && values.password !== values.confirmPassword) {
    fieldErrors.confirmPassword = PASSWORDS_DIFFER_MESSAGE;
  }
  if (hasErrors(fieldErrors)) return { ...state, fieldErrors };
  try {
    await confirmPasswordReset(api.client, { token: values.token, password: values.password });
  } catch (error) {
    if (!isApiErrorBody(error)) {
      return { ...state, formError: reportServiceUnavailable("password reset", error), status: SERVICE_UNAVAILABLE_STATUS };
    }
    const fromApi = apiFieldErrors(error, ["password"] as const);
    // A field message belongs to the password; anything else (the token) is said above the form.
    return { ...state, fieldErrors: fromApi, formError: hasErrors(fromApi) ? undefined : error.error.message, status: statusForApiError(error) };
  }
  return { ...state, changed: true, status: 200 };
}

/** Handles either step's posted form, told apart by the token field the link step carries. */
export async function submitPasswordReset(form: FormData, api: RequestApi): Promise<PasswordResetState> {
  return form.has("token") ? confirmNewPassword(form, api) : requestResetLink(form, api);
}

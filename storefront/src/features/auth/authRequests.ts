import type { RequestApi } from "../../lib/api.ts";
import type { SignInError } from "./signInErrors.ts";

export type CredentialsProvider = "credentials" | "admin-credentials";

export type SignInOutcomeResult = { ok: true; url: string } | { ok: false; error: SignInError; message?: string };

function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Reads the answer of POST /api/auth/callback/{provider} as the Auth.js client does:
 * the error is the `error` query parameter of the returned url, and a url back to
 * sign-in with csrf=true means the token was refused (MissingCSRF). Unlike the
 * shared client's signIn, it keeps the API's message of a 429, which the sign-in
 * page shows as it is.
 */
export function readSignInResponse(status: number, body: unknown): SignInOutcomeResult {
  const value = recordOf(body);
  const apiMessage = recordOf(value?.error)?.message;
  const message = typeof apiMessage === "string" ? { message: apiMessage } : {};
  if (status === 429) return { ok: false, error: "RateLimited", ...message };
  const rawUrl = value?.url;
  if (typeof rawUrl !== "string") return { ok: false, error: "UnknownError" };
  let url: URL;
  try {
    url = new URL(rawUrl, "http://placeholder.invalid");
  } catch {
    return { ok: false, error: "UnknownError" };
  }
  const error = url.searchParams.get("error");
  if (error) return { ok: false, error, ...(error === "RateLimited" ? message : {}) };
  if (url.searchParams.get("csrf") === "true") return { ok: false, error: "MissingCSRF" };
  if (status < 200 || status >= 300) return { ok: false, error: "UnknownError" };
  return { ok: true, url: rawUrl };
}

export interface CredentialsInput {
  email: string;
  password: string;
  /** Absolute URL on the browser's origin. */
  callbackUrl: string;
}

/** Signs in through the API's credentials callback; on success the session cookie is in the request's jar. */
export async function signInWithCredentials(
  api: Pick<RequestApi, "auth" | "fetch">,
  provider: CredentialsProvider,
  { email, password, callbackUrl }: CredentialsInput,
): Promise<SignInOutcomeResult> {
  const csrfToken = await api.auth.getCsrfToken();
  const response = await api.fetch(`/api/auth/callback/${provider}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({ csrfToken, callbackUrl, json: "true", email, password }).toString(),
  });
  if (response.status >= 500) throw new Error(`POST /api/auth/callback/${provider} answered ${response.status}`);
  return readSignInResponse(response.status, await readJson(response));
}

import type { AuthClient, AuthSession } from "@storyloom/api/client";
import { isSessionlessPath } from "./paths.ts";

/** The visitor's session as far as the API could tell. */
export type LoadedSession =
  | { session: AuthSession | null; isUnavailable: false }
  /** The API could not be asked (unreachable, or it answered 5xx): who the visitor is is unknown. */
  | { session: null; isUnavailable: true; reason: unknown };

/**
 * Loads the session once per request. A page that does not need a session must
 * still render when the API is down (the policies, the sign-in form), so a failed
 * call is reported instead of thrown; the caller decides what a page can do without it.
 */
export async function loadSession(auth: Pick<AuthClient, "getSession">): Promise<LoadedSession> {
  try {
    return { session: await auth.getSession(), isUnavailable: false };
  } catch (reason) {
    return { session: null, isUnavailable: true, reason };
  }
}

/** Whether a Cookie header carries the named cookie with a value. */
export function hasCookie(cookieHeader: string | null, name: string): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => {
    const index = pair.indexOf("=");
    return index > 0 && pair.slice(0, index).trim() === name && pair.slice(index + 1).trim() !== "";
  });
}

/**
 * Whether a request's page needs the API asked for its session. Without the session
 * cookie the API can only answer "signed out", so anonymous readers, most of the
 * traffic, cost no API call. On a custom domain the cookie is host-only but has the
 * same name, so the same check holds there.
 */
export function needsSessionLookup(pathname: string, cookieHeader: string | null, sessionCookieName: string): boolean {
  return !isSessionlessPath(pathname) && hasCookie(cookieHeader, sessionCookieName);
}

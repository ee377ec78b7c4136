import type { AuthClient, AuthSession } from "@storyloom/api/client";

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

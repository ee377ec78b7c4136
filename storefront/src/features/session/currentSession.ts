/**
 * The browser's session, asked of the API once per page (GET /api/auth/session)
 * however many of the page's scripts need it: the header on a shared cached
 * page (personalHeader.ts) and the reading page's settings sync both do.
 * Null when signed out or when the API cannot say. Browser only.
 */
import { createAuthClient } from "@storyloom/api/client";
import type { AuthSession } from "@storyloom/api/client";

let session: Promise<AuthSession | null> | undefined;

export function loadCurrentSession(): Promise<AuthSession | null> {
  session ??= createAuthClient({ baseUrl: "" })
    .getSession()
    .catch(() => null);
  return session;
}

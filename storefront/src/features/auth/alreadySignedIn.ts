import type { AuthSession } from "@storyloom/api/client";
import { safeCallbackUrl } from "../../lib/paths.ts";
import { siteSignInUrl } from "./siteHandoff.ts";

interface AlreadySignedInInput {
  session: AuthSession | null;
  method: string;
  url: URL;
  origin: string;
  fallback: string;
}

/**
 * Where a signed-in visitor who opens the sign-in or sign-up page goes instead:
 * the page's callbackUrl when it is safe, else `fallback`. Null when the form
 * should be shown (signed out, or the form is being submitted).
 */
export function alreadySignedInRedirect(input: AlreadySignedInInput): string | null {
  if (!input.session || input.method !== "GET") return null;
  return safeCallbackUrl(input.url.searchParams.get("callbackUrl"), input.origin, input.fallback);
}

/**
 * The same for a page whose callbackUrl may be on a custom domain: a signed-in
 * visitor goes to that domain's start of its sign-in flow, which asks their
 * consent on the platform (a custom domain's "Sign in" link brings a reader
 * already signed in on the platform to the consent page at once). `siteTarget`
 * is customDomainTarget of the callbackUrl.
 */
export function alreadySignedInDestination(input: AlreadySignedInInput & { siteTarget: string | null }): string | null {
  if (!input.session || input.method !== "GET") return null;
  return input.siteTarget ? siteSignInUrl(input.siteTarget) : alreadySignedInRedirect(input);
}

import { createRedirectToken } from "@storyloom/api/client";
import type { RequestApi } from "../../lib/api.ts";
import { resolveSite } from "../../lib/site.ts";

/**
 * The sign-in pages' way back to an author's own domain (docs/decisions.md,
 * "Redirect tokens"): a callbackUrl on a registered custom domain is kept
 * (safeCallbackUrl keeps only the platform's own URLs), and once the browser
 * is signed in on the platform it goes there through the `rt` exchange, so it
 * arrives signed in on that host too.
 */

/** `raw` when it is an http(s) URL of a registered custom domain (not the platform itself), else null. */
export async function customDomainTarget(raw: string | null | undefined, platformOrigin: string, api: Pick<RequestApi, "internal">): Promise<string | null> {
  if (!raw || !/^https?:\/\//i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password || url.origin === platformOrigin) return null;
  try {
    const site = await resolveSite(url.host, platformOrigin, api.internal);
    return site.kind === "book" || site.kind === "series" ? url.href : null;
  } catch (reason) {
    console.error(`could not tell whether ${url.host} is a custom domain: ${reason instanceof Error ? reason.message : String(reason)}`);
    return null;
  }
}

/**
 * Where a signed-in browser goes to reach `target` on a custom domain: the
 * target with a one-time redirect token (the API binds it to this browser with
 * a cookie the storefront relays). Without a token (the API refused or is
 * down) the reader still reaches the page, signed out there.
 */
export async function handoffUrl(api: Pick<RequestApi, "client">, target: string): Promise<string> {
  try {
    return (await createRedirectToken(api.client, { redirectTo: target })).url;
  } catch (reason) {
    console.error(`no redirect token for ${target}: ${reason instanceof Error ? reason.message : JSON.stringify(reason)}`);
    return target;
  }
}

/**
 * The CSP `form-action` source a sign-in form needs when its callbackUrl is on
 * a custom domain: Chromium applies form-action to the redirects that follow a
 * form's post, so the 303 to the custom domain (through the exchange) is
 * refused under `form-action 'self'` alone. Null for the platform's own URLs.
 * The callbackUrl reaching a form is already one the storefront accepted.
 */
export function formActionSourceFor(callbackUrl: string, platformOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(callbackUrl);
  } catch {
    return null;
  }
  if (url.origin === platformOrigin || !/^https?:\/\/[a-z0-9.-]+(:\d+)?$/.test(url.origin)) return null;
  return url.origin;
}

import { createRedirectToken, isApiErrorBody } from "@storyloom/api/client";
import type { AuthSession } from "@storyloom/api/client";
import { isSiteFlowShape } from "@storyloom/domain/auth/siteFlow.ts";
import type { RequestApi } from "../../lib/api.ts";
import { paths } from "../../lib/paths.ts";
import { resolveSite } from "../../lib/site.ts";

/**
 * The platform's side of signing in on an author's own domain (docs/security.md,
 * "Custom domains"). A custom domain is a third-party client: it starts the flow
 * itself (`/api/auth/rt/start` on that host: its state and PKCE verifier stay in
 * a cookie of its own) and sends the reader to the consent page here
 * (`/auth/site?to=…&state=…&codeChallenge=…`), which names the domain and the
 * account; only the page's POST mints the one-time code. Nothing here gives a
 * custom domain anything on a GET.
 */

/** `raw` when it is an http(s) URL of a live custom domain (not the platform itself), else null. */
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
 * Where a browser goes to arrive signed in at `target` on a custom domain: that
 * domain's start of the flow, which comes back to the consent page. The
 * domain's own page, not a token: the reader still says yes on the platform.
 */
export function siteSignInUrl(target: string): string {
  const url = new URL("/api/auth/rt/start", new URL(target).origin);
  url.searchParams.set("redirectTo", target);
  return url.href;
}

/** Whether a session may carry its sign-in to a custom domain: never an admin's nor an impersonation. */
export function mayLeavePlatform(session: AuthSession): boolean {
  return !session.user.permissions.includes("ADMIN") && session.user.adminId === undefined;
}

/** A custom domain's flow as the consent page receives it. */
export interface SiteFlow {
  /** The page on the custom domain to arrive at (a live domain). */
  target: string;
  state: string;
  codeChallenge: string;
}

/** The flow a consent page URL or its form carries, once the target is known to be a live domain; null when it carries none. */
export function siteFlowOf(fields: { state: string | null; codeChallenge: string | null }, target: string): SiteFlow | null {
  const { state, codeChallenge } = fields;
  if (!state || !codeChallenge || !isSiteFlowShape(state, codeChallenge)) return null;
  return { target, state, codeChallenge };
}

/** What /auth/site does for a GET: go somewhere, or show the consent page for a flow. */
export type SiteVisit = { redirect: string } | { consent: SiteFlow };

/**
 * GET /auth/site?to=…: a link from the platform to an author's domain, or a
 * domain's flow asking for consent. Anything but a live domain stays on the
 * platform. A visitor signed out is asked to sign in first (and comes back
 * here); an admin or an impersonation arrives at the domain signed out; a
 * plain link takes a reader through the domain's own start of the flow.
 */
export function visitSite(input: { target: string | null; flow: SiteFlow | null; session: AuthSession | null; here: string }): SiteVisit {
  const { target, flow, session } = input;
  if (!target) return { redirect: paths.read };
  if (!session) {
    if (!flow) return { redirect: target };
    return { redirect: `${paths.login}?${new URLSearchParams({ callbackUrl: input.here })}` };
  }
  if (!mayLeavePlatform(session)) return { redirect: target };
  return flow ? { consent: flow } : { redirect: siteSignInUrl(target) };
}

/**
 * The consent page's POST, through the API, with the CSRF token the page was
 * rendered with (double-submit against the browser's csrf cookie): where the
 * browser goes next, or why not.
 */
export async function grantSite(
  api: Pick<RequestApi, "client">,
  flow: SiteFlow,
  csrfToken: string,
): Promise<{ redirect: string } | { error: string; status: number }> {
  try {
    const { url } = await createRedirectToken(api.client, { redirectTo: flow.target, state: flow.state, codeChallenge: flow.codeChallenge, csrfToken });
    return { redirect: url };
  } catch (reason) {
    if (isApiErrorBody(reason)) return { error: reason.error.message, status: reason.error.code === "authentication_required" ? 401 : 403 };
    console.error(`no grant for ${flow.target}: ${reason instanceof Error ? reason.message : String(reason)}`);
    return { error: "The platform could not answer just now. Try again in a moment.", status: 503 };
  }
}

/**
 * The CSP `form-action` source a form needs when its post ends on a custom
 * domain (a sign-in whose callbackUrl is there, or the consent page's POST):
 * Chromium applies form-action to the redirects that follow a form's post, so
 * the 303 to the custom domain is refused under `form-action 'self'` alone.
 * Null for the platform's own URLs. The URL reaching here is already one the
 * storefront accepted.
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

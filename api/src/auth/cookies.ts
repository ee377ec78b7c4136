import { parseCookie } from "cookie";
import type { CookieOptions, Request, Response } from "express";
import { SITE_FLOW_TTL_MS } from "@storyloom/domain/services/sessions/siteGrants.ts";
import { cookieNamesFor } from "../client/cookieNames.ts";
import type { Config } from "../config.ts";

type CookieConfig = Pick<Config, "secureCookies">;

/** `storyloom.session-token`, `__Host-storyloom.session-token` when PUBLIC_URL is https. */
export function sessionCookieName(config: CookieConfig): string {
  return cookieNamesFor(config.secureCookies).session;
}

/** `storyloom.csrf-token`, with the `__Host-` prefix on https as Auth.js does. */
export function csrfCookieName(config: CookieConfig): string {
  return cookieNamesFor(config.secureCookies).csrf;
}

function baseOptions(config: CookieConfig): CookieOptions {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: config.secureCookies };
}

/** The Cookie header as a map (the `cookie` package: the first of duplicate names wins, as browsers order them). */
export function readCookies(req: Request): Map<string, string> {
  const header = req.headers.cookie;
  if (!header) return new Map();
  return new Map(Object.entries(parseCookie(header)).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export function setSessionCookie(res: Response, config: CookieConfig, token: string, expiresAt: Date): void {
  res.cookie(sessionCookieName(config), token, { ...baseOptions(config), expires: expiresAt });
}

export function clearSessionCookie(res: Response, config: CookieConfig): void {
  res.clearCookie(sessionCookieName(config), baseOptions(config));
}

/** A session cookie for the browser session only; the CSRF value is renewed whenever it is missing or invalid. */
export function setCsrfCookie(res: Response, config: CookieConfig, value: string): void {
  res.cookie(csrfCookieName(config), value, baseOptions(config));
}

/** A custom domain's sign-in flow, `state.verifier`, in a cookie of that host only, for as long as the flow may take. */
export function setSiteFlowCookie(res: Response, config: CookieConfig, value: string): void {
  res.cookie(cookieNamesFor(config.secureCookies).siteFlow, value, { ...baseOptions(config), maxAge: SITE_FLOW_TTL_MS });
}

/** The state and verifier of this host's sign-in flow, when its cookie holds them. */
export function readSiteFlowCookie(req: Request, config: CookieConfig): { state: string; verifier: string } | undefined {
  const value = readCookies(req).get(cookieNamesFor(config.secureCookies).siteFlow);
  const [state, verifier, extra] = value?.split(".") ?? [];
  return state && verifier && extra === undefined ? { state, verifier } : undefined;
}

export function clearSiteFlowCookie(res: Response, config: CookieConfig): void {
  res.clearCookie(cookieNamesFor(config.secureCookies).siteFlow, baseOptions(config));
}

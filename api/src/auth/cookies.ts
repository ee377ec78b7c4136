import { parseCookie } from "cookie";
import type { CookieOptions, Request, Response } from "express";
import { REDIRECT_TOKEN_TTL_MS } from "@storyloom/domain/services/users/createRedirectToken.ts";
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

/** The redirect-token key of this host, for as long as a token may wait (120 s). */
export function setRedirectKeyCookie(res: Response, config: CookieConfig, key: string): void {
  res.cookie(cookieNamesFor(config.secureCookies).redirectKey, key, { ...baseOptions(config), maxAge: REDIRECT_TOKEN_TTL_MS });
}

export function readRedirectKeyCookie(req: Request, config: CookieConfig): string | undefined {
  return readCookies(req).get(cookieNamesFor(config.secureCookies).redirectKey);
}

export function clearRedirectKeyCookie(res: Response, config: CookieConfig): void {
  res.clearCookie(cookieNamesFor(config.secureCookies).redirectKey, baseOptions(config));
}

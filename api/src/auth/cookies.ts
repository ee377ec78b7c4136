import type { CookieOptions, Request, Response } from "express";
import type { Config } from "../config.ts";

type CookieConfig = Pick<Config, "secureCookies">;

/** `storyloom.session-token`, with the `__Secure-` prefix when PUBLIC_URL is https. */
export function sessionCookieName(config: CookieConfig): string {
  return `${config.secureCookies ? "__Secure-" : ""}storyloom.session-token`;
}

/**
 * `storyloom.csrf-token`, with the `__Host-` prefix on https as Auth.js does:
 * the CSRF cookie is then bound to the exact host and cannot be planted by a
 * sibling subdomain.
 */
export function csrfCookieName(config: CookieConfig): string {
  return `${config.secureCookies ? "__Host-" : ""}storyloom.csrf-token`;
}

function baseOptions(config: CookieConfig): CookieOptions {
  return { httpOnly: true, sameSite: "lax", path: "/", secure: config.secureCookies };
}

/** The Cookie header as a map; a value that is not valid percent-encoding is kept as it is. */
export function readCookies(req: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  const header = req.headers.cookie;
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (cookies.has(name)) continue; // the first (most specific path) wins, as browsers order them
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
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

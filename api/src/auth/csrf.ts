import type { Request, Response } from "express";
import type { Config } from "../config.ts";
import { CsrfError } from "@storyloom/domain/errors.ts";
import { csrfCookieName, readCookies, setCsrfCookie } from "./cookies.ts";
import { generateToken, safeEqual, sha256Hex } from "@storyloom/domain/auth/tokens.ts";

type CsrfConfig = Pick<Config, "secureCookies" | "authSecret">;

/**
 * The token in the csrf cookie (`token|sha256(token+AUTH_SECRET)`), when its
 * signature holds; a cookie the server did not sign is ignored.
 */
export function readCsrfToken(req: Request, config: CsrfConfig): string | undefined {
  const value = readCookies(req).get(csrfCookieName(config));
  if (!value) return undefined;
  const separator = value.indexOf("|");
  if (separator < 1) return undefined;
  const token = value.slice(0, separator);
  const signature = value.slice(separator + 1);
  return safeEqual(signature, sha256Hex(token + config.authSecret)) ? token : undefined;
}

/** Answers GET /api/auth/csrf: the cookie's token, or a new one set in the cookie. */
export function ensureCsrfToken(req: Request, res: Response, config: CsrfConfig): string {
  const existing = readCsrfToken(req, config);
  if (existing) return existing;
  const token = generateToken(32);
  setCsrfCookie(res, config, `${token}|${sha256Hex(token + config.authSecret)}`);
  return token;
}

/** Double-submit check of every /api/auth POST: the body's csrfToken must equal the signed cookie's. */
export function verifyCsrf(req: Request, config: CsrfConfig, submitted: string | undefined): void {
  const expected = readCsrfToken(req, config);
  if (!expected || !submitted || !safeEqual(expected, submitted)) throw new CsrfError();
}

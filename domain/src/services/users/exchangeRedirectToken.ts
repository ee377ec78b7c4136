import { createHmac, timingSafeEqual } from "node:crypto";
import type { Knex } from "@storyloom/db";
import { User } from "@storyloom/db/models";
import { sha256Hex } from "../../auth/tokens.ts";
import { issueRedirectToken, redirectExchangeUrl } from "./createRedirectToken.ts";
import type { RedirectTokenPayload } from "./createRedirectToken.ts";

/** The claims of a token's payload, without checking its signature yet. */
export function readRedirectToken(token: string): RedirectTokenPayload | undefined {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return undefined;
  try {
    const value = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<RedirectTokenPayload>;
    if (!Number.isSafeInteger(value.u) || !Number.isSafeInteger(value.e) || typeof value.o !== "string") return undefined;
    if (value.a !== null && !Number.isSafeInteger(value.a)) return undefined;
    if (typeof value.k !== "string" || typeof value.p !== "boolean") return undefined;
    return value as RedirectTokenPayload;
  } catch {
    return undefined;
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function signatureMatches(token: string, secret: string): boolean {
  const [body = "", signature = ""] = token.split(".");
  return safeEqual(createHmac("sha256", secret).update(body).digest("base64url"), signature);
}

/**
 * Checks a token and uses it up: signed by its user, live (one per user),
 * unexpired, for `origin`, and presented by the browser holding its key
 * cookie (`key`, the cookie's value on this host). Gives the user and row,
 * or undefined on any mismatch. A mismatch of the key alone does not use the
 * token up, so a link opened in the wrong browser cannot spoil the right one.
 */
async function useRedirectToken(input: {
  trx: Knex.Transaction;
  token: string;
  origin: string;
  key: string | undefined;
  platformKey: boolean;
  now: Date;
}): Promise<{ user: User; payload: RedirectTokenPayload } | undefined> {
  const payload = readRedirectToken(input.token);
  if (!payload || payload.e <= input.now.getTime() || payload.o !== input.origin || payload.p !== input.platformKey) return undefined;
  if (!input.key || !safeEqual(sha256Hex(input.key), payload.k)) return undefined;
  // The row lock makes the check-and-clear below single use under concurrency.
  const user = await User.query(input.trx).findById(payload.u).forUpdate();
  if (!user || user.status !== "ACTIVE" || !user.redirectSecret || !user.redirectToken) return undefined;
  if (!signatureMatches(input.token, user.redirectSecret)) return undefined;
  if (!safeEqual(user.redirectToken, sha256Hex(input.token))) return undefined;
  await User.query(input.trx).patch({ redirectToken: null }).where({ id: user.id });
  return { user, payload };
}

/**
 * The exchange on the token's own origin: gives the user (and impersonating
 * admin) to start a session for, or undefined when the token is malformed,
 * forged, expired, used, for another origin or held by another browser.
 */
export async function exchangeRedirectToken(input: {
  trx: Knex.Transaction;
  token: string;
  redirectTo: string;
  /** The key cookie's value on this host. */
  key: string | undefined;
  /** Whether this host is the platform (tokens minted there are bound to its cookie). */
  isPlatform: boolean;
  now?: Date;
}): Promise<{ userId: number; adminId: number | null } | undefined> {
  const used = await useRedirectToken({
    trx: input.trx,
    token: input.token,
    origin: new URL(input.redirectTo).origin,
    key: input.key,
    platformKey: input.isPlatform,
    now: input.now ?? new Date(),
  });
  return used ? { userId: used.user.id, adminId: used.payload.a } : undefined;
}

/**
 * The platform's half of a custom-domain hop: the browser arrives with the
 * platform-bound token and the hash of the key cookie the custom domain just
 * set; if it holds the platform key cookie the token was bound to, the token
 * is used up and a new one, bound to the custom domain's cookie, is issued.
 * Gives the URL to go on to, or undefined.
 */
export async function bindRedirectToken(input: {
  trx: Knex.Transaction;
  token: string;
  redirectTo: string;
  /** The platform key cookie's value. */
  key: string | undefined;
  /** sha256 of the custom domain's key cookie. */
  targetKeyHash: string;
  now?: Date;
}): Promise<string | undefined> {
  const now = input.now ?? new Date();
  const origin = new URL(input.redirectTo).origin;
  const used = await useRedirectToken({ trx: input.trx, token: input.token, origin, key: input.key, platformKey: true, now });
  if (!used) return undefined;
  const token = await issueRedirectToken(input.trx, used.user, { a: used.payload.a, o: origin, k: input.targetKeyHash, p: false }, now);
  return redirectExchangeUrl(token, input.redirectTo);
}

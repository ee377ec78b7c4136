import { createHmac, randomBytes } from "node:crypto";
import type { Knex } from "@storyloom/db";
import { User } from "@storyloom/db/models";
import type { ActiveSession } from "../../auth/actor.ts";
import { resolveSafeUrl } from "../../auth/redirects.ts";
import { generateToken, sha256Hex } from "../../auth/tokens.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";

/** SPEC §9's 120000 ms: how long a redirect token may wait to be exchanged. */
export const REDIRECT_TOKEN_TTL_MS = 120_000;

export const UNSAFE_REDIRECT = "Redirect target must be this site or one of its registered custom domains.";

/**
 * What a redirect token carries, signed with the user's redirectSecret. It is
 * bound to the browser that asked for it: `k` is the sha256 of a key cookie
 * that browser holds, on the platform host (`p` true: the token was minted
 * there) or on the target host (`p` false: re-issued by the bind hop).
 */
export interface RedirectTokenPayload {
  /** user id */
  u: number;
  /** the impersonating admin, so the banner follows to the custom domain */
  a: number | null;
  /** expiry, ms since epoch */
  e: number;
  /** the origin the token may be exchanged for */
  o: string;
  /** sha256 of the key cookie the exchanging browser must hold */
  k: string;
  /** whether that cookie is the platform's (true) or the target host's (false) */
  p: boolean;
}

export function signRedirectPayload(payload: RedirectTokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const signature = createHmac("sha256", secret).update(body).digest("base64url");
  return `${body}.${signature}`;
}

/** A fresh key for the rt key cookie; the token carries only its hash. */
export function generateRedirectKey(): string {
  return generateToken(20);
}

/** The exchange URL of a token on its target origin. */
export function redirectExchangeUrl(token: string, target: string): string {
  const url = new URL("/api/auth/rt", new URL(target).origin);
  url.searchParams.set("rt", token);
  url.searchParams.set("redirectTo", target);
  return url.toString();
}

/**
 * Signs a token for `userId` and makes it the user's one live token (only its
 * sha256 is kept, in users.redirect_token); the signing secret is created on
 * first use. The caller holds the user's row lock.
 */
export async function issueRedirectToken(
  trx: Knex.Transaction,
  user: User,
  claims: Omit<RedirectTokenPayload, "u" | "e">,
  now: Date,
): Promise<string> {
  const secret = user.redirectSecret ?? randomBytes(32).toString("hex");
  const token = signRedirectPayload({ u: user.id, e: now.getTime() + REDIRECT_TOKEN_TTL_MS, ...claims }, secret);
  await User.query(trx).patch({ redirectSecret: secret, redirectToken: sha256Hex(token) }).where({ id: user.id });
  return token;
}

/**
 * A one-time token that carries this browser's session to `redirectTo`
 * (DESIGN.md "rt"), bound to `key`, the value of the key cookie the caller
 * sets in this browser on the platform host. The caller has authorized
 * "user.createRedirectToken".
 */
export async function createRedirectToken(input: {
  trx: Knex.Transaction;
  knex: Knex;
  session: ActiveSession;
  publicUrl: string;
  redirectTo: string;
  key: string;
  now?: Date;
}): Promise<{ token: string; url: string }> {
  const now = input.now ?? new Date();
  const target = await resolveSafeUrl(input.knex, input.publicUrl, input.redirectTo);
  if (!target) throw new ValidationError(UNSAFE_REDIRECT, { redirectTo: UNSAFE_REDIRECT });
  const user = await User.query(input.trx).findById(input.session.userId).forUpdate();
  if (!user) throw new NotFoundError("User not found.");
  const token = await issueRedirectToken(
    input.trx,
    user,
    { a: input.session.adminId, o: new URL(target).origin, k: sha256Hex(input.key), p: true },
    now,
  );
  return { token, url: redirectExchangeUrl(token, target) };
}

import { createHmac, randomBytes } from "node:crypto";
import type { Knex } from "@storyloom/db";
import { User } from "@storyloom/db/models";
import type { UserActor } from "../../auth/actor.ts";
import { resolveSafeUrl } from "../../auth/redirects.ts";
import { sha256Hex } from "../../auth/tokens.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";

/** SPEC §9's 120000 ms: how long a redirect token may wait to be exchanged. */
export const REDIRECT_TOKEN_TTL_MS = 120_000;

export const UNSAFE_REDIRECT = "Redirect target must be this site or one of its registered custom domains.";

/** What a redirect token carries, signed with the user's redirectSecret. */
export interface RedirectTokenPayload {
  /** user id */
  u: number;
  /** the impersonating admin, so the banner follows to the custom domain */
  a: number | null;
  /** expiry, ms since epoch */
  e: number;
  /** the origin the token may be exchanged for */
  o: string;
}

export function signRedirectPayload(payload: RedirectTokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const signature = createHmac("sha256", secret).update(body).digest("base64url");
  return `${body}.${signature}`;
}

/**
 * A one-time token that carries the signed-in session to a custom domain
 * (DESIGN.md "rt"). Only its sha256 is kept, in users.redirect_token, so a new
 * token replaces the previous one; the signing secret is created on first use.
 */
export async function createRedirectToken(input: {
  trx: Knex.Transaction;
  knex: Knex;
  actor: UserActor;
  publicUrl: string;
  redirectTo: string;
  now?: Date;
}): Promise<{ token: string; url: string }> {
  const now = input.now ?? new Date();
  const target = await resolveSafeUrl(input.knex, input.publicUrl, input.redirectTo);
  if (!target) throw new ValidationError(UNSAFE_REDIRECT, { redirectTo: UNSAFE_REDIRECT });
  const user = await User.query(input.trx).findById(input.actor.userId).forUpdate();
  if (!user) throw new NotFoundError("User not found.");
  const secret = user.redirectSecret ?? randomBytes(32).toString("hex");
  const origin = new URL(target).origin;
  const token = signRedirectPayload(
    { u: user.id, a: input.actor.adminId ?? null, e: now.getTime() + REDIRECT_TOKEN_TTL_MS, o: origin },
    secret,
  );
  await User.query(input.trx).patch({ redirectSecret: secret, redirectToken: sha256Hex(token) }).where({ id: user.id });
  const url = new URL("/api/auth/rt", origin);
  url.searchParams.set("rt", token);
  url.searchParams.set("redirectTo", target);
  return { token, url: url.toString() };
}

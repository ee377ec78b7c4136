/**
 * Signing in on a custom domain: a consented, scoped grant (docs/security.md,
 * "Custom domains"). A custom domain is a third-party client: its author
 * controls its DNS and can point it at their own server at any moment, so what
 * it receives must be safe in their hands. The domain starts the flow with its
 * own state and a PKCE verifier (in a cookie of its own); the platform shows
 * the reader a page naming the domain and the account, and only the POST from
 * that page mints a one-time code (`grantSite`), for that domain and that
 * flow's challenge. The domain redeems the code (`redeemSiteGrant`) for a
 * session bound to its host, scoped to reader calls, that lasts at most 30
 * days and ends with the platform session that consented. Admins and
 * impersonations never receive one.
 */
import { createHash } from "node:crypto";
import type { Knex } from "@storyloom/db";
import { SiteGrant, User } from "@storyloom/db/models";
import type { ActiveSession, UserActor } from "../../auth/actor.ts";
import { liveSiteUrl } from "../../auth/redirects.ts";
import { PKCE_VERIFIER } from "../../auth/siteFlow.ts";
import { createSession } from "../../auth/sessions.ts";
import type { CreatedSession } from "../../auth/sessions.ts";
import { generateToken, sha256Hex } from "../../auth/tokens.ts";
import { ForbiddenError, ValidationError } from "../../errors.ts";
import { PLATFORM_ONLY } from "../../policies/users.ts";

/** The 120000 ms of docs/product.md (Constants and limits): how long a grant's code may wait to be redeemed. */
export const SITE_GRANT_TTL_MS = 120_000;
/** How long a custom domain's flow (its state and verifier) may take, sign-in on the platform included. */
export const SITE_FLOW_TTL_MS = 10 * 60_000;

export const NOT_A_LIVE_SITE = "Redirect target must be one of the platform's live custom domains.";

/** The S256 challenge of a PKCE verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url");
}

/** A fresh state or verifier for a custom domain's flow: 32 random bytes, base32 (52 characters, unreserved). */
export function generateFlowSecret(): string {
  return generateToken(32);
}

/**
 * Whether an actor may carry their sign-in to a custom domain at all: a
 * reader's own platform session, never an admin's nor an impersonation.
 */
export function mayLeavePlatform(actor: UserActor, session: ActiveSession): boolean {
  return !actor.permissions.includes("ADMIN") && actor.adminId === undefined && session.host === null && session.adminId === null;
}

/**
 * The reader consented (the POST of the platform's consent page): a one-time
 * code for `redirectTo` on a live custom domain, bound to the flow's PKCE
 * challenge and to this platform session. Gives the URL on the domain that
 * redeems it, with the flow's state.
 */
export async function grantSite(input: {
  trx: Knex.Transaction;
  actor: UserActor;
  session: ActiveSession;
  publicUrl: string;
  redirectTo: string;
  state: string;
  codeChallenge: string;
  now?: Date;
}): Promise<{ url: string; host: string }> {
  const now = input.now ?? new Date();
  if (!mayLeavePlatform(input.actor, input.session)) throw new ForbiddenError(PLATFORM_ONLY);
  const target = await liveSiteUrl(input.trx, input.publicUrl, input.redirectTo);
  if (!target) throw new ValidationError(NOT_A_LIVE_SITE, { redirectTo: NOT_A_LIVE_SITE });
  const code = generateToken(32);
  await SiteGrant.query(input.trx).insert({
    codeHash: sha256Hex(code),
    userId: input.actor.userId,
    sessionId: input.session.id,
    host: target.hostname,
    redirectTo: target.href,
    codeChallenge: input.codeChallenge,
    expiresAt: new Date(now.getTime() + SITE_GRANT_TTL_MS),
  });
  const url = new URL("/api/auth/rt", target.origin);
  url.search = new URLSearchParams({ rt: code, state: input.state }).toString();
  return { url: url.toString(), host: target.hostname };
}

/**
 * The custom domain redeems a code (`rt`) with its flow's verifier: once,
 * before it expires, on the host it was minted for, by the flow whose
 * challenge it carries, while the reader, their consenting platform session
 * and the domain are all still live. Gives the session made for this host
 * and where to go, or undefined on any mismatch (the code is used up all the
 * same, so a guess spoils it rather than trying again).
 */
export async function redeemSiteGrant(input: {
  trx: Knex.Transaction;
  code: string;
  verifier: string;
  host: string;
  publicUrl: string;
  now?: Date;
}): Promise<{ created: CreatedSession; redirectTo: string } | undefined> {
  const now = input.now ?? new Date();
  const grant = await SiteGrant.query(input.trx).findById(sha256Hex(input.code)).forUpdate();
  if (!grant || grant.usedAt !== null) return undefined;
  await SiteGrant.query(input.trx).findById(grant.codeHash).patch({ usedAt: now });
  if (grant.expiresAt.getTime() <= now.getTime() || grant.host !== input.host) return undefined;
  if (!PKCE_VERIFIER.test(input.verifier) || pkceChallenge(input.verifier) !== grant.codeChallenge) return undefined;
  const user = await User.query(input.trx).findById(grant.userId);
  if (user?.status !== "ACTIVE") return undefined;
  const parent = await input.trx("sessions").where({ id: grant.sessionId }).whereNull("host").whereNull("adminId").where("expiresAt", ">", now).first("id");
  if (!parent) return undefined;
  const target = await liveSiteUrl(input.trx, input.publicUrl, grant.redirectTo);
  if (!target || target.hostname !== grant.host) return undefined;
  const created = await createSession(input.trx, { userId: grant.userId, now, site: { host: grant.host, parentSessionId: grant.sessionId } });
  return { created, redirectTo: target.href };
}

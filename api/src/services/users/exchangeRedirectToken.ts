import { createHmac, timingSafeEqual } from "node:crypto";
import type { Knex } from "@storyloom/db";
import { User } from "@storyloom/db/models";
import { sha256Hex } from "../../auth/tokens.ts";
import type { RedirectTokenPayload } from "./createRedirectToken.ts";

function decodePayload(body: string): RedirectTokenPayload | undefined {
  try {
    const value = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<RedirectTokenPayload>;
    if (!Number.isSafeInteger(value.u) || !Number.isSafeInteger(value.e) || typeof value.o !== "string") return undefined;
    if (value.a !== null && !Number.isSafeInteger(value.a)) return undefined;
    return value as RedirectTokenPayload;
  } catch {
    return undefined;
  }
}

function signatureMatches(body: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(createHmac("sha256", secret).update(body).digest("base64url"));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Checks a redirect token for `redirectTo`'s origin and uses it up. Gives the
 * user (and impersonating admin) to start a session for, or undefined when the
 * token is malformed, forged, expired, already used or for another origin.
 */
export async function exchangeRedirectToken(input: {
  trx: Knex.Transaction;
  token: string;
  redirectTo: string;
  now?: Date;
}): Promise<{ userId: number; adminId: number | null } | undefined> {
  const now = input.now ?? new Date();
  const [body, signature, extra] = input.token.split(".");
  if (!body || !signature || extra !== undefined) return undefined;
  const payload = decodePayload(body);
  if (!payload || payload.e <= now.getTime()) return undefined;
  if (payload.o !== new URL(input.redirectTo).origin) return undefined;
  // The row lock makes the check-and-clear below single use under concurrency.
  const user = await User.query(input.trx).findById(payload.u).forUpdate();
  if (!user || user.status !== "ACTIVE" || !user.redirectSecret || !user.redirectToken) return undefined;
  if (!signatureMatches(body, signature, user.redirectSecret)) return undefined;
  if (user.redirectToken !== sha256Hex(input.token)) return undefined;
  await User.query(input.trx).patch({ redirectToken: null }).where({ id: user.id });
  return { userId: user.id, adminId: payload.a };
}

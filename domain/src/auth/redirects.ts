import type { Knex } from "@storyloom/db";
import { findLiveCustomDomain } from "../services/sites/findCustomDomain.ts";

/** The longest callbackUrl or redirectTo followed (the schemas allow as much). */
export const MAX_REDIRECT_URL_LENGTH = 2048;

/** An absolute http(s) URL without credentials, resolved against the platform origin; undefined for anything else. */
function parseTarget(publicUrl: string, candidate: string | undefined): URL | undefined {
  // Longer than any URL the product makes, and it would end up in a Location header.
  if (!candidate || candidate.length > MAX_REDIRECT_URL_LENGTH) return undefined;
  let url: URL;
  try {
    // "//evil.example" is protocol-relative: resolved against publicUrl it
    // becomes another host, which the origin checks refuse.
    url = new URL(candidate, publicUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.username || url.password) return undefined;
  return url;
}

/**
 * The URL when it is on a live custom domain (ownership proved, routing found,
 * certificate issued: findLiveCustomDomain), not the platform: the only places
 * a grant (docs/security.md, "Custom domains") may be sent. A registered but
 * pending domain is nobody's: its claimant has proved nothing.
 */
export async function liveSiteUrl(db: Knex | Knex.Transaction, publicUrl: string, candidate: string | undefined): Promise<URL | undefined> {
  const url = parseTarget(publicUrl, candidate);
  if (!url || url.origin === new URL(publicUrl).origin) return undefined;
  return (await findLiveCustomDomain(db, url.hostname)) ? url : undefined;
}

/**
 * The absolute URL to follow for a callbackUrl/redirectTo, or undefined when
 * it leads anywhere but the platform origin or a live custom domain (an open
 * redirect would let a phishing link land on a look-alike page). Relative
 * paths are resolved against the platform origin.
 */
export async function resolveSafeUrl(db: Knex | Knex.Transaction, publicUrl: string, candidate: string | undefined): Promise<string | undefined> {
  const url = parseTarget(publicUrl, candidate);
  if (!url) return undefined;
  if (url.origin === new URL(publicUrl).origin) return url.toString();
  return (await findLiveCustomDomain(db, url.hostname)) ? url.toString() : undefined;
}

/** resolveSafeUrl, falling back to the platform origin. */
export async function safeCallbackUrl(db: Knex | Knex.Transaction, publicUrl: string, candidate: string | undefined): Promise<string> {
  return (await resolveSafeUrl(db, publicUrl, candidate)) ?? publicUrl;
}

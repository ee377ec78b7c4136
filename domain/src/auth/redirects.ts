import type { Knex } from "@storyloom/db";
import { findCustomDomain } from "../services/sites/findCustomDomain.ts";

/** The longest callbackUrl or redirectTo followed (the schemas allow as much). */
export const MAX_REDIRECT_URL_LENGTH = 2048;

/**
 * The absolute URL to follow for a callbackUrl/redirectTo, or undefined when
 * it leads anywhere but the platform origin or a registered custom domain
 * (an open redirect would let a phishing link land on a look-alike page).
 * Relative paths are resolved against the platform origin.
 */
export async function resolveSafeUrl(db: Knex, publicUrl: string, candidate: string | undefined): Promise<string | undefined> {
  // Longer than any URL the product makes, and it would end up in a Location header.
  if (!candidate || candidate.length > MAX_REDIRECT_URL_LENGTH) return undefined;
  let url: URL;
  try {
    // "//evil.example" is protocol-relative: resolved against publicUrl it
    // becomes another host, which the origin check below refuses.
    url = new URL(candidate, publicUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.username || url.password) return undefined;
  if (url.origin === new URL(publicUrl).origin) return url.toString();
  const domain = await findCustomDomain(db, url.hostname);
  return domain ? url.toString() : undefined;
}

/** resolveSafeUrl, falling back to the platform origin. */
export async function safeCallbackUrl(db: Knex, publicUrl: string, candidate: string | undefined): Promise<string> {
  return (await resolveSafeUrl(db, publicUrl, candidate)) ?? publicUrl;
}

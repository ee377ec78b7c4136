import type { Knex } from "@storyloom/db";
import { NotFoundError } from "../../errors.ts";
import { findCustomDomain, normalizeHostname } from "./findCustomDomain.ts";

export type Site = { kind: "platform" } | { kind: "book"; bookId: number } | { kind: "series"; seriesId: number };

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** "host:port" or "[v6]:port" → the host name alone. */
export function hostnameOf(host: string): string {
  const trimmed = normalizeHostname(host);
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  const colon = trimmed.lastIndexOf(":");
  return colon > -1 && trimmed.indexOf(":") === colon ? trimmed.slice(0, colon) : trimmed;
}

/**
 * What a Host header stands for: the platform (PUBLIC_URL's host or a local
 * address), or the book or series of a registered custom domain.
 */
export async function resolveSite(input: { db: Knex; publicUrl: string; host: string }): Promise<Site> {
  const hostname = hostnameOf(input.host);
  if (hostname === new URL(input.publicUrl).hostname || LOCAL_HOSTS.has(hostname)) return { kind: "platform" };
  const domain = await findCustomDomain(input.db, hostname);
  if (domain?.bookId != null) return { kind: "book", bookId: domain.bookId };
  if (domain?.seriesId != null) return { kind: "series", seriesId: domain.seriesId };
  throw new NotFoundError("No site is served on this host.");
}

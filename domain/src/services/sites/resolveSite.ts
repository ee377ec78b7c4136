import type { Knex } from "@storyloom/db";
import { NotFoundError } from "../../errors.ts";
import { hostnameOf, isPlatformHost } from "../../sites/hosts.ts";
import type { Site } from "../../sites/hosts.ts";
import { findLiveCustomDomain } from "./findCustomDomain.ts";

export type { Site };
// Routes that call the service (api/src/routes/internal) read hosts with its parser.
export { hostnameOf };

/**
 * What a Host header stands for: the platform (PUBLIC_URL's host or a local
 * address), or the book or series of a live custom domain (ownership proved,
 * VALIDATED); a pending claim is no site.
 */
export async function resolveSite(input: { db: Knex; publicUrl: string; host: string }): Promise<Site> {
  const hostname = hostnameOf(input.host);
  if (isPlatformHost(hostname, input.publicUrl)) return { kind: "platform" };
  const domain = await findLiveCustomDomain(input.db, hostname);
  if (domain?.bookId != null) return { kind: "book", bookId: domain.bookId };
  if (domain?.seriesId != null) return { kind: "series", seriesId: domain.seriesId };
  throw new NotFoundError("No site is served on this host.");
}

import { z } from "zod";
import { count } from "../../presenters/views/paging.ts";

const hostname = z
  .string({ error: (issue) => (issue.input === undefined ? "This field is required." : "Must be text.") })
  .trim()
  .min(1, "This field is required.")
  .max(253, "Must be a host name.")
  .regex(/^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(:\d{1,5})?\.?$/i, "Must be a host name.");

/** Caddy's on-demand TLS "ask" request: ?domain=<host>. */
export const tlsAskQuery = z.strictObject({ domain: hostname });

export const resolveSiteQuery = z.strictObject({ host: hostname });

// Answers (tls-ask answers views/done.ts's doneView).

/** What a host serves: the platform, or the book or series of a registered custom domain (domain/src/sites/hosts.ts's Site). */
export const siteAnswer = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("platform") }),
  z.object({ kind: z.literal("book"), bookId: count() }),
  z.object({ kind: z.literal("series"), seriesId: count() }),
]);

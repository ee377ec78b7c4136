import { z } from "zod";

const hostname = z
  .string({ error: (issue) => (issue.input === undefined ? "This field is required." : "Must be text.") })
  .trim()
  .min(1, "This field is required.")
  .max(253, "Must be a host name.")
  .regex(/^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(:\d{1,5})?\.?$/i, "Must be a host name.");

/** Caddy's on-demand TLS "ask" request: ?domain=<host>. */
export const tlsAskQuery = z.strictObject({ domain: hostname });

export const resolveSiteQuery = z.strictObject({ host: hostname });

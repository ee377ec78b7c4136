import type { Knex } from "@storyloom/db";
import { hostnameOf } from "../../sites/hosts.ts";

/**
 * Caddy's on-demand TLS question (`/api/internal/tls-ask`): a certificate only
 * for a live custom domain whose DNS was found pointing here (VALIDATED). One
 * indexed lookup (custom_domains_name_unique), answered in about a millisecond.
 */
export async function mayIssueCertificate(db: Knex | Knex.Transaction, host: string): Promise<boolean> {
  const row = await db("customDomains").whereRaw("lower(name) = ?", [hostnameOf(host)]).where({ isDeleted: false, certificateStatus: "VALIDATED" }).first("id");
  return row !== undefined;
}

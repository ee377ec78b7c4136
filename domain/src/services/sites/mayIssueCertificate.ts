import type { Knex } from "@storyloom/db";
import { findLiveCustomDomain } from "./findCustomDomain.ts";

/**
 * Caddy's on-demand TLS question (`/api/internal/tls-ask`): a certificate only
 * for a live custom domain, its ownership proved and its DNS found pointing
 * here (VALIDATED). One indexed lookup (custom_domains_verified_name_unique).
 */
export async function mayIssueCertificate(db: Knex | Knex.Transaction, host: string): Promise<boolean> {
  return (await findLiveCustomDomain(db, host)) !== undefined;
}

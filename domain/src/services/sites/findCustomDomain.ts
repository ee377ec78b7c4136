import type { Knex } from "@storyloom/db";
import { CustomDomain } from "@storyloom/db/models";

/** Host names are case-insensitive and may end in a root dot; stored names are bare. */
export function normalizeHostname(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, "");
}

/** The registered, not deleted custom domain with this host name. */
export async function findCustomDomain(db: Knex | Knex.Transaction, hostname: string): Promise<CustomDomain | undefined> {
  // lower(name) matches custom_domains_name_unique, a partial index on live domains.
  return CustomDomain.query(db)
    .whereRaw("lower(name) = ?", [normalizeHostname(hostname)])
    .where({ isDeleted: false })
    .first();
}

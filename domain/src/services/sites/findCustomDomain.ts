import { hostnameOf } from "../../sites/hosts.ts";
import type { Knex } from "@storyloom/db";
import { CustomDomain } from "@storyloom/db/models";

/** The registered, not deleted custom domain with this host name. */
export async function findCustomDomain(db: Knex | Knex.Transaction, hostname: string): Promise<CustomDomain | undefined> {
  // lower(name) matches custom_domains_name_unique, a partial index on live domains.
  return CustomDomain.query(db)
    .whereRaw("lower(name) = ?", [hostnameOf(hostname)])
    .where({ isDeleted: false })
    .first();
}

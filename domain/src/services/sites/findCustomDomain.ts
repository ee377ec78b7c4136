import { domainToASCII } from "node:url";
import { hostnameOf } from "../../sites/hosts.ts";
import type { Knex } from "@storyloom/db";
import { CustomDomain } from "@storyloom/db/models";

/**
 * A host as custom domains are stored (services/customDomains/domainName.ts):
 * lower case, no port, no root dot, an internationalised name as punycode.
 */
export function customDomainNameOf(host: string): string {
  const name = hostnameOf(host);
  // Only a name with characters outside printable ASCII needs IDNA.
  return /^[\x21-\x7e]*$/.test(name) ? name : domainToASCII(name) || name;
}

/**
 * The live custom domain with this host name: not deleted, its ownership
 * proved (TXT record) and its DNS and certificate VALIDATED. Only such a
 * domain is a site, a redirect target or a certificate candidate; a pending
 * claim counts for nothing. At most one row matches
 * (custom_domains_verified_name_unique).
 */
export async function findLiveCustomDomain(db: Knex | Knex.Transaction, hostname: string): Promise<CustomDomain | undefined> {
  return CustomDomain.query(db)
    .whereRaw("lower(name) = ?", [customDomainNameOf(hostname)])
    .where({ isDeleted: false, certificateStatus: "VALIDATED" })
    .whereNotNull("ownershipVerifiedAt")
    .first();
}

/**
 * Ownership before anything (README.md beside this file): an author proves
 * they control a name by publishing the row's random token as the TXT record
 * `_storyloom-challenge.<name>`. Until the record is found the domain counts
 * for nothing: no certificate request, no site, no redirect target.
 */
import type { Knex } from "@storyloom/db";
import type { CustomDomain } from "@storyloom/db/models";
import type { CustomDomainsDeps } from "./settings.ts";

export const OWNERSHIP_RECORD_PREFIX = "_storyloom-challenge";
/** Refused or reported when someone else's verified domain already has the name (without saying whose). */
export const NAME_TAKEN = "This domain is already connected to a book or series.";

/** The TXT record's name for a domain name. */
export function ownershipRecordName(name: string): string {
  return `${OWNERSHIP_RECORD_PREFIX}.${name}`;
}

export type OwnershipFinding = { proved: true } | { proved: false; found: string };

/** Whether the domain's TXT record holds its token and no other live domain has the name; what is missing otherwise. */
export async function lookUpOwnership(
  deps: CustomDomainsDeps,
  db: Knex | Knex.Transaction,
  domain: Pick<CustomDomain, "id" | "name" | "ownershipToken">,
): Promise<OwnershipFinding> {
  const recordName = ownershipRecordName(domain.name);
  const values = await deps.dns.txt(recordName);
  if (!values.some((value) => value.trim() === domain.ownershipToken)) return { proved: false, found: `TXT ${recordName} not found` };
  const live = await db("customDomains")
    .whereRaw("lower(name) = ?", [domain.name])
    .where({ isDeleted: false })
    .whereNotNull("ownershipVerifiedAt")
    .whereNot({ id: domain.id })
    .first("id");
  return live ? { proved: false, found: NAME_TAKEN } : { proved: true };
}

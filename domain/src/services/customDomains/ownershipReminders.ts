/**
 * Domains that were live before ownership records existed (README.md beside
 * this file, "Existing domains"): they kept serving, with a first re-check 14
 * days on. Their authors are told once which TXT record to add and by when;
 * the studio shows the same. A domain whose record is already there is
 * unmarked without an e-mail; one whose lookup failed is asked about again
 * on the next sweep.
 */
import type { Knex } from "@storyloom/db";
import { CustomDomain } from "@storyloom/db/models";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { queueEmail } from "../mail/queueEmail.ts";
import { findDomainOwner } from "./domainOwner.ts";
import { lookUpOwnership, ownershipRecordName } from "./ownership.ts";
import type { OwnershipFinding } from "./ownership.ts";
import type { CustomDomainsDeps } from "./settings.ts";

/** Domains looked at per sweep (every minute). */
const REMINDERS_PER_SWEEP = 50;

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/** The e-mail: the record to add, and when the checks start to require it. */
export function ownershipReminderText(input: {
  domain: Pick<CustomDomain, "name" | "ownershipToken" | "nextCheckAt">;
  ownerName: string | null;
  title: string | null;
}): { subject: string; text: string } {
  const { domain } = input;
  const by = domain.nextCheckAt ? `${dateFormat.format(domain.nextCheckAt)} (UTC)` : "its next check";
  return {
    subject: `${domain.name}: add its ownership record by ${domain.nextCheckAt ? dateFormat.format(domain.nextCheckAt) : "its next check"}`,
    text: [
      `Hello${input.ownerName ? ` ${input.ownerName}` : ""},`,
      "",
      `Storyloom now checks that every custom domain is still in its author's hands. Your domain ${domain.name}${input.title ? `, which serves "${input.title}",` : ""} stays live as it is until ${by}.`,
      "Before then, add this record at your domain's DNS provider:",
      "",
      `  Type:  TXT`,
      `  Name:  ${ownershipRecordName(domain.name)}`,
      `  Value: ${domain.ownershipToken}`,
      "",
      "From then on the domain is served only while this record is found. Your book's domains in the studio show the record too, with a button to check it.",
      "",
      "Storyloom",
    ].join("\n"),
  };
}

export async function remindUnprovedLiveDomains(input: { knex: Knex; jobs: JobQueue; deps: CustomDomainsDeps }): Promise<{ reminded: number }> {
  const marked = await CustomDomain.query(input.knex).where({ ownershipReminderPending: true }).orderBy("id").limit(REMINDERS_PER_SWEEP);
  let reminded = 0;
  for (const domain of marked) {
    let finding: OwnershipFinding;
    try {
      finding = await lookUpOwnership(input.deps, input.knex, domain);
    } catch {
      // The resolver failed: nothing is concluded; the next sweep asks again.
      continue;
    }
    const sent = await input.knex.transaction(async (trx) => {
      const locked = await CustomDomain.query(trx).findById(domain.id).where({ ownershipReminderPending: true }).forUpdate();
      if (!locked) return false;
      await locked.$query(trx).patch({ ownershipReminderPending: false, ...(finding.proved ? {} : { dnsFound: finding.found }) });
      if (finding.proved || locked.isDeleted || locked.certificateStatus !== "VALIDATED") return false;
      const owner = await findDomainOwner(trx, locked.id);
      if (!owner) return false;
      const { subject, text } = ownershipReminderText({ domain: locked, ownerName: owner.name, title: owner.title });
      await queueEmail({ trx, jobs: input.jobs, message: { to: owner.email, subject, text } });
      return true;
    });
    if (sent) reminded += 1;
  }
  return { reminded };
}

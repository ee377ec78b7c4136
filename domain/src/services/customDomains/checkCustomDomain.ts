/**
 * One look at a custom domain (README.md beside this file). First its
 * ownership: the TXT record `_storyloom-challenge.<name>` must hold the row's
 * token (ownership.ts); until it does nothing else happens (no ACM request)
 * and the domain stays VALIDATION_PENDING, unverified. Then its routing: does
 * its DNS point at the platform. Then its certificate: with on-demand
 * certificates the gateway gets one once the DNS points here, so the status
 * follows the DNS (and times out if it never does); with ACM, the certificate
 * is requested and followed there, and one that timed out is requested once
 * more; VALIDATED needs the routing record too. A change of status is
 * recorded (certPreviousStatus, certStatusUpdatedAt) and e-mailed to the
 * author. The next look is scheduled with backoff until the status is final;
 * a live domain is looked at again every CHECK_MAX_MS, and one whose TXT or
 * routing record is gone is pending again at once (no longer a site).
 */
import type { CertificateFailureReason, CertificateStatus, Knex } from "@storyloom/db";
import { certificateFailureReasons } from "@storyloom/db/enums";
import { CustomDomain } from "@storyloom/db/models";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { queueEmail } from "../mail/queueEmail.ts";
import { findDomainOwner } from "./domainOwner.ts";
import { lookUpOwnership } from "./ownership.ts";
import { remindUnprovedLiveDomains } from "./ownershipReminders.ts";
import type { OwnershipFinding } from "./ownership.ts";
import type { CustomDomainsDeps } from "./settings.ts";

/** First wait between looks; it doubles up to CHECK_MAX_MS. */
export const CHECK_FIRST_MS = 60_000;
export const CHECK_MAX_MS = 60 * 60_000;
/** On-demand: a domain whose DNS does not point here after this long is "timed out, retrying" (as ACM gives up after 72 hours)… */
export const DNS_PATIENCE_MS = 72 * 60 * 60_000;
/** …and after this much longer, timed out for good (the author's "check now" starts it over). */
export const DNS_RETRY_PATIENCE_MS = 96 * 60 * 60_000;

/** No further look (until the author's "check now"). VALIDATED is not among them: a live domain is re-checked every CHECK_MAX_MS. */
const FINAL: ReadonlySet<CertificateStatus> = new Set(["VALIDATION_FAILED", "VALIDATION_TIMED_OUT"]);

export const STATUS_WORDS: Record<CertificateStatus, string> = {
  VALIDATION_PENDING: "waiting for its DNS records",
  VALIDATED: "live, with its certificate",
  VALIDATION_TIMED_OUT_AND_RETRYING: "not validated in time; trying again",
  VALIDATION_FAILED: "refused a certificate",
  VALIDATION_TIMED_OUT: "not validated in time",
};

export interface DnsFinding {
  pointsHere: boolean;
  /** What the name points at, in words: "CNAME books.example.net", "A 203.0.113.7", "no record". */
  found: string;
}

/** Whether `name`'s DNS points at the platform: a CNAME to the target, or A records among its addresses (or the target's own). */
export async function lookUpDns(deps: CustomDomainsDeps, name: string): Promise<DnsFinding> {
  const { settings, dns } = deps;
  const cnames = await dns.cname(name);
  if (cnames.length > 0) return { pointsHere: cnames.includes(settings.cnameTarget), found: cnames.map((target) => `CNAME ${target}`).join(", ") };
  const addresses = await dns.addresses(name);
  if (addresses.length === 0) return { pointsHere: false, found: "no record" };
  const ours = new Set(settings.addresses.length > 0 ? settings.addresses : await dns.addresses(settings.cnameTarget));
  return { pointsHere: addresses.some((address) => ours.has(address)), found: addresses.map((address) => `A ${address}`).join(", ") };
}

function failureReasonOf(reason: string | null): CertificateFailureReason {
  return certificateFailureReasons.find((known) => known === reason) ?? "OTHER";
}

interface Observed {
  status: CertificateStatus;
  failureReason: CertificateFailureReason | null;
  arn: string | null;
  record: { name: string; value: string } | null;
}

async function observeAcm(deps: CustomDomainsDeps, domain: CustomDomain): Promise<Observed> {
  const acm = deps.certificates!;
  const keep = { name: domain.certValidRecordName ?? "", value: domain.certValidRecordVal ?? "" };
  const current = domain.certificateArn ? await acm.describe(domain.certificateArn) : null;
  const retrying = domain.certificateStatus === "VALIDATION_TIMED_OUT_AND_RETRYING";
  if (!current || (current.status === "VALIDATION_TIMED_OUT" && !retrying)) {
    // None yet, gone, or timed out for the first time: a (new) request. The token makes a repeat of this look ask once.
    const { arn } = await acm.request(domain.name, `d${domain.id}${current ? "r" : ""}`);
    const fresh = await acm.describe(arn);
    return { status: current ? "VALIDATION_TIMED_OUT_AND_RETRYING" : "VALIDATION_PENDING", failureReason: null, arn, record: fresh?.validationRecord ?? null };
  }
  const record = current.validationRecord ?? (keep.name ? keep : null);
  switch (current.status) {
    case "ISSUED":
      return { status: "VALIDATED", failureReason: null, arn: domain.certificateArn, record };
    case "FAILED":
    case "REVOKED":
    case "EXPIRED":
      return { status: "VALIDATION_FAILED", failureReason: failureReasonOf(current.failureReason), arn: domain.certificateArn, record };
    case "VALIDATION_TIMED_OUT":
      return { status: "VALIDATION_TIMED_OUT", failureReason: null, arn: domain.certificateArn, record };
    default:
      return { status: retrying ? "VALIDATION_TIMED_OUT_AND_RETRYING" : "VALIDATION_PENDING", failureReason: null, arn: domain.certificateArn, record };
  }
}

/** On-demand: validated once the DNS points here (the gateway then gets the certificate); else waiting, for so long. */
export function onDemandStatus(
  domain: Pick<CustomDomain, "certificateStatus" | "certStatusUpdatedAt" | "createdAt">,
  pointsHere: boolean,
  now: Date,
): CertificateStatus {
  if (pointsHere) return "VALIDATED";
  const waited = now.getTime() - (domain.certStatusUpdatedAt ?? domain.createdAt).getTime();
  switch (domain.certificateStatus) {
    case "VALIDATION_TIMED_OUT":
      return "VALIDATION_TIMED_OUT";
    case "VALIDATION_TIMED_OUT_AND_RETRYING":
      return waited > DNS_RETRY_PATIENCE_MS ? "VALIDATION_TIMED_OUT" : "VALIDATION_TIMED_OUT_AND_RETRYING";
    case "VALIDATED":
      // The DNS was moved away: waiting again.
      return "VALIDATION_PENDING";
    default:
      return waited > DNS_PATIENCE_MS ? "VALIDATION_TIMED_OUT_AND_RETRYING" : "VALIDATION_PENDING";
  }
}

function observeOnDemand(domain: CustomDomain, dns: DnsFinding, now: Date): Observed {
  return { status: onDemandStatus(domain, dns.pointsHere, now), failureReason: null, arn: null, record: null };
}

/** The wait before look number `attempts` + 1. */
export function nextCheckDelayMs(attempts: number): number {
  return Math.min(CHECK_FIRST_MS * 2 ** Math.max(0, attempts), CHECK_MAX_MS);
}

/** Looks at the domain now and records what changed; the domain as it now stands (null when it was deleted meanwhile). */
export async function checkCustomDomain(input: {
  knex: Knex;
  jobs: JobQueue;
  deps: CustomDomainsDeps;
  domainId: number;
  now?: Date;
}): Promise<CustomDomain | null> {
  const { knex, deps } = input;
  const now = input.now ?? new Date();
  const domain = await CustomDomain.query(knex).findById(input.domainId);
  if (!domain || domain.isDeleted) return null;
  let ownership: OwnershipFinding | null = null;
  try {
    ownership = await lookUpOwnership(deps, knex, domain);
  } catch {
    // The resolver failed (not "no record"): nothing is concluded from it; the next look asks again.
  }
  let dnsFinding: DnsFinding | null = null;
  let observed: Observed | null = null;
  if (ownership?.proved) {
    try {
      dnsFinding = await lookUpDns(deps, domain.name);
    } catch {
      // As above: the routing is looked at again next time.
    }
    observed = deps.certificates
      ? withRouting(await observeAcm(deps, domain), dnsFinding, domain)
      : dnsFinding
        ? observeOnDemand(domain, dnsFinding, now)
        : null;
  }

  return knex.transaction(async (trx) => {
    const locked = await CustomDomain.query(trx).findById(domain.id).forUpdate();
    if (!locked || locked.isDeleted) return null;
    // Not proved: pending (and unverified) whatever it was, timing out as a DNS that never points here does; a failed lookup changes nothing.
    const unproved = ownership && !ownership.proved ? ownership : null;
    const status = unproved ? onDemandStatus(locked, false, now) : (observed?.status ?? locked.certificateStatus ?? "VALIDATION_PENDING");
    const changed = status !== locked.certificateStatus;
    const attempts = locked.checkAttempts + 1;
    const patch: Partial<CustomDomain> = {
      ...(unproved ? { ownershipVerifiedAt: null, dnsPointsHere: false, dnsFound: unproved.found, dnsCheckedAt: now } : {}),
      ...(ownership?.proved ? { ownershipVerifiedAt: locked.ownershipVerifiedAt ?? now } : {}),
      ...(dnsFinding ? { dnsPointsHere: dnsFinding.pointsHere, dnsFound: dnsFinding.found, dnsCheckedAt: now } : {}),
      ...(observed
        ? {
            certificateArn: observed.arn,
            certValidRecordName: observed.record?.name ?? null,
            certValidRecordVal: observed.record?.value ?? null,
            certFailureReason: observed.failureReason,
          }
        : {}),
      certificateStatus: status,
      ...(changed ? { certPreviousStatus: locked.certificateStatus, certStatusUpdatedAt: now } : {}),
      checkAttempts: changed ? 0 : attempts,
      nextCheckAt: nextCheckAt(status, changed ? 0 : attempts, now),
    };
    // Two authors proving the same name at once: custom_domains_verified_name_unique refuses the second; its next look reports the name taken.
    const updated = await locked.$query(trx).patchAndFetch(patch);
    if (changed && locked.certificateStatus !== null) await tellAuthor(trx, input.jobs, updated);
    return updated;
  });
}

/** With ACM, an issued certificate makes the domain live only while its routing record points here. */
function withRouting(observed: Observed, dns: DnsFinding | null, domain: CustomDomain): Observed {
  if (observed.status !== "VALIDATED" || dns?.pointsHere) return observed;
  // A failed lookup keeps a live domain live until the next look; it does not make a new one live.
  if (!dns && domain.certificateStatus === "VALIDATED") return observed;
  return { ...observed, status: "VALIDATION_PENDING" };
}

function nextCheckAt(status: CertificateStatus, attempts: number, now: Date): Date | null {
  if (FINAL.has(status)) return null;
  return new Date(now.getTime() + (status === "VALIDATED" ? CHECK_MAX_MS : nextCheckDelayMs(attempts)));
}

async function tellAuthor(trx: Knex.Transaction, jobs: JobQueue, domain: CustomDomain): Promise<void> {
  const owner = await findDomainOwner(trx, domain.id);
  if (!owner) return;
  const status = domain.certificateStatus ?? "VALIDATION_PENDING";
  const reason = domain.certFailureReason ? ` (reason: ${domain.certFailureReason.replaceAll("_", " ").toLowerCase()})` : "";
  const text = [
    `Hello${owner.name ? ` ${owner.name}` : ""},`,
    "",
    `Your domain ${domain.name}${owner.title ? `, which serves "${owner.title}",` : ""} is now ${STATUS_WORDS[status]}${reason}.`,
    status === "VALIDATED"
      ? `Readers can open https://${domain.name}/ now.`
      : "Open your book's domains in the studio to see the DNS records it needs and check it again.",
    "",
    "Storyloom",
  ].join("\n");
  await queueEmail({ trx, jobs, message: { to: owner.email, subject: `${domain.name}: ${STATUS_WORDS[status]}`, text } });
}

/**
 * The sweep (`domains.checkDue`, every minute): every live domain whose next
 * look is due, oldest first; then the reminders to authors of domains that
 * were live before ownership records existed.
 */
export async function checkDueCustomDomains(input: {
  knex: Knex;
  jobs: JobQueue;
  deps: CustomDomainsDeps;
  now?: Date;
  limit?: number;
}): Promise<{ checked: number; failed: number; reminded: number }> {
  const now = input.now ?? new Date();
  const due = await CustomDomain.query(input.knex)
    .where({ isDeleted: false })
    .where("nextCheckAt", "<=", now)
    .orderBy("nextCheckAt")
    .limit(input.limit ?? 100)
    .select("id");
  let checked = 0;
  let failed = 0;
  for (const { id } of due) {
    try {
      await checkCustomDomain({ ...input, domainId: id, now });
      checked += 1;
    } catch {
      // ACM or the database failed for this one: pushed back, the others go on.
      await CustomDomain.query(input.knex)
        .findById(id)
        .patch({ nextCheckAt: new Date(now.getTime() + CHECK_FIRST_MS) });
      failed += 1;
    }
  }
  const { reminded } = await remindUnprovedLiveDomains({ knex: input.knex, jobs: input.jobs, deps: input.deps });
  return { checked, failed, reminded };
}

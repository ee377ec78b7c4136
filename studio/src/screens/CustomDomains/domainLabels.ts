/** Words for custom domains in the studio. Pure. */
import type { CustomDomainView } from "@storyloom/api/client";

export const certificateStatusLabel: Record<CustomDomainView["certificateStatus"], string> = {
  VALIDATION_PENDING: "Waiting for the certificate",
  VALIDATED: "Live: the certificate is issued",
  VALIDATION_TIMED_OUT_AND_RETRYING: "The certificate is taking long: trying again",
  VALIDATION_FAILED: "The certificate was refused",
  VALIDATION_TIMED_OUT: "The certificate timed out",
};

const FAILURE_REASONS: Partial<Record<NonNullable<CustomDomainView["certFailureReason"]>, string>> = {
  CAA_ERROR: "a CAA record at your DNS provider does not allow Amazon's certificate authority to issue for this name",
  DOMAIN_NOT_ALLOWED: "the certificate authority does not issue certificates for this name",
  INVALID_PUBLIC_DOMAIN: "this is not a public domain name",
  DOMAIN_VALIDATION_DENIED: "the domain's owner denied the validation",
  ADDITIONAL_VERIFICATION_REQUIRED: "the certificate authority needs more verification for this name",
  NO_AVAILABLE_CONTACTS: "the certificate authority found no contact for this name",
};

/** Why a certificate failed, in words; null when it did not. */
export function failureReasonText(reason: CustomDomainView["certFailureReason"]): string | null {
  if (reason === null) return null;
  return FAILURE_REASONS[reason] ?? `the certificate authority answered ${reason}`;
}

/**
 * Where the domain stands, in words, in the order the checks go: the
 * ownership record first, then the routing record, then the certificate.
 */
export function domainStateText(domain: Pick<CustomDomainView, "certificateStatus" | "ownershipVerifiedAt" | "dns">): string {
  const status = domain.certificateStatus;
  if (status === "VALIDATED" || status === "VALIDATION_FAILED" || status === "VALIDATION_TIMED_OUT") return certificateStatusLabel[status];
  if (domain.ownershipVerifiedAt === null) return "Waiting for the ownership record";
  if (domain.dns.pointsHere !== true) return "Waiting for the routing record";
  return certificateStatusLabel[status];
}

/** What the last DNS lookup found, in words. */
export function dnsFindingText(domain: Pick<CustomDomainView, "dns" | "records">): string {
  // Before ownership is proved the checks look for nothing else, and say what is missing (or that the name is someone else's).
  if (domain.dns.found?.startsWith("TXT "))
    return `Not yet: the ownership record (${domain.dns.found.replace(/ not found$/, "")}) with your value is not found.`;
  if (domain.dns.found && domain.dns.pointsHere === false && !/^(CNAME|A) |^no record$/.test(domain.dns.found)) return domain.dns.found;
  const routing = domain.records.find((record) => record.purpose === "ROUTING");
  const expected = routing ? `${routing.type} ${routing.value}` : "the platform";
  if (domain.dns.pointsHere === null) return "Not checked yet.";
  if (domain.dns.pointsHere) return `Found: the name points here (${domain.dns.found ?? expected}).`;
  const found = domain.dns.found === "no record" ? null : domain.dns.found;
  return found ? `Not yet: the name answers ${found}, not ${expected}.` : `Not yet: the name has no ${expected.split(" ")[0]} record yet.`;
}

/**
 * A domain that was live before ownership records existed and whose record is
 * not found yet: live until its next check (the e-mail its author got says
 * the same), then served only while the record is found.
 */
export function ownershipDeadline(domain: Pick<CustomDomainView, "certificateStatus" | "dns" | "nextCheckAt">): Date | null {
  if (domain.certificateStatus !== "VALIDATED" || !domain.dns.found?.startsWith("TXT ") || !domain.nextCheckAt) return null;
  return new Date(domain.nextCheckAt);
}

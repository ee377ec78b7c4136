import type { CustomDomainsSettings } from "@storyloom/domain/services/customDomains/settings.ts";
import type { OwnedDomain } from "@storyloom/domain/services/customDomains/manageCustomDomains.ts";
import { ownershipRecordName } from "@storyloom/domain/services/customDomains/ownership.ts";
import type { CustomDomainView, DnsRecordView } from "./views/customDomains.ts";

/** The records the author creates: a CNAME to the platform (A records for a name that cannot have one), and ACM's validation CNAME. */
function recordsOf(name: string, settings: CustomDomainsSettings, validation: { name: string | null; value: string | null }): DnsRecordView[] {
  const records: DnsRecordView[] = [{ purpose: "ROUTING", type: "CNAME", name, value: settings.cnameTarget }];
  for (const address of settings.addresses) records.push({ purpose: "ROUTING", type: "A", name, value: address });
  if (validation.name && validation.value)
    records.push({ purpose: "VALIDATION", type: "CNAME", name: validation.name.replace(/\.$/, ""), value: validation.value.replace(/\.$/, "") });
  return records;
}

export function presentCustomDomain(owned: OwnedDomain, settings: CustomDomainsSettings): CustomDomainView {
  const { domain, target } = owned;
  return {
    id: domain.id,
    name: domain.name,
    target: { ...target },
    shouldNotifyReaders: domain.shouldNotifyReaders,
    certificateStatus: domain.certificateStatus ?? "VALIDATION_PENDING",
    certPreviousStatus: domain.certPreviousStatus,
    certFailureReason: domain.certFailureReason,
    certStatusUpdatedAt: domain.certStatusUpdatedAt ? domain.certStatusUpdatedAt.toISOString() : null,
    certificateMode: settings.mode,
    ownershipRecord: { type: "TXT", name: ownershipRecordName(domain.name), value: domain.ownershipToken },
    ownershipVerifiedAt: domain.ownershipVerifiedAt ? domain.ownershipVerifiedAt.toISOString() : null,
    dns: { pointsHere: domain.dnsPointsHere, found: domain.dnsFound, checkedAt: domain.dnsCheckedAt ? domain.dnsCheckedAt.toISOString() : null },
    records: recordsOf(domain.name, settings, { name: domain.certValidRecordName, value: domain.certValidRecordVal }),
    nextCheckAt: domain.nextCheckAt ? domain.nextCheckAt.toISOString() : null,
    url: `https://${domain.name}/`,
    createdAt: domain.createdAt.toISOString(),
  };
}

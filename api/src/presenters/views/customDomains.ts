// Imports only db enums: see README.md.
import type { CertificateFailureReason, CertificateStatus } from "@storyloom/db/enums";

/** A DNS record the author creates at their DNS provider. */
export interface DnsRecordView {
  /** ROUTING: points the name at the platform; VALIDATION: proves to the certificate authority that the name is the author's. */
  purpose: "ROUTING" | "VALIDATION";
  type: "CNAME" | "A";
  name: string;
  value: string;
}

/** The TXT record that proves the author controls the name (`_storyloom-challenge.<name>` = the domain's own random value). */
export interface OwnershipRecordView {
  type: "TXT";
  name: string;
  value: string;
}

export interface CustomDomainView {
  id: number;
  name: string;
  target: { kind: "book" | "series"; id: number; title: string };
  shouldNotifyReaders: boolean;
  certificateStatus: CertificateStatus;
  certPreviousStatus: CertificateStatus | null;
  certFailureReason: CertificateFailureReason | null;
  certStatusUpdatedAt: string | null;
  /** How certificates are obtained here: by the gateway on demand, or by AWS Certificate Manager. */
  certificateMode: "on-demand" | "acm";
  /** Created first: until it is found the domain is not looked at further and serves nothing. */
  ownershipRecord: OwnershipRecordView;
  /** When the ownership record was found (null: not proved, or lost since). */
  ownershipVerifiedAt: string | null;
  /** The last DNS lookup (or, before ownership is proved, what is missing); pointsHere null before the first. */
  dns: { pointsHere: boolean | null; found: string | null; checkedAt: string | null };
  records: DnsRecordView[];
  /** When the checks look next; null once the status is final. */
  nextCheckAt: string | null;
  url: string;
  createdAt: string;
}

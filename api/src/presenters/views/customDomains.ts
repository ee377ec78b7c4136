// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { certificateFailureReasons, certificateStatuses } from "@storyloom/db/enums";
import { isoDateTime } from "./dates.ts";
import { count } from "./paging.ts";

/** A DNS record the author creates at their DNS provider. */
export const dnsRecordView = z.object({
  purpose: z
    .enum(["ROUTING", "VALIDATION"])
    .describe("ROUTING: points the name at the platform; VALIDATION: proves to the certificate authority that the name is the author's."),
  type: z.enum(["CNAME", "A"]),
  name: z.string(),
  value: z.string(),
});
export type DnsRecordView = z.output<typeof dnsRecordView>;

/** The TXT record that proves the author controls the name (`_storyloom-challenge.<name>` = the domain's own random value). */
export const ownershipRecordView = z.object({ type: z.literal("TXT"), name: z.string(), value: z.string() });

export const customDomainView = z
  .object({
    id: count(),
    name: z.string(),
    target: z.object({ kind: z.enum(["book", "series"]), id: count(), title: z.string() }),
    shouldNotifyReaders: z.boolean(),
    certificateStatus: z.enum(certificateStatuses),
    certPreviousStatus: z.enum(certificateStatuses).nullable(),
    certFailureReason: z.enum(certificateFailureReasons).nullable(),
    certStatusUpdatedAt: isoDateTime().nullable(),
    certificateMode: z.enum(["on-demand", "acm"]).describe("How certificates are obtained here: by the gateway on demand, or by AWS Certificate Manager."),
    ownershipRecord: ownershipRecordView.describe("Created first: until it is found the domain is not looked at further and serves nothing."),
    ownershipVerifiedAt: isoDateTime().nullable().describe("When the ownership record was found (null: not proved, or lost since)."),
    dns: z
      .object({ pointsHere: z.boolean().nullable(), found: z.string().nullable(), checkedAt: isoDateTime().nullable() })
      .describe("The last DNS lookup (or, before ownership is proved, what is missing); pointsHere null before the first."),
    records: z.array(dnsRecordView),
    nextCheckAt: isoDateTime().nullable().describe("When the checks look next; null once the status is final."),
    url: z.string(),
    createdAt: isoDateTime(),
  })
  .meta({ id: "CustomDomain" });
export type CustomDomainView = z.output<typeof customDomainView>;

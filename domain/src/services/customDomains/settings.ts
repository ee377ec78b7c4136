/**
 * How this installation serves custom domains, read once from the
 * environment: how certificates are obtained (integrations/certificates.ts),
 * which DNS servers answer the checks, and what a domain's DNS must point at
 * (a CNAME to the platform's target host, or A records to its addresses).
 */
import { createCertificateAuthority, certificatesConfigOf } from "../../integrations/certificates.ts";
import type { CertificateAuthority, CertificateMode } from "../../integrations/certificates.ts";
import { createDnsLookup } from "../../integrations/dns.ts";
import type { DnsLookup } from "../../integrations/dns.ts";
import { hostnameOf } from "../../sites/hosts.ts";

export interface CustomDomainsEnv {
  PUBLIC_URL: string;
  CERTIFICATES: CertificateMode;
  AWS_REGION?: string | undefined;
  ACM_ENDPOINT?: string | undefined;
  DNS_SERVERS?: string[] | undefined;
  CUSTOM_DOMAIN_CNAME_TARGET?: string | undefined;
  CUSTOM_DOMAIN_A_RECORDS?: string[] | undefined;
  ACM_CREDENTIALS?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface CustomDomainsSettings {
  mode: CertificateMode;
  /** The host a domain's CNAME points at. */
  cnameTarget: string;
  /** The addresses an apex domain's A records point at; none when only a CNAME will do. */
  addresses: string[];
  /** The platform's own names: never a custom domain. */
  platformHosts: string[];
  publicUrl: string;
}

export interface CustomDomainsDeps {
  settings: CustomDomainsSettings;
  dns: DnsLookup;
  /** ACM, in `acm` mode; null with on-demand certificates. */
  certificates: CertificateAuthority | null;
}

export function customDomainsSettingsOf(env: CustomDomainsEnv): CustomDomainsSettings {
  const platform = hostnameOf(new URL(env.PUBLIC_URL).host);
  const cnameTarget = env.CUSTOM_DOMAIN_CNAME_TARGET ?? platform;
  return {
    mode: env.CERTIFICATES,
    cnameTarget,
    addresses: env.CUSTOM_DOMAIN_A_RECORDS ?? [],
    platformHosts: [...new Set([platform, cnameTarget])],
    publicUrl: env.PUBLIC_URL,
  };
}

export function createCustomDomainsDeps(env: CustomDomainsEnv): CustomDomainsDeps {
  return {
    settings: customDomainsSettingsOf(env),
    dns: createDnsLookup({ servers: env.DNS_SERVERS }),
    certificates: createCertificateAuthority(certificatesConfigOf(env)),
  };
}

/**
 * The one place that knows how custom domains get certificates
 * (docs/decisions/tenancy-and-custom-domains.md, Custom domains), chosen by CERTIFICATES:
 *
 * - `on-demand` (the default): the gateway (Caddy) obtains a certificate at a
 *   domain's first TLS handshake, after asking `/api/internal/tls-ask`, which
 *   says yes once the domain's DNS points at the platform. Nothing to request.
 * - `acm`: for installations behind AWS load balancers, AWS Certificate
 *   Manager issues the certificate after DNS validation; reached through
 *   `@aws-sdk/client-acm` (credentials and AWS_REGION from the SDK's own
 *   variables; ACM_ENDPOINT points it at another server, as the tests do).
 */
import { ACMClient, DeleteCertificateCommand, DescribeCertificateCommand, RequestCertificateCommand, ResourceNotFoundException } from "@aws-sdk/client-acm";

export type CertificateMode = "on-demand" | "acm";

export interface CertificatesConfig {
  mode: CertificateMode;
  /** ACM's region (AWS_REGION); us-east-1 unless set. */
  region: string;
  /** ACM_ENDPOINT: another ACM-speaking server (the tests' fake). */
  endpoint: string | undefined;
  /** Keys given outright (the tests); otherwise the SDK's own chain finds them (AWS_ACCESS_KEY_ID…, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The certificate as ACM describes it, in ACM's own words. */
export interface AcmCertificate {
  /** PENDING_VALIDATION, ISSUED, FAILED, VALIDATION_TIMED_OUT, REVOKED, EXPIRED, INACTIVE… */
  status: string;
  failureReason: string | null;
  /** The CNAME the domain's owner creates to prove it is theirs; ACM adds it a few seconds after the request. */
  validationRecord: { name: string; value: string } | null;
}

export interface CertificateAuthority {
  readonly mode: "acm";
  /** Asks for a certificate of `domain`; the same token within an hour returns the same certificate. */
  request(domain: string, idempotencyToken: string): Promise<{ arn: string }>;
  /** Null when ACM no longer has it. */
  describe(arn: string): Promise<AcmCertificate | null>;
  /** Deletes it; a certificate already gone is no error. */
  remove(arn: string): Promise<void>;
}

export function certificatesConfigOf(env: {
  CERTIFICATES: CertificateMode;
  AWS_REGION?: string | undefined;
  ACM_ENDPOINT?: string | undefined;
  ACM_CREDENTIALS?: { accessKeyId: string; secretAccessKey: string } | undefined;
}): CertificatesConfig {
  return { mode: env.CERTIFICATES, region: env.AWS_REGION || "us-east-1", endpoint: env.ACM_ENDPOINT || undefined, credentials: env.ACM_CREDENTIALS };
}

/** ACM's client when the configuration asks for it; null with on-demand certificates. */
export function createCertificateAuthority(config: CertificatesConfig): CertificateAuthority | null {
  if (config.mode !== "acm") return null;
  const client = new ACMClient({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    maxAttempts: 3,
  });
  return {
    mode: "acm",
    async request(domain, idempotencyToken) {
      const answer = await client.send(
        new RequestCertificateCommand({
          DomainName: domain,
          ValidationMethod: "DNS",
          IdempotencyToken: idempotencyToken,
          Tags: [{ Key: "storyloom", Value: "custom-domain" }],
        }),
      );
      if (!answer.CertificateArn) throw new Error(`ACM answered no certificate ARN for ${domain}`);
      return { arn: answer.CertificateArn };
    },
    async describe(arn) {
      try {
        const { Certificate: certificate } = await client.send(new DescribeCertificateCommand({ CertificateArn: arn }));
        if (!certificate) return null;
        const record = certificate.DomainValidationOptions?.[0]?.ResourceRecord;
        return {
          status: certificate.Status ?? "PENDING_VALIDATION",
          failureReason: certificate.FailureReason ?? null,
          validationRecord: record?.Name && record.Value ? { name: record.Name, value: record.Value } : null,
        };
      } catch (error) {
        if (error instanceof ResourceNotFoundException) return null;
        throw error;
      }
    },
    async remove(arn) {
      try {
        await client.send(new DeleteCertificateCommand({ CertificateArn: arn }));
      } catch (error) {
        if (!(error instanceof ResourceNotFoundException)) throw error;
      }
    },
  };
}

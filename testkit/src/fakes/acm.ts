/**
 * A fake AWS Certificate Manager that the real `@aws-sdk/client-acm` talks to
 * through its `endpoint` setting: the AWS JSON 1.1 protocol (POST /, the
 * operation in `X-Amz-Target: CertificateManager.<Operation>`), with
 * RequestCertificate (idempotency tokens honoured), DescribeCertificate
 * (the DNS validation record ACM gives, a CNAME under the domain) and
 * DeleteCertificate, and AWS's error shapes. Tests, and the e2e stack through
 * `/_fake/…` routes, move a certificate through ACM's states: issued, failed
 * with a reason, validation timed out.
 */
import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type AcmStatus = "PENDING_VALIDATION" | "ISSUED" | "FAILED" | "VALIDATION_TIMED_OUT" | "REVOKED" | "EXPIRED" | "INACTIVE";

export interface FakeCertificate {
  arn: string;
  domainName: string;
  status: AcmStatus;
  failureReason: string | null;
  /** The CNAME proving control of the domain: `_<hash>.<domain>.` → `_<hash>.acm-validations.aws.` */
  validationRecord: { name: string; value: string };
  createdAt: number;
  idempotencyToken: string | null;
}

export interface FakeAcmServer {
  /** http://127.0.0.1:<port>: the SDK's `endpoint` (ACM_ENDPOINT). */
  url: string;
  certificates: Map<string, FakeCertificate>;
  /** Every operation received, in order (e.g. "RequestCertificate"). */
  operations: string[];
  setStatus(arn: string, status: AcmStatus, failureReason?: string | null): void;
  /** The live certificate of a domain name (the last requested), if any. */
  certificateOf(domainName: string): FakeCertificate | undefined;
  close(): Promise<void>;
}

const REGION = "us-east-1";
const ACCOUNT = "123456789012";
const TOKEN_WINDOW_MS = 60 * 60_000;

function send(res: http.ServerResponse, status: number, body: unknown, type?: string): void {
  res.writeHead(status, { "content-type": "application/x-amz-json-1.1", "x-amzn-requestid": randomUUID(), ...(type ? { "x-amzn-errortype": type } : {}) });
  res.end(JSON.stringify(body));
}

function error(res: http.ServerResponse, status: number, type: string, message: string): void {
  send(res, status, { __type: type, message }, type);
}

function describe(certificate: FakeCertificate): Record<string, unknown> {
  return {
    CertificateArn: certificate.arn,
    DomainName: certificate.domainName,
    SubjectAlternativeNames: [certificate.domainName],
    Status: certificate.status,
    Type: "AMAZON_ISSUED",
    KeyAlgorithm: "RSA_2048",
    CreatedAt: certificate.createdAt / 1000,
    ...(certificate.status === "ISSUED" ? { IssuedAt: Date.now() / 1000, NotBefore: Date.now() / 1000, NotAfter: Date.now() / 1000 + 395 * 86_400 } : {}),
    ...(certificate.failureReason ? { FailureReason: certificate.failureReason } : {}),
    DomainValidationOptions: [
      {
        DomainName: certificate.domainName,
        ValidationDomain: certificate.domainName,
        ValidationMethod: "DNS",
        ValidationStatus: certificate.status === "ISSUED" ? "SUCCESS" : certificate.status === "PENDING_VALIDATION" ? "PENDING_VALIDATION" : "FAILED",
        ResourceRecord: { Name: certificate.validationRecord.name, Type: "CNAME", Value: certificate.validationRecord.value },
      },
    ],
    InUseBy: [],
    RenewalEligibility: "INELIGIBLE",
  };
}

export async function startFakeAcm(options: { port?: number; host?: string } = {}): Promise<FakeAcmServer> {
  const certificates = new Map<string, FakeCertificate>();
  const operations: string[] = [];

  function setStatus(arn: string, status: AcmStatus, failureReason: string | null = null): void {
    const certificate = certificates.get(arn);
    if (!certificate) throw new Error(`no certificate ${arn}`);
    certificate.status = status;
    certificate.failureReason = status === "FAILED" ? (failureReason ?? "OTHER") : null;
  }
  const certificateOf = (domainName: string) => [...certificates.values()].filter((c) => c.domainName === domainName.toLowerCase()).at(-1);

  function operate(operation: string, input: Record<string, unknown>, res: http.ServerResponse): void {
    operations.push(operation);
    if (operation === "RequestCertificate") {
      const domainName = typeof input.DomainName === "string" ? input.DomainName.toLowerCase() : "";
      if (!/^[a-z0-9.*-]{1,253}$/.test(domainName) || !domainName.includes("."))
        return error(res, 400, "ValidationException", "1 validation error detected: Value at 'domainName' failed to satisfy constraint");
      if (input.ValidationMethod !== undefined && input.ValidationMethod !== "DNS" && input.ValidationMethod !== "EMAIL")
        return error(res, 400, "ValidationException", "Invalid ValidationMethod");
      const token = typeof input.IdempotencyToken === "string" ? input.IdempotencyToken : null;
      if (token !== null && !/^\w{1,32}$/.test(token))
        return error(
          res,
          400,
          "ValidationException",
          "Value at 'idempotencyToken' failed to satisfy constraint: Member must satisfy regular expression pattern: \\w+",
        );
      const repeat =
        token === null
          ? undefined
          : [...certificates.values()].find((c) => c.idempotencyToken === token && c.domainName === domainName && Date.now() - c.createdAt < TOKEN_WINDOW_MS);
      if (repeat) return send(res, 200, { CertificateArn: repeat.arn });
      const arn = `arn:aws:acm:${REGION}:${ACCOUNT}:certificate/${randomUUID()}`;
      const hash = createHash("sha256").update(arn).digest("hex");
      certificates.set(arn, {
        arn,
        domainName,
        status: "PENDING_VALIDATION",
        failureReason: null,
        validationRecord: { name: `_${hash.slice(0, 32)}.${domainName}.`, value: `_${hash.slice(32, 64)}.jkddzztszm.acm-validations.aws.` },
        createdAt: Date.now(),
        idempotencyToken: token,
      });
      return send(res, 200, { CertificateArn: arn });
    }
    const arn = typeof input.CertificateArn === "string" ? input.CertificateArn : "";
    if (!/^arn:aws:acm:[a-z0-9-]+:\d{12}:certificate\/[0-9a-f-]+$/.test(arn))
      return error(res, 400, "InvalidArnException", `String '${arn}' is not a valid ARN.`);
    const certificate = certificates.get(arn);
    if (!certificate) return error(res, 400, "ResourceNotFoundException", `Could not find certificate ${arn}.`);
    if (operation === "DescribeCertificate") return send(res, 200, { Certificate: describe(certificate) });
    if (operation === "DeleteCertificate") {
      certificates.delete(arn);
      return send(res, 200, {});
    }
    return error(res, 400, "UnknownOperationException", `Unknown operation ${operation}`);
  }

  /** The control routes: POST /_fake/certificates/status {domainName|arn, status, failureReason?}; GET /_fake/certificates. */
  function control(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
    if (req.method === "GET" && req.url === "/_fake/certificates") return send(res, 200, [...certificates.values()]);
    if (req.method === "POST" && req.url === "/_fake/certificates/status") {
      const input = JSON.parse(body || "{}") as { arn?: string; domainName?: string; status?: AcmStatus; failureReason?: string };
      const certificate = input.arn ? certificates.get(input.arn) : input.domainName ? certificateOf(input.domainName) : undefined;
      if (!certificate || !input.status) return error(res, 404, "ResourceNotFoundException", "no such certificate");
      setStatus(certificate.arn, input.status, input.failureReason ?? null);
      return send(res, 200, certificate);
    }
    error(res, 404, "UnknownOperationException", "no such control route");
  }

  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      try {
        if (req.url?.startsWith("/_fake/")) return control(req, res, body);
        const target = String(req.headers["x-amz-target"] ?? "");
        if (req.method !== "POST" || !target.startsWith("CertificateManager."))
          return error(res, 400, "UnknownOperationException", "Missing or unknown X-Amz-Target");
        if (!String(req.headers.authorization ?? "").startsWith("AWS4-HMAC-SHA256 "))
          return error(res, 400, "MissingAuthenticationTokenException", "Missing Authentication Token");
        const input = JSON.parse(body || "{}") as Record<string, unknown>;
        operate(target.slice("CertificateManager.".length), input, res);
      } catch {
        error(res, 400, "SerializationException", "Could not parse the request body.");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    certificates,
    operations,
    setStatus,
    certificateOf,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The custom-domain simulator the browser suite's and the benchmarks' stacks
 * run (scripts/stack.ts, `simulateDomains`): the fake ACM (acm.ts) and the
 * local DNS server (dns.ts), with a small control API for the tests, since no
 * one can create real DNS records or make AWS validate a certificate here.
 *
 *   node testkit/src/fakes/domainsSimulator.ts
 *
 * Ports: DOMAINS_SIMULATOR_ACM_PORT, DOMAINS_SIMULATOR_DNS_PORT (UDP) and
 * DOMAINS_SIMULATOR_CONTROL_PORT (0 or unset: free ports). It prints
 * `ACM_ENDPOINT=…`, `DNS_SERVERS=…`, `DOMAINS_SIMULATOR_URL=…`, then
 * `DOMAINS_SIMULATOR_READY`, and stops on SIGTERM or SIGINT. Control:
 *   POST /dns {name, cname?, a?, txt?}    the name's records (replacing any; txt: the TXT values)
 *   POST /certificates/status {domainName, status, failureReason?}   move ACM's certificate
 *   GET  /health
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startFakeAcm } from "./acm.ts";
import type { AcmStatus, FakeAcmServer } from "./acm.ts";
import { startFakeDns } from "./dns.ts";
import type { FakeDnsServer } from "./dns.ts";

const STATUSES: readonly AcmStatus[] = ["PENDING_VALIDATION", "ISSUED", "FAILED", "VALIDATION_TIMED_OUT", "REVOKED", "EXPIRED", "INACTIVE"];

export interface DomainsSimulator {
  acm: FakeAcmServer;
  dns: FakeDnsServer;
  /** The control API's origin. */
  url: string;
  close(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      try {
        const parsed: unknown = JSON.parse(body || "{}");
        resolve(typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {});
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

export async function startDomainsSimulator(options: { acmPort?: number; dnsPort?: number; controlPort?: number } = {}): Promise<DomainsSimulator> {
  const acm = await startFakeAcm({ port: options.acmPort ?? 0 });
  const dns = await startFakeDns({ port: options.dnsPort ?? 0 });
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const control = http.createServer((req, res) => {
    void (async () => {
      try {
        if (req.method === "GET" && req.url === "/health") return answer(res, 200, { ok: true });
        const body = await readBody(req);
        if (req.method === "POST" && req.url === "/dns" && typeof body.name === "string") {
          const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : undefined);
          const a = strings(body.a);
          const txt = strings(body.txt);
          dns.set(body.name, { ...(typeof body.cname === "string" ? { cname: body.cname } : {}), ...(a ? { a } : {}), ...(txt ? { txt } : {}) });
          return answer(res, 200, { ok: true });
        }
        if (req.method === "POST" && req.url === "/certificates/status" && typeof body.domainName === "string") {
          const status = STATUSES.find((known) => known === body.status);
          const certificate = acm.certificateOf(body.domainName);
          if (!status || !certificate) return answer(res, 404, { error: "no such certificate or status" });
          acm.setStatus(certificate.arn, status, typeof body.failureReason === "string" ? body.failureReason : null);
          return answer(res, 200, certificate);
        }
        answer(res, 404, { error: "no such control route" });
      } catch {
        answer(res, 400, { error: "the body must be JSON" });
      }
    })();
  });
  await new Promise<void>((resolve) => control.listen(options.controlPort ?? 0, "127.0.0.1", resolve));
  const { port } = control.address() as AddressInfo;
  return {
    acm,
    dns,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await Promise.all([acm.close(), dns.close()]);
    },
  };
}

const portOf = (value: string | undefined) => (value ? Number(value) : 0);

if (import.meta.main) {
  const simulator = await startDomainsSimulator({
    acmPort: portOf(process.env.DOMAINS_SIMULATOR_ACM_PORT),
    dnsPort: portOf(process.env.DOMAINS_SIMULATOR_DNS_PORT),
    controlPort: portOf(process.env.DOMAINS_SIMULATOR_CONTROL_PORT),
  });
  console.log(`ACM_ENDPOINT=${simulator.acm.url}`);
  console.log(`DNS_SERVERS=${simulator.dns.address}`);
  console.log(`DOMAINS_SIMULATOR_URL=${simulator.url}`);
  console.log("DOMAINS_SIMULATOR_READY");
  const stop = () => void simulator.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

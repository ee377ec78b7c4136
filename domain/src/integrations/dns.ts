/**
 * DNS lookups of custom domains (does the name point at the platform, does
 * its author's ownership record hold the challenge?),
 * through the system's resolver or the servers DNS_SERVERS names ("host:port",
 * comma-separated: the tests' local DNS server).
 */
import { promises as dns } from "node:dns";

export interface DnsLookup {
  /** The name's CNAME targets, lower-cased without the root dot; none when it has none or does not exist. */
  cname(name: string): Promise<string[]>;
  /** The name's IPv4 addresses (following a CNAME); none when it has none or does not exist. */
  addresses(name: string): Promise<string[]>;
  /** The name's TXT records, each one's strings joined (as published, case kept); none when it has none or does not exist. */
  txt(name: string): Promise<string[]>;
}

/** Answers meaning "no such record" rather than a failure to ask. */
const ABSENT = new Set([dns.NODATA, dns.NOTFOUND, "ENODATA", "ENOTFOUND"]);

function isAbsent(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && ABSENT.has(String((error as { code: unknown }).code));
}

export function createDnsLookup(options: { servers?: readonly string[] | undefined; timeoutMs?: number } = {}): DnsLookup {
  const resolver = new dns.Resolver({ timeout: options.timeoutMs ?? 3_000, tries: 2 });
  if (options.servers && options.servers.length > 0) resolver.setServers([...options.servers]);
  const absentIsEmpty = async <T>(lookup: Promise<T[]>): Promise<T[]> => {
    try {
      return await lookup;
    } catch (error) {
      if (isAbsent(error)) return [];
      throw error;
    }
  };
  const hostsOf = async (lookup: Promise<string[]>): Promise<string[]> => (await absentIsEmpty(lookup)).map((value) => value.toLowerCase().replace(/\.$/, ""));
  return {
    cname: (name) => hostsOf(resolver.resolveCname(name)),
    addresses: (name) => hostsOf(resolver.resolve4(name)),
    // A long TXT value comes as several strings of at most 255 bytes: one record is their concatenation.
    txt: async (name) => (await absentIsEmpty(resolver.resolveTxt(name))).map((parts) => parts.join("")),
  };
}

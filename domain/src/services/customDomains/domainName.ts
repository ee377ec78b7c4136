/**
 * What an author may register as a custom domain (README.md beside this
 * file): a public DNS name, normalised the way browsers send it (lower case,
 * no root dot, internationalised names as punycode), never an address, the
 * platform's own host, a name for internal use, or a name that passes for
 * another by mixing scripts. Pure: the API's validation and its tests use it.
 */
import { domainToASCII, domainToUnicode } from "node:url";

export const DOMAIN_NAME_MAX = 253;
export const LABEL_MAX = 63;

/** Suffixes of names that never resolve on the public internet (RFC 6761, RFC 6762, RFC 8375 and common private ones). */
export const INTERNAL_SUFFIXES = [
  "localhost",
  "local",
  "localdomain",
  "internal",
  "intranet",
  "private",
  "corp",
  "home",
  "lan",
  "test",
  "invalid",
  "example",
  "onion",
  "arpa",
  "home.arpa",
  "alt",
] as const;

/** Scripts whose letters look alike: one label may use only one of them. */
const CONFUSABLE_SCRIPTS = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Cherokee}/u,
  /\p{Script=Coptic}/u,
  /\p{Script=Georgian}/u,
];

export type DomainNameCheck = { ok: true; name: string } | { ok: false; reason: string };

const IPV4_PART = /^(0x[0-9a-f]*|0[0-7]*|[1-9][0-9]*)$/i;

/** Whether a name would be read as an IPv4 address by a URL parser (any notation: 127.1, 0x7f.0.0.1, 2130706433, 0177.0.0.1). */
function looksLikeIpv4(name: string): boolean {
  const parts = name.split(".");
  if (parts.at(-1) === "") parts.pop();
  return parts.length > 0 && parts.length <= 4 && parts.every((part) => IPV4_PART.test(part));
}

const refuse = (reason: string): DomainNameCheck => ({ ok: false, reason });

/**
 * The name as it will be stored and matched (`book.example.com`), or why it
 * cannot be a custom domain. `platformHosts` are the platform's own names
 * (PUBLIC_URL's host and its aliases): neither they nor their subdomains.
 */
export function checkDomainName(input: string, platformHosts: readonly string[]): DomainNameCheck {
  const raw = input.trim();
  if (raw === "") return refuse("Enter a domain name, such as book.example.com.");
  if (/[\s/\\?#@]|:\/\//.test(raw)) return refuse("Enter the domain name alone, without https://, a path or spaces.");
  if (raw.includes("[") || raw.includes("]") || raw.split(":").length > 2) return refuse("An IP address cannot be a custom domain: use a domain name.");
  if (raw.includes(":")) return refuse("Enter the domain name without a port.");
  if (raw.includes("*")) return refuse("A wildcard cannot be a custom domain: enter one name.");
  const dotless = raw.endsWith(".") ? raw.slice(0, -1) : raw;
  if (looksLikeIpv4(dotless)) return refuse("An IP address cannot be a custom domain: use a domain name.");
  const ascii = domainToASCII(dotless.toLowerCase());
  if (ascii === "") return refuse("This is not a valid domain name.");
  if (looksLikeIpv4(ascii)) return refuse("An IP address cannot be a custom domain: use a domain name.");
  if (ascii.length > DOMAIN_NAME_MAX) return refuse(`A domain name can be at most ${DOMAIN_NAME_MAX} characters long.`);
  const labels = ascii.split(".");
  if (labels.length < 2) return refuse("Enter a full domain name, such as book.example.com.");
  for (const label of labels) {
    if (label.length === 0) return refuse("A domain name cannot have empty parts (two dots in a row).");
    if (label.length > LABEL_MAX) return refuse(`Each part of a domain name can be at most ${LABEL_MAX} characters long.`);
    if (!/^[a-z0-9-]+$/.test(label)) return refuse("A domain name can hold only letters, digits and hyphens.");
    if (label.startsWith("-") || label.endsWith("-")) return refuse("A part of a domain name cannot start or end with a hyphen.");
    if (label.startsWith("xn--")) {
      const unicode = domainToUnicode(label);
      if (unicode === "" || unicode === label || domainToASCII(unicode) !== label) return refuse("This internationalised domain name is not valid.");
      const letters = [...unicode].filter((char) => /\p{L}/u.test(char)).join("");
      if (CONFUSABLE_SCRIPTS.filter((script) => script.test(letters)).length > 1)
        return refuse("A part of this domain name mixes alphabets (such as Latin and Cyrillic), as look-alike names do.");
    } else if (/^..--/.test(label)) {
      return refuse("A part of a domain name cannot have hyphens in its third and fourth places.");
    }
  }
  const tld = labels.at(-1) ?? "";
  if (/^[0-9]+$/.test(tld)) return refuse("This is not a valid domain name.");
  for (const suffix of INTERNAL_SUFFIXES) {
    if (ascii === suffix || ascii.endsWith(`.${suffix}`)) return refuse(`Names under .${suffix} are not reachable on the internet.`);
  }
  for (const host of platformHosts) {
    const platform = host.toLowerCase().replace(/\.$/, "");
    if (platform && (ascii === platform || ascii.endsWith(`.${platform}`))) return refuse("This name belongs to the platform itself.");
  }
  return { ok: true, name: ascii };
}

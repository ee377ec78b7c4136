/**
 * Which site a host serves, and how a Host header value is read: the one
 * definition the API (resolveSite, tls-ask) and the storefront (through the
 * API client, which re-exports this module) share. It imports nothing, so it
 * runs in the browser bundle as well as in Node.
 */

/** What a host serves: the platform, or the book or series of a registered custom domain. */
export type Site = { kind: "platform" } | { kind: "book"; bookId: number } | { kind: "series"; seriesId: number };

/** The names that reach the platform locally, as hostnameOf gives them. */
const LOCAL_HOSTNAMES: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * The host name of a Host header value ("Book.Example.:443" → "book.example"):
 * lower-cased, without the port and without the root dot. An IPv6 address
 * keeps its brackets ("[::1]:4321" → "[::1]"); a bare one ("::1") has no port.
 */
export function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  let name: string;
  if (value.startsWith("[")) {
    name = value.slice(0, value.indexOf("]") + 1);
  } else {
    const colon = value.lastIndexOf(":");
    // More than one colon is a bare IPv6 address, which cannot carry a port.
    name = colon > -1 && value.indexOf(":") === colon ? value.slice(0, colon) : value;
  }
  return name.endsWith(".") ? name.slice(0, -1) : name;
}

/** Whether a host name (from hostnameOf) is the platform: PUBLIC_URL's host or a loopback name. */
export function isPlatformHost(hostname: string, publicUrl: string): boolean {
  return hostname === hostnameOf(new URL(publicUrl).host) || LOCAL_HOSTNAMES.has(hostname);
}

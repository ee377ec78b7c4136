import { hostnameOf, isPlatformHost, resolveSiteOfHost } from "@storyloom/api/client";
import type { InternalApiClient, Site as ServedSite } from "@storyloom/api/client";

/** Which storefront a request's Host serves; set once per request in middleware.ts. */
export type Site =
  | ServedSite
  /** A host that is neither the platform nor a registered custom domain: only the not-found page renders. */
  | { kind: "unknown" };

/**
 * Resolves the site of a Host header value: the platform without an API call,
 * anything else by asking the API (no in-process cache: every storefront
 * instance stays stateless).
 */
export async function resolveSite(host: string, publicUrl: string, client: InternalApiClient): Promise<Site> {
  const hostname = hostnameOf(host);
  if (isPlatformHost(hostname, publicUrl)) return { kind: "platform" };
  // Custom domains are DNS names; anything else (an IP address, junk) cannot be one.
  if (!/^[a-z0-9.-]+$/.test(hostname)) return { kind: "unknown" };
  return (await resolveSiteOfHost(client, { host: hostname })) ?? { kind: "unknown" };
}

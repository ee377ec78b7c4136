/** Which storefront a request's Host serves; set once per request in middleware.ts. */
export type Site =
  | { kind: "platform" }
  | { kind: "book"; bookId: number }
  | { kind: "series"; seriesId: number }
  /** A host that is neither the platform nor a registered custom domain: only the not-found page renders. */
  | { kind: "unknown" };

/** The host name of a Host header value, lower-cased, without port or trailing dot. */
export function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  const name = value.startsWith("[") ? value.slice(0, value.indexOf("]") + 1) : value.split(":")[0] ?? "";
  return name.endsWith(".") ? name.slice(0, -1) : name;
}

/** The platform answers on PUBLIC_URL's host and on the loopback names used to reach it locally. */
export function isPlatformHost(hostname: string, publicUrl: string): boolean {
  const platform = hostnameOf(new URL(publicUrl).host);
  return hostname === platform || hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

/** Reads the API's answer to GET /api/internal/sites/resolve; a 404 means the host is not registered. */
export function parseResolvedSite(status: number, body: unknown): Site {
  if (status === 404) return { kind: "unknown" };
  if (status !== 200 || typeof body !== "object" || body === null) {
    throw new Error(`Site resolution failed with status ${status}`);
  }
  const value = body as Record<string, unknown>;
  const id = (raw: unknown): number | undefined => {
    const parsed = typeof raw === "string" && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : raw;
    return typeof parsed === "number" && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
  };
  if (value.kind === "platform") return { kind: "platform" };
  const bookId = id(value.bookId);
  if (value.kind === "book" && bookId !== undefined) return { kind: "book", bookId };
  const seriesId = id(value.seriesId);
  if (value.kind === "series" && seriesId !== undefined) return { kind: "series", seriesId };
  throw new Error("Site resolution answered an unexpected body");
}

/**
 * Resolves the site of a host: the platform without an API call, anything else by
 * asking the API (no in-process cache: every storefront instance stays stateless).
 */
export async function resolveSite(
  hostname: string,
  publicUrl: string,
  lookup: (hostname: string) => Promise<Response>,
): Promise<Site> {
  if (isPlatformHost(hostname, publicUrl)) return { kind: "platform" };
  if (!/^[a-z0-9.-]+$/.test(hostname)) return { kind: "unknown" };
  const response = await lookup(hostname);
  const body: unknown = response.status === 200 ? await response.json() : await response.body?.cancel();
  return parseResolvedSite(response.status, body);
}

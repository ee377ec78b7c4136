/** Request headers the API needs to see as if the browser had called it through the gateway. */
const PASSED_THROUGH = ["user-agent", "accept-language", "origin"] as const;

function firstValue(value: string | null): string | undefined {
  const first = value?.split(",")[0]?.trim();
  return first ? first : undefined;
}

/** "https" or "http" from X-Forwarded-Proto (set by Caddy), else from the URL Node saw. */
export function publicProtocol(headers: Pick<Headers, "get">, url: URL): "http" | "https" {
  const forwarded = firstValue(headers.get("x-forwarded-proto"))?.toLowerCase();
  if (forwarded === "https" || forwarded === "http") return forwarded;
  return url.protocol === "https:" ? "https" : "http";
}

/** The origin the browser used, e.g. "https://storyloom.com", built from the forwarded protocol and the Host. */
export function publicOrigin(headers: Pick<Headers, "get">, url: URL): string {
  const host = firstValue(headers.get("x-forwarded-host")) ?? headers.get("host") ?? url.host;
  return `${publicProtocol(headers, url)}://${host}`;
}

/**
 * The headers a server-side API call carries for one storefront request:
 * X-Forwarded-For gets the address that reached the storefront appended (as any
 * proxy does), so the API, which trusts loopback proxies, sees the browser's
 * address; protocol and host are those the browser used; the request id ties the
 * API's log lines to this page.
 */
export function buildForwardedHeaders(incoming: Headers, url: URL, clientAddress: string, requestId: string): Headers {
  const headers = new Headers();
  const chain = incoming.get("x-forwarded-for")?.trim();
  if (clientAddress) headers.set("x-forwarded-for", chain ? `${chain}, ${clientAddress}` : clientAddress);
  else if (chain) headers.set("x-forwarded-for", chain);
  headers.set("x-forwarded-proto", publicProtocol(incoming, url));
  headers.set("x-forwarded-host", firstValue(incoming.get("x-forwarded-host")) ?? incoming.get("host") ?? url.host);
  headers.set("x-request-id", requestId);
  for (const name of PASSED_THROUGH) {
    const value = incoming.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/** The incoming X-Request-Id when it looks like one, else a fresh id. */
export function requestIdFrom(incoming: Pick<Headers, "get">, createId: () => string = () => crypto.randomUUID()): string {
  const id = incoming.get("x-request-id")?.trim();
  return id && /^[\w.:-]{1,128}$/.test(id) ? id : createId();
}

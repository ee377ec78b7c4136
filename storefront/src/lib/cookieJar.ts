/**
 * The cookies of one storefront request as the API sees them. It starts from the
 * browser's Cookie header and takes in every Set-Cookie the API answers, so a later
 * call in the same request (csrf, then callback) carries what an earlier one set,
 * and remembers those Set-Cookie lines so they can be relayed to the browser.
 */
export interface CookieJar {
  /** The Cookie header to send with the next API call ("" when there is none). */
  header(): string;
  /** Records the Set-Cookie lines of one API response. */
  store(setCookies: readonly string[]): void;
  /** Every Set-Cookie line received so far, in order, for the browser. */
  received(): string[];
}

/** Splits a Cookie request header into name/value pairs, keeping the first of duplicate names. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/** Whether a Set-Cookie line removes its cookie: Max-Age ≤ 0, or (without Max-Age) an Expires in the past. */
export function isDeletion(attributes: readonly string[], now: number): boolean {
  const values = new Map<string, string>();
  for (const attribute of attributes) {
    const index = attribute.indexOf("=");
    const key = (index === -1 ? attribute : attribute.slice(0, index)).trim().toLowerCase();
    values.set(key, index === -1 ? "" : attribute.slice(index + 1).trim());
  }
  const maxAge = values.get("max-age");
  if (maxAge !== undefined && /^-?\d+$/.test(maxAge)) return Number(maxAge) <= 0;
  const expires = values.get("expires");
  if (expires !== undefined) {
    const time = Date.parse(expires);
    return !Number.isNaN(time) && time <= now;
  }
  return false;
}

export function createCookieJar(initialHeader: string | null | undefined, now: () => number = Date.now): CookieJar {
  const cookies = parseCookieHeader(initialHeader);
  const lines: string[] = [];
  return {
    header() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    store(setCookies) {
      for (const line of setCookies) {
        lines.push(line);
        const [pair = "", ...attributes] = line.split(";");
        const index = pair.indexOf("=");
        if (index <= 0) continue;
        const name = pair.slice(0, index).trim();
        if (isDeletion(attributes, now())) cookies.delete(name);
        else cookies.set(name, pair.slice(index + 1).trim());
      }
    },
    received() {
      return [...lines];
    },
  };
}

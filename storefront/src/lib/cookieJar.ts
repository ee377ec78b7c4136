import { parseCookie, parseSetCookie } from "cookie";
import type { SetCookie } from "cookie";
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

/** Values are relayed as the API wrote them: the jar never decodes them. */
const AS_IS = { decode: (value: string) => value };

/** The name/value pairs of a Cookie request header (the `cookie` package: the first of a repeated name wins). */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  if (!header) return new Map();
  return new Map(Object.entries(parseCookie(header, AS_IS)).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[0] !== ""));
}

/** Whether a Set-Cookie line removes its cookie: Max-Age ≤ 0, or (without Max-Age) an Expires in the past. */
export function isDeletion(setCookie: SetCookie, now: number): boolean {
  if (setCookie.maxAge !== undefined) return setCookie.maxAge <= 0;
  return setCookie.expires !== undefined && setCookie.expires.getTime() <= now;
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
        const parsed = parseSetCookie(line, AS_IS);
        if (!parsed.name) continue;
        if (isDeletion(parsed, now())) cookies.delete(parsed.name);
        else cookies.set(parsed.name, parsed.value ?? "");
      }
    },
    received() {
      return [...lines];
    },
  };
}

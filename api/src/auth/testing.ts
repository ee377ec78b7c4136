import type { Agent, Response } from "supertest";

/** GET /api/auth/csrf through the agent (which keeps the csrf cookie). */
export async function getCsrfToken(agent: Agent): Promise<string> {
  const res = await agent.get("/api/auth/csrf").expect(200);
  return (res.body as { csrfToken: string }).csrfToken;
}

/**
 * A random client address, sent as X-Forwarded-For (trusted from loopback):
 * sign-in attempts of one test then never count against another test's
 * per-address limit.
 */
export function randomAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

export interface SignInOptions {
  callbackUrl?: string;
  /** Client address (X-Forwarded-For); random by default. */
  address?: string;
}

/**
 * Signs in through the real endpoints as the Auth.js client does: csrf, then
 * a form post to callback/{provider} with json=true. The agent keeps the
 * session cookie.
 */
export function signIn(
  agent: Agent,
  email: string,
  password: string,
  provider: "credentials" | "admin-credentials" = "credentials",
  options: SignInOptions = {},
): SignInAttempt {
  const attempt = (async () => {
    const csrfToken = await getCsrfToken(agent);
    const form: Record<string, string> = { csrfToken, email, password, json: "true" };
    if (options.callbackUrl) form.callbackUrl = options.callbackUrl;
    return agent
      .post(`/api/auth/callback/${provider}`)
      .set("X-Forwarded-For", options.address ?? randomAddress())
      .type("form")
      .send(form);
  })();
  return Object.assign(attempt, {
    async expect(status: number): Promise<Response> {
      const res = await attempt;
      if (res.status !== status) throw new Error(`sign-in: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
      return res;
    },
  });
}

/** A sign-in in flight; `.expect(status)` asserts its status like supertest's. */
export type SignInAttempt = Promise<Response> & { expect(status: number): Promise<Response> };

/** The value of a Set-Cookie header's cookie, or undefined when the response does not set it. */
export function setCookieValue(res: Response, name: string): string | undefined {
  const raw = res.headers["set-cookie"] as unknown;
  const cookies: string[] = Array.isArray(raw) ? (raw as string[]) : typeof raw === "string" ? [raw] : [];
  const cookie = cookies.find((c) => c.startsWith(`${name}=`));
  return cookie ? decodeURIComponent(cookie.slice(name.length + 1).split(";")[0] ?? "") : undefined;
}

/** The full Set-Cookie line of a cookie (for its attributes). */
export function setCookieLine(res: Response, name: string): string | undefined {
  const raw = res.headers["set-cookie"] as unknown;
  const cookies: string[] = Array.isArray(raw) ? (raw as string[]) : typeof raw === "string" ? [raw] : [];
  return cookies.find((c) => c.startsWith(`${name}=`));
}

/** The cookie names on a plain-http PUBLIC_URL, as the tests' API runs. */
export const SESSION_COOKIE = "storyloom.session-token";
export const CSRF_COOKIE = "storyloom.csrf-token";
export const SITE_FLOW_COOKIE = "storyloom.site-flow";

/** The url a failed credentials sign-in answers with (Auth.js error CredentialsSignin). */
export function credentialsErrorUrl(publicUrl: string, provider = "credentials"): string {
  return `${publicUrl}/api/auth/error?error=CredentialsSignin&provider=${provider}`;
}

/** The url a POST without a valid CSRF token answers with. */
export function csrfFailureUrl(publicUrl: string): string {
  return `${publicUrl}/api/auth/signin?csrf=true`;
}

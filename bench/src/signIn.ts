/** The cookies a response sets, as a Cookie header. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Signs in through the Auth.js credentials flow; answers the Cookie header of the new session. */
export async function signIn(api: string, callbackUrl: string, email: string, password: string): Promise<string> {
  const csrf = await fetch(`${api}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiesOf(csrf);
  const response = await fetch(`${api}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar },
    body: new URLSearchParams({ csrfToken, email, password, json: "true", callbackUrl }).toString(),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return `${jar}; ${cookiesOf(response)}`;
}

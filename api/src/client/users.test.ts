import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "./fakeFetch.ts";
import { checkEmailTaken, confirmPasswordReset, createApiClient, createRedirectToken, requestPasswordReset, signUp } from "./index.ts";

const base = "https://storyloom.example";

describe("the users calls", () => {
  it("signUp posts the account and answers the created user", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(201, { user: { id: 7, email: "ada@example.com" } }));
    const answer = await signUp(createApiClient({ baseUrl: base, fetch }), { email: "ada@example.com", password: "long enough", name: "Ada" });
    expect(answer).toEqual({ user: { id: 7, email: "ada@example.com" } });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["POST", `${base}/api/v1/users`, '{"email":"ada@example.com","password":"long enough","name":"Ada"}'],
    ]);
  });

  it("checkEmailTaken asks with the address in the query", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { isEmailTaken: false }));
    expect(await checkEmailTaken(createApiClient({ baseUrl: base, fetch }), { email: "a+b@example.com" })).toEqual({ isEmailTaken: false });
    expect(calls[0]?.url).toBe(`${base}/api/v1/users/is-email-taken?email=a%2Bb%40example.com`);
    expect(calls[0]?.method).toBe("GET");
  });

  it("requestPasswordReset and confirmPasswordReset post to the two recovery steps", async () => {
    const { fetch, calls } = fakeFetch((call) => jsonResponse(call.url.endsWith("/confirm") ? 200 : 202, { ok: true }));
    const client = createApiClient({ baseUrl: base, fetch });
    expect(await requestPasswordReset(client, { email: "ada@example.com" })).toEqual({ ok: true });
    expect(await confirmPasswordReset(client, { token: "t0ken", password: "new password" })).toEqual({ ok: true });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["POST", `${base}/api/v1/users/password-reset`, '{"email":"ada@example.com"}'],
      ["POST", `${base}/api/v1/users/password-reset/confirm`, '{"token":"t0ken","password":"new password"}'],
    ]);
  });

  it("createRedirectToken answers the custom domain's redemption url", async () => {
    const issued = { url: "https://book.example/api/auth/rt?rt=code&state=s" };
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, issued));
    const body = { redirectTo: "https://book.example/", state: "s", codeChallenge: "c".repeat(43), csrfToken: "t" };
    expect(await createRedirectToken(createApiClient({ baseUrl: base, fetch }), body)).toEqual(issued);
    expect([calls[0]?.method, calls[0]?.url]).toEqual(["POST", `${base}/api/v1/users/redirect-token`]);
  });

  it("rejects with the API's body below 500, as every product call does", async () => {
    const taken = {
      error: { code: "conflict", message: "An account with this email already exists.", fields: { email: "An account with this email already exists." } },
    };
    const { fetch } = fakeFetch(() => jsonResponse(409, taken));
    await expect(signUp(createApiClient({ baseUrl: base, fetch }), { email: "a@example.com", password: "long enough", name: "A" })).rejects.toEqual(taken);
  });
});

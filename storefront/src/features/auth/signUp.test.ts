import { afterEach, describe, expect, it, vi } from "vitest";
import { SERVICE_UNAVAILABLE_MESSAGE } from "./forms.ts";
import { submitSignUp } from "./signUp.ts";
import { apiAnswering, submittedForm, unreachable } from "./testApi.ts";

const origin = "http://localhost:8080";
const fields = { name: "Ada", email: "ada@example.com", password: "a-long-password", acceptTerms: "yes", callbackUrl: "/read" };

describe("submitSignUp", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("keeps the typed values and says so when the API cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const outcome = await submitSignUp(submittedForm(fields), apiAnswering(unreachable), { origin });
    expect(outcome).toMatchObject({
      form: { name: "Ada", email: "ada@example.com", acceptTerms: true, formError: SERVICE_UNAVAILABLE_MESSAGE, status: 503 },
    });
  });

  it("sends a created account to sign-in with ServiceUnavailable when the sign-in that follows fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = apiAnswering((url) => (url.pathname === "/api/v1/users" ? Response.json({ ok: true }, { status: 201 }) : unreachable()));
    const outcome = await submitSignUp(submittedForm(fields), api, { origin });
    expect(outcome).toEqual({
      redirect: `/auth/login?${new URLSearchParams({ error: "ServiceUnavailable", callbackUrl: "http://localhost:8080/read" })}`,
    });
  });
});

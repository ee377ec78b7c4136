import { afterEach, describe, expect, it, vi } from "vitest";
import { SERVICE_UNAVAILABLE_MESSAGE } from "./forms.ts";
import { submitSignIn } from "./signIn.ts";
import { apiAnswering, submittedForm, unreachable } from "./testApi.ts";

const context = { origin: "http://localhost:8080", fallback: "/books" };

describe("submitSignIn", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("signs in and goes to the callbackUrl", async () => {
    const api = apiAnswering((url) =>
      url.pathname === "/api/auth/csrf" ? Response.json({ csrfToken: "tok" }) : Response.json({ url: "http://localhost:8080/bookshelf" }),
    );
    const outcome = await submitSignIn(
      submittedForm({ email: "reader@example.com", password: "secret-pass", callbackUrl: "/bookshelf" }),
      api,
      "credentials",
      context,
    );
    expect(outcome).toEqual({ redirect: "http://localhost:8080/bookshelf" });
  });

  it("keeps the form, with the typed email, and says so when the API cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const outcome = await submitSignIn(
      submittedForm({ email: " reader@example.com ", password: "secret-pass", callbackUrl: "/bookshelf" }),
      apiAnswering(unreachable),
      "credentials",
      context,
    );
    expect(outcome).toEqual({
      form: {
        email: "reader@example.com",
        callbackUrl: "http://localhost:8080/bookshelf",
        fieldErrors: {},
        formError: SERVICE_UNAVAILABLE_MESSAGE,
        status: 503,
      },
    });
  });

  it("treats an API answering 5xx like one that cannot be reached, never as a wrong password", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = apiAnswering((url) => (url.pathname === "/api/auth/csrf" ? Response.json({ csrfToken: "tok" }) : new Response("", { status: 502 })));
    const outcome = await submitSignIn(submittedForm({ email: "a@example.com", password: "p" }), api, "admin-credentials", context);
    expect(outcome).toMatchObject({ form: { formError: SERVICE_UNAVAILABLE_MESSAGE, status: 503 } });
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { SERVICE_UNAVAILABLE_MESSAGE } from "./forms.ts";
import { RESET_LINK_SENT_MESSAGE, submitPasswordReset } from "./passwordReset.ts";
import { apiAnswering, submittedForm, unreachable } from "./testApi.ts";

describe("submitPasswordReset", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("says the link was sent once the API accepts the request", async () => {
    const api = apiAnswering(() => Response.json({ ok: true }, { status: 202 }));
    const state = await submitPasswordReset(submittedForm({ email: "reader@example.com" }), api);
    expect(state).toMatchObject({ step: "request", sent: true, status: 200 });
    expect(RESET_LINK_SENT_MESSAGE).toMatch(/If an account exists/);
  });

  it("keeps either step's form and says so when the API cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const request = await submitPasswordReset(submittedForm({ email: "reader@example.com" }), apiAnswering(unreachable));
    expect(request).toMatchObject({ step: "request", email: "reader@example.com", sent: false, formError: SERVICE_UNAVAILABLE_MESSAGE, status: 503 });

    const confirm = await submitPasswordReset(
      submittedForm({ token: "t0ken", password: "new-password", confirmPassword: "new-password" }),
      apiAnswering(() => new Response("", { status: 503 })),
    );
    expect(confirm).toMatchObject({ step: "confirm", token: "t0ken", changed: false, formError: SERVICE_UNAVAILABLE_MESSAGE, status: 503 });
  });
});

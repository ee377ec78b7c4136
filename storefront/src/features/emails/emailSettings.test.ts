import { describe, expect, it } from "vitest";
import { apiAnswering, submittedForm } from "../auth/testApi.ts";
import { changeOf, loadEmailSettings } from "./emailSettings.ts";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const choice = { authorId: 7, authorName: "Ada Quill", getEmails: false, updatedAt: "2026-11-25T08:00:00.000Z" };

describe("the e-mail settings page", () => {
  it("reads a change from the form, and nothing else", () => {
    expect(changeOf(submittedForm({ authorId: "7", getEmails: "false" }))).toEqual({ authorId: 7, getEmails: false });
    expect(changeOf(submittedForm({ authorId: "7", getEmails: "maybe" }))).toBeNull();
    expect(changeOf(submittedForm({ authorId: "-1", getEmails: "true" }))).toBeNull();
  });

  it("saves the change, says so, and lists the authors again", async () => {
    const calls: string[] = [];
    const api = apiAnswering((url, init) => {
      calls.push(`${init?.method ?? "GET"} ${url.pathname}${url.search}`);
      return init?.method === "PATCH" ? json({ choice }) : json({ items: [choice], total: 1, page: 1, pageSize: 50 });
    });
    const state = await loadEmailSettings({ client: api.client, form: submittedForm({ authorId: "7", getEmails: "false" }), page: 1 });
    expect(state.notice).toEqual({ tone: "success", text: "You will no longer get e-mails from Ada Quill." });
    expect(state.choices.items).toEqual([choice]);
    expect(calls).toEqual(["PATCH /api/v1/readers/email-choices/7", "GET /api/v1/readers/email-choices?page=1&pageSize=50"]);
  });

  it("shows the API's refusal", async () => {
    const api = apiAnswering((_url, init) =>
      init?.method === "PATCH"
        ? json({ error: { code: "not_found", message: "You get no e-mails from this author." } }, 404)
        : json({ items: [], total: 0, page: 1, pageSize: 50 }),
    );
    const state = await loadEmailSettings({ client: api.client, form: submittedForm({ authorId: "9", getEmails: "true" }), page: 1 });
    expect(state.notice).toEqual({ tone: "error", text: "You get no e-mails from this author." });
  });
});

import { describe, expect, it } from "vitest";
import { apiAnswering, submittedForm, unreachable } from "../auth/testApi.ts";
import { authorNameOf, loadUnsubscribePage, statusOf } from "./unsubscribePage.ts";

const TOKEN = "0f8fad5b-d9cb-469f-a165-70867728950e";
const choice = (getEmails: boolean) => ({ authorId: 7, authorName: "Ada Quill", getEmails, updatedAt: "2026-11-25T08:00:00.000Z" });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the unsubscribe page", () => {
  it("asks first on GET, and changes nothing", async () => {
    const calls: string[] = [];
    const api = apiAnswering((url, init) => {
      calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
      return json({ choice: choice(true) });
    });
    const state = await loadUnsubscribePage({ client: api.client, token: TOKEN, form: null });
    expect(state).toEqual({ kind: "ask", choice: choice(true) });
    expect(calls).toEqual([`GET /api/v1/readers/email-choices/by-token/${TOKEN}`]);
  });

  it("says so when the reader is already unsubscribed", async () => {
    const api = apiAnswering(() => json({ choice: choice(false) }));
    expect(await loadUnsubscribePage({ client: api.client, token: TOKEN, form: null })).toMatchObject({ kind: "unsubscribed" });
  });

  it("unsubscribes on the button's POST, and subscribes again on the other button", async () => {
    const calls: string[] = [];
    const api = apiAnswering((url, init) => {
      calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
      return json({ choice: choice(init?.method === "PATCH") });
    });
    expect(await loadUnsubscribePage({ client: api.client, token: TOKEN, form: submittedForm({ action: "unsubscribe" }) })).toMatchObject({
      kind: "unsubscribed",
    });
    expect(await loadUnsubscribePage({ client: api.client, token: TOKEN, form: submittedForm({ action: "subscribe" }) })).toMatchObject({ kind: "subscribed" });
    expect(calls).toEqual([`POST /api/v1/readers/unsubscribe/${TOKEN}`, `PATCH /api/v1/readers/email-choices/by-token/${TOKEN}`]);
  });

  it("answers 404 with the API's words for a link that names nothing, and 503 when the API is away", async () => {
    const invalid = apiAnswering(() => json({ error: { code: "not_found", message: "This unsubscribe link is not valid." } }, 404));
    const state = await loadUnsubscribePage({ client: invalid.client, token: "nope", form: null });
    expect(state).toEqual({ kind: "invalid", message: "This unsubscribe link is not valid." });
    expect(statusOf(state)).toBe(404);
    const away = apiAnswering(unreachable);
    expect(statusOf(await loadUnsubscribePage({ client: away.client, token: TOKEN, form: null }))).toBe(503);
  });

  it("names the author, or says this author", () => {
    expect(authorNameOf({ authorName: " Ada Quill " })).toBe("Ada Quill");
    expect(authorNameOf({ authorName: null })).toBe("this author");
  });
});

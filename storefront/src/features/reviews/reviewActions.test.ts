import { describe, expect, it } from "vitest";
import { createApiClient } from "@storyloom/api/client";
import { CHOOSE_VIOLATION_MESSAGE, UNKNOWN_ACTION_MESSAGE, noticeOf, parseReviewAction, runReviewAction } from "./reviewActions.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** A client whose API answers every call with `status` and `body`, recording what was asked. */
function clientAnswering(status: number, body: unknown) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const client = createApiClient({
    baseUrl: "http://api.test",
    fetch: async (input, init) => {
      calls.push({ method: init?.method ?? "GET", url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    },
  });
  return { client, calls };
}

describe("parseReviewAction", () => {
  it("reads each intent", () => {
    expect(parseReviewAction(form({ intent: "save-review", rating: "5" }))).toEqual({ intent: "save-review", body: { rating: 5, title: null, markup: null } });
    expect(parseReviewAction(form({ intent: "delete-review" }))).toEqual({ intent: "delete-review" });
    expect(parseReviewAction(form({ intent: "react", reviewId: "4", value: "-1" }))).toEqual({ intent: "react", reviewId: 4, value: -1 });
    expect(parseReviewAction(form({ intent: "report", reviewId: "4", violation: "SOLICITATION", comment: " spam " }))).toEqual({
      intent: "report",
      reviewId: 4,
      violation: "SOLICITATION",
      comment: "spam",
    });
  });

  it("refuses what the page never sends", () => {
    expect(parseReviewAction(form({ intent: "delete-everything" }))).toEqual({ intent: "invalid", status: 400, message: UNKNOWN_ACTION_MESSAGE });
    expect(parseReviewAction(form({ intent: "react", reviewId: "4", value: "2" }))).toMatchObject({ intent: "invalid", message: UNKNOWN_ACTION_MESSAGE });
    expect(parseReviewAction(form({ intent: "react", reviewId: "x", value: "1" }))).toMatchObject({ intent: "invalid" });
  });

  it("asks which violation a report is about, keeping the comment", () => {
    expect(parseReviewAction(form({ intent: "report", reviewId: "4", violation: "", comment: "Look" }))).toEqual({
      intent: "invalid",
      status: 400,
      report: { reviewId: 4, violation: "", comment: "Look", message: CHOOSE_VIOLATION_MESSAGE },
    });
  });
});

describe("runReviewAction", () => {
  it("saves a review through the reader API", async () => {
    const { client, calls } = clientAnswering(200, { review: {} });
    expect(await runReviewAction(client, 12, form({ intent: "save-review", rating: "4", title: "Good" }))).toEqual({ kind: "done", notice: "saved" });
    expect(calls).toEqual([{ method: "POST", url: "http://api.test/api/v1/readers/books/12/review", body: { rating: 4, title: "Good", markup: null } }]);
  });

  it("shows the API's refusal on the form with the values typed", async () => {
    const { client } = clientAnswering(400, { error: { code: "validation_error", message: "Check the review.", fields: { markup: "Too long." } } });
    expect(await runReviewAction(client, 12, form({ intent: "save-review", rating: "4", title: "Good", text: "Words" }))).toEqual({
      kind: "failed",
      status: 400,
      review: {
        values: { rating: "4", title: "Good", text: "Words" },
        errors: { rating: undefined, title: undefined, text: "Too long." },
        message: "Check the review.",
      },
    });
  });

  it("keeps a report's choice when the API cannot be reached", async () => {
    const { client } = clientAnswering(502, {});
    const outcome = await runReviewAction(client, 12, form({ intent: "report", reviewId: "9", violation: "HATE_SPEECH", comment: "" }));
    expect(outcome).toMatchObject({ kind: "failed", status: 503, report: { reviewId: 9, violation: "HATE_SPEECH", comment: "" } });
  });

  it("does not call the API for a form it cannot read", async () => {
    const { client, calls } = clientAnswering(200, {});
    expect(await runReviewAction(client, 12, form({ intent: "save-review", rating: "" }))).toMatchObject({ kind: "failed", status: 400 });
    expect(calls).toEqual([]);
  });
});

describe("noticeOf", () => {
  it("reads only the notices the actions send", () => {
    expect(noticeOf(new URLSearchParams("review=saved"))).toBe("Your review is saved.");
    expect(noticeOf(new URLSearchParams("review=<script>"))).toBeNull();
    expect(noticeOf(new URLSearchParams(""))).toBeNull();
  });
});

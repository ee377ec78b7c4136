import request from "supertest";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthorProfile } from "@storyloom/db/models";
import { createUser } from "@storyloom/testkit/factories";
import { signIn } from "../../auth/testing.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function signedInAuthor(): Promise<{ agent: Agent; authorId: number; otherAuthorId: number }> {
  const { user, password, authorProfile } = await createUser(ctx.db.knex, { name: "Elena Marsh" });
  const other = await createUser(ctx.db.knex);
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password).expect(200);
  return { agent, authorId: authorProfile.id, otherAuthorId: other.authorProfile.id };
}

describe("GET and PATCH /api/v1/author-profiles", () => {
  it("needs a session", async () => {
    const res = await request(ctx.app).get("/api/v1/author-profiles").expect(401);
    expect(res.body.error).toEqual({ code: "authentication_required", message: "Sign in to continue." });
    await request(ctx.app).patch("/api/v1/author-profiles").send({ name: "X" }).expect(401);
  });

  it("answers the author's own profile, without payout internals", async () => {
    const { agent, authorId } = await signedInAuthor();
    const res = await agent.get("/api/v1/author-profiles").expect(200);
    expect(res.body.authorProfile).toMatchObject({ id: authorId, name: "Elena Marsh", website: null, theme: null, editorChaptersCollapsed: false });
    expect(Object.keys(res.body.authorProfile)).not.toContain("stripeCustomerId");
    expect(Object.keys(res.body.authorProfile)).not.toContain("paymentMethodId");
  });

  it("refuses bad input with the field's message", async () => {
    const { agent } = await signedInAuthor();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{}, { body: "Send at least one field to change." }],
      [{ name: "" }, { name: "This field is required." }],
      [{ name: "x".repeat(41) }, { name: "Input can't be longer than 40 characters." }],
      [{ website: "javascript:alert(1)" }, { website: "Enter a web address starting with https://." }],
      [{ twitter: "not a handle!" }, { twitter: "Enter a handle such as @storyloom." }],
      [{ theme: "purple" }, { theme: "Must be one of: LIGHT, GREY, DARK." }],
      [{ bio: "x".repeat(5001) }, { bio: "Input can't be longer than 5000 characters." }],
      [{ stripeCustomerId: "cus_1" }, { stripeCustomerId: "Unknown field." }],
    ];
    for (const [body, fields] of cases) {
      const res = await agent.patch("/api/v1/author-profiles").send(body).expect(400);
      expect(res.body.error.fields).toEqual(fields);
    }
  });

  it("saves what was sent, clears with null or an empty text, and sanitises the bio", async () => {
    const { agent, authorId, otherAuthorId } = await signedInAuthor();
    const res = await agent
      .patch("/api/v1/author-profiles")
      .send({
        name: "  Elena M.  ",
        website: "https://elena.example",
        twitter: "@elena_m",
        bio: '<p onclick="x()">Writes <strong>lamp-lit</strong> fantasy.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><svg onload="alert(1)"></svg>',
        theme: "dark",
        editorChaptersCollapsed: true,
      })
      .expect(200);
    expect(res.body.authorProfile).toMatchObject({
      id: authorId,
      name: "Elena M.",
      website: "https://elena.example",
      twitter: "elena_m",
      theme: "DARK",
      editorChaptersCollapsed: true,
    });
    const bio = res.body.authorProfile.bio as string;
    expect(bio).toContain("<p>Writes <strong>lamp-lit</strong> fantasy.</p>");
    expect(bio).not.toMatch(/script|onclick|onload|javascript:|svg/i);

    const cleared = await agent.patch("/api/v1/author-profiles").send({ website: "", twitter: null, theme: null }).expect(200);
    expect(cleared.body.authorProfile).toMatchObject({ website: null, twitter: null, theme: null, name: "Elena M." });
    // Only the signed-in author's own profile changed.
    expect((await AuthorProfile.query(ctx.db.knex).findById(otherAuthorId))?.website).toBeNull();
  });

  it("accepts the AI terms and withdraws them, never the moderation's suspension", async () => {
    const { agent, authorId } = await signedInAuthor();
    const accepted = await agent.patch("/api/v1/author-profiles").send({ aiTermsAccepted: true }).expect(200);
    expect(accepted.body.authorProfile).toMatchObject({ aiTermsAccepted: true, aiSuspendedByModeration: false });
    const refused = await agent.patch("/api/v1/author-profiles").send({ aiSuspendedByModeration: false }).expect(400);
    expect(JSON.stringify(refused.body)).toContain("aiSuspendedByModeration");
    await agent.patch("/api/v1/author-profiles").send({ aiTermsAccepted: false }).expect(200);
    expect((await AuthorProfile.query(ctx.db.knex).findById(authorId))?.aiTermsAccepted).toBe(false);
  });
});

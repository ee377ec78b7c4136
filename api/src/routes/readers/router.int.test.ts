import request from "supertest";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReaderProfile } from "@storyloom/db/models";
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

async function signedInReader(): Promise<{ agent: Agent; userId: number }> {
  const { user, password } = await createUser(ctx.db.knex, { name: "Rita Reader" });
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password).expect(200);
  return { agent, userId: user.id };
}

describe("GET /api/v1/readers/profile", () => {
  it("needs a session", async () => {
    const res = await request(ctx.app).get("/api/v1/readers/profile").expect(401);
    expect(res.body.error).toEqual({ code: "authentication_required", message: "Sign in to continue." });
  });

  it("answers the reader's own profile with the defaults of docs/product.md (Constants and limits)", async () => {
    const { agent, userId } = await signedInReader();
    const profile = await ReaderProfile.query(ctx.db.knex).findOne({ userId });
    const res = await agent.get("/api/v1/readers/profile").expect(200);
    expect(res.body).toEqual({
      readerProfile: { id: profile!.id, name: "Rita Reader", imgUrl: null, fontSize: 18, fontType: "A", lineSpacing: "C", theme: "LIGHT" },
    });
  });
});

describe("PATCH /api/v1/readers/profile", () => {
  it("needs a session, whatever the body", async () => {
    await request(ctx.app).patch("/api/v1/readers/profile").send({ theme: "DARK" }).expect(401);
  });

  it("refuses bad settings naming each field", async () => {
    const { agent } = await signedInReader();
    const res = await agent.patch("/api/v1/readers/profile").send({ theme: "sepia", fontSize: 9.5, fontType: "E", lineSpacing: 2 }).expect(400);
    expect(res.body.error.fields).toEqual({
      theme: "Must be one of: LIGHT, GREY, DARK.",
      fontSize: "Must be a whole number.",
      fontType: "Must be one of: A, B, C, D.",
      lineSpacing: "Must be one of: A, B, C, D.",
    });
    const tooBig = await agent.patch("/api/v1/readers/profile").send({ fontSize: 41 }).expect(400);
    expect(tooBig.body.error.fields).toEqual({ fontSize: "Must be at most 40." });
    const unknown = await agent.patch("/api/v1/readers/profile").send({ name: "Someone else" }).expect(400);
    expect(unknown.body.error.message).toBe("Unknown field: name.");
    const empty = await agent.patch("/api/v1/readers/profile").send({}).expect(400);
    expect(empty.body.error.message).toBe("Send at least one of theme, fontSize, fontType, lineSpacing.");
  });

  it("saves the settings sent, in either theme case, and changes only the caller's profile", async () => {
    const { agent, userId } = await signedInReader();
    const other = await signedInReader();
    const res = await agent.patch("/api/v1/readers/profile").send({ theme: "dark", fontSize: 26, fontType: "D", lineSpacing: "B" }).expect(200);
    expect(res.body.readerProfile).toMatchObject({ theme: "DARK", fontSize: 26, fontType: "D", lineSpacing: "B" });
    expect(await ReaderProfile.query(ctx.db.knex).findOne({ userId })).toMatchObject({ theme: "DARK", fontSize: 26 });
    expect(await ReaderProfile.query(ctx.db.knex).findOne({ userId: other.userId })).toMatchObject({ theme: "LIGHT", fontSize: 18 });
    const session = await agent.get("/api/auth/session").expect(200);
    expect(session.body.user.readerProfile.theme).toBe("DARK");
  });

  it("resets as the reader app does: theme light, the rest null", async () => {
    const { agent } = await signedInReader();
    await agent.patch("/api/v1/readers/profile").send({ fontSize: 26, fontType: "B" }).expect(200);
    const res = await agent.patch("/api/v1/readers/profile").send({ theme: "light", fontSize: null, fontType: null, lineSpacing: null }).expect(200);
    expect(res.body.readerProfile).toMatchObject({ theme: "LIGHT", fontSize: null, fontType: null, lineSpacing: null });
  });
});

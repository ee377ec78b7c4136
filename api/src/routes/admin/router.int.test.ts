import request from "supertest";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Session, UserPermissions } from "@storyloom/db/models";
import { createCustomDomain, createUser } from "@storyloom/testkit/factories";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";
import { SESSION_COOKIE, setCookieValue, signIn } from "../../auth/testing.ts";
import { sha256Hex } from "@storyloom/domain/auth/tokens.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function signedIn(options: Parameters<typeof createUser>[1] = {}): Promise<{ agent: Agent; id: number; email: string; token: string }> {
  const { user, password } = await createUser(ctx.db.knex, options);
  const agent = request.agent(ctx.app);
  const res = await signIn(agent, user.email, password, options.admin ? "admin-credentials" : "credentials").expect(200);
  return { agent, id: user.id, email: user.email, token: setCookieValue(res, SESSION_COOKIE) ?? "" };
}

describe("GET /api/v1/admin/users", () => {
  it("needs a session", async () => {
    const res = await request(ctx.app).get("/api/v1/admin/users").expect(401);
    expect(res.body.error).toEqual({ code: "authentication_required", message: "Sign in to continue." });
  });

  it("validates paging", async () => {
    const admin = await signedIn({ admin: true });
    const big = await admin.agent.get("/api/v1/admin/users?pageSize=101").expect(400);
    expect(big.body.error.fields).toEqual({ pageSize: "Must be at most 100." });
    const page = await admin.agent.get("/api/v1/admin/users?page=0&pageSize=x").expect(400);
    expect(page.body.error.fields).toEqual({ page: "Must be at least 1.", pageSize: "Must be a whole number." });
    expect((await admin.agent.get("/api/v1/admin/users?sort=email").expect(400)).body.error.message).toBe("Unknown field: sort.");
  });

  it("is refused to non-admins and to admins whose permission expired", async () => {
    const reader = await signedIn();
    expect((await reader.agent.get("/api/v1/admin/users").expect(403)).body.error).toEqual({ code: "forbidden", message: "Only admins can do this." });
    const { user, password } = await createUser(ctx.db.knex, { admin: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = request.agent(ctx.app);
    await signIn(expired, user.email, password).expect(200);
    await expired.get("/api/v1/admin/users").expect(403);
  });

  it("lists users newest first with search and paging (default page size 25)", async () => {
    const admin = await signedIn({ admin: true });
    const tag = `needle${Date.now()}`;
    const a = await createUser(ctx.db.knex, { email: `${tag}-a@example.test` });
    const b = await createUser(ctx.db.knex, { name: `Writer ${tag}` });
    const res = await admin.agent.get("/api/v1/admin/users").query({ query: tag.toUpperCase() }).expect(200);
    expect(res.body).toEqual({
      items: [
        {
          id: b.user.id,
          email: b.user.email,
          name: `Writer ${tag}`,
          status: "ACTIVE",
          aiSuspendedByModeration: false,
          createdAt: b.user.createdAt.toISOString(),
        },
        {
          id: a.user.id,
          email: a.user.email,
          name: expect.any(String),
          status: "ACTIVE",
          aiSuspendedByModeration: false,
          createdAt: a.user.createdAt.toISOString(),
        },
      ],
      total: 2,
      page: 1,
      pageSize: 25,
    });
    const second = await admin.agent.get("/api/v1/admin/users").query({ query: tag, page: 2, pageSize: 1 }).expect(200);
    expect(second.body.items.map((i: { id: number }) => i.id)).toEqual([a.user.id]);
    expect(second.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    const wildcard = await admin.agent.get("/api/v1/admin/users").query({ query: "%" }).expect(200);
    expect(wildcard.body.total).toBe(0);
  });
});

describe("PATCH /api/v1/admin/users/{id}", () => {
  it("needs a session, then valid input", async () => {
    await request(ctx.app).patch("/api/v1/admin/users/1").send({ status: "SUSPENDED" }).expect(401);
    const admin = await signedIn({ admin: true });
    for (const bad of ["abc", "0x10", "1e3", "0", "-1"]) {
      expect((await admin.agent.patch(`/api/v1/admin/users/${bad}`).send({ status: "SUSPENDED" }).expect(400)).body.error.fields).toEqual({
        id: "Must be a whole number.",
      });
    }
    expect((await admin.agent.patch("/api/v1/admin/users/1").send({ status: "BANNED" }).expect(400)).body.error.fields).toEqual({
      status: "Must be one of: ACTIVE, SUSPENDED.",
    });
    expect((await admin.agent.patch("/api/v1/admin/users/1").send({}).expect(400)).body.error.fields).toEqual({ status: "This field is required." });
  });

  it("is refused to non-admins, answers 404 for an unknown user and refuses one's own account", async () => {
    const { user } = await createUser(ctx.db.knex);
    const reader = await signedIn();
    await reader.agent.patch(`/api/v1/admin/users/${user.id}`).send({ status: "SUSPENDED" }).expect(403);
    const admin = await signedIn({ admin: true });
    expect((await admin.agent.patch("/api/v1/admin/users/999999999").send({ status: "SUSPENDED" }).expect(404)).body.error.message).toBe("User not found.");
    expect((await admin.agent.patch(`/api/v1/admin/users/${admin.id}`).send({ status: "SUSPENDED" }).expect(403)).body.error.message).toBe(
      "You cannot change the status of your own account.",
    );
  });

  it("suspends (ending the user's sessions) and reactivates", async () => {
    const admin = await signedIn({ admin: true });
    const target = await signedIn();
    const res = await admin.agent.patch(`/api/v1/admin/users/${target.id}`).send({ status: "SUSPENDED" }).expect(200);
    expect(res.body.user).toMatchObject({ id: target.id, email: target.email, status: "SUSPENDED" });
    expect(await Session.query(ctx.db.knex).where({ userId: target.id }).resultSize()).toBe(0);
    expect((await target.agent.get("/api/auth/session")).body).toEqual({});
    await admin.agent.patch(`/api/v1/admin/users/${target.id}`).send({ status: "ACTIVE" }).expect(200);
  });
});

describe("impersonation", () => {
  it("start needs a session, a userId, and an admin", async () => {
    await request(ctx.app).post("/api/v1/admin/impersonation").send({ userId: 1 }).expect(401);
    const admin = await signedIn({ admin: true });
    expect((await admin.agent.post("/api/v1/admin/impersonation").send({}).expect(400)).body.error.fields).toEqual({ userId: "This field is required." });
    expect((await admin.agent.post("/api/v1/admin/impersonation").send({ userId: "7" }).expect(400)).body.error.fields).toEqual({
      userId: "Must be a whole number.",
    });
    const reader = await signedIn();
    const { user } = await createUser(ctx.db.knex);
    await reader.agent.post("/api/v1/admin/impersonation").send({ userId: user.id }).expect(403);
  });

  it("refuses oneself, suspended users, other admins and unknown users", async () => {
    const admin = await signedIn({ admin: true });
    const self = await admin.agent.post("/api/v1/admin/impersonation").send({ userId: admin.id }).expect(403);
    expect(self.body.error.message).toBe("You cannot impersonate yourself.");
    const { user: suspended } = await createUser(ctx.db.knex, { status: "SUSPENDED" });
    expect((await admin.agent.post("/api/v1/admin/impersonation").send({ userId: suspended.id }).expect(403)).body.error.message).toBe(
      "Only active accounts can be impersonated.",
    );
    const { user: otherAdmin } = await createUser(ctx.db.knex, { admin: true });
    expect((await admin.agent.post("/api/v1/admin/impersonation").send({ userId: otherAdmin.id }).expect(403)).body.error.message).toBe(
      "Admins cannot be impersonated.",
    );
    await admin.agent.post("/api/v1/admin/impersonation").send({ userId: 999999999 }).expect(404);
  });

  it("starts with a new session carrying adminId and stops back to a new admin session", async () => {
    const admin = await signedIn({ admin: true });
    const { user: target, authorProfile, readerProfile } = await createUser(ctx.db.knex);

    const started = await admin.agent.post("/api/v1/admin/impersonation").send({ userId: target.id }).expect(200);
    expect(started.body).toEqual({
      user: {
        id: target.id,
        email: target.email,
        profile: { id: authorProfile.id },
        readerProfile: { id: readerProfile.id, theme: "LIGHT" },
        permissions: [],
        adminId: admin.id,
      },
      expires: expect.any(String),
    });
    const impersonationToken = setCookieValue(started, SESSION_COOKIE) ?? "";
    expect(impersonationToken).not.toBe(admin.token);
    expect(await Session.query(ctx.db.knex).findById(sha256Hex(admin.token))).toBeUndefined();
    expect((await admin.agent.get("/api/auth/session")).body.user).toMatchObject({ id: target.id, adminId: admin.id });
    // While impersonating, the admin area is the target's: closed.
    await admin.agent.get("/api/v1/admin/users").expect(403);

    const stopped = await admin.agent.delete("/api/v1/admin/impersonation").expect(200);
    expect(stopped.body.user).toMatchObject({ id: admin.id, email: admin.email, permissions: ["ADMIN"] });
    expect(stopped.body.user.adminId).toBeUndefined();
    const adminToken = setCookieValue(stopped, SESSION_COOKIE) ?? "";
    expect([admin.token, impersonationToken]).not.toContain(adminToken);
    expect(await Session.query(ctx.db.knex).findById(sha256Hex(impersonationToken))).toBeUndefined();
    expect((await admin.agent.get("/api/auth/session")).body.user.adminId).toBeUndefined();
  });

  it("stop is refused without a session, with unknown fields and outside impersonation", async () => {
    await request(ctx.app).delete("/api/v1/admin/impersonation").expect(401);
    const admin = await signedIn({ admin: true });
    expect((await admin.agent.delete("/api/v1/admin/impersonation").send({ userId: 1 }).expect(400)).body.error.message).toBe("Unknown field: userId.");
    expect((await admin.agent.delete("/api/v1/admin/impersonation").expect(403)).body.error.message).toBe("You are not impersonating anyone.");
  });

  it("suspending an admin ends the impersonations they started", async () => {
    const admin = await signedIn({ admin: true });
    const { user: target } = await createUser(ctx.db.knex);
    await admin.agent.post("/api/v1/admin/impersonation").send({ userId: target.id }).expect(200);
    const other = await signedIn({ admin: true });
    await other.agent.patch(`/api/v1/admin/users/${admin.id}`).send({ status: "SUSPENDED" }).expect(200);
    expect((await admin.agent.get("/api/auth/session")).body).toEqual({});
  });

  it("ends when the admin's permission expires or is revoked, or the admin is suspended: no acting as others without ADMIN", async () => {
    for (const lose of [
      (adminId: number) =>
        UserPermissions.query(ctx.db.knex)
          .patch({ expiresAt: new Date(Date.now() - 1) })
          .where({ userId: adminId }),
      (adminId: number) => UserPermissions.query(ctx.db.knex).delete().where({ userId: adminId }),
      (adminId: number) => ctx.db.knex("users").where({ id: adminId }).update({ status: "SUSPENDED" }),
    ]) {
      const admin = await signedIn({ admin: true });
      const { user: target } = await createUser(ctx.db.knex);
      const started = await admin.agent.post("/api/v1/admin/impersonation").send({ userId: target.id }).expect(200);
      const token = setCookieValue(started, SESSION_COOKIE) ?? "";
      expect((await admin.agent.get("/api/auth/session")).body.user).toMatchObject({ id: target.id, adminId: admin.id });
      await lose(admin.id);
      expect((await admin.agent.get("/api/auth/session")).body).toEqual({});
      expect(await Session.query(ctx.db.knex).findById(sha256Hex(token))).toBeUndefined();
    }
  });

  it("never carries an impersonation to a custom domain: no grant for the admin acting as someone", async () => {
    const admin = await signedIn({ admin: true });
    const { user: target } = await createUser(ctx.db.knex);
    await admin.agent.post("/api/v1/admin/impersonation").send({ userId: target.id }).expect(200);
    const domain = await createCustomDomain(ctx.db.knex, { name: `imp-${Date.now()}.example.com` });
    const csrfToken = (await admin.agent.get("/api/auth/csrf").expect(200)).body.csrfToken as string;
    const body = { redirectTo: `http://${domain.name}/`, state: "state", codeChallenge: "c".repeat(43), csrfToken };
    const refused = await admin.agent.post("/api/v1/users/redirect-token").send(body).expect(403);
    expect(refused.body.error.message).toMatch(/stay on the platform/);
  });
});

describe("POST /api/v1/admin/users/{id}/promo-credit", () => {
  it("adds the credit to the balance once per call and records it as PROMO with the note; the account sees it in its history", async () => {
    const admin = await signedIn({ admin: true });
    const author = await signedIn();
    const given = await admin.agent.post(`/api/v1/admin/users/${author.id}/promo-credit`).send({ amount: 1000, note: "Launch week" }).expect(200);
    expect(given.body).toMatchObject({ credited: 1000, balance: 1_000_000_000, user: { id: author.id } });
    await admin.agent.post(`/api/v1/admin/users/${author.id}/promo-credit`).send({ amount: 500 }).expect(200);
    const rows = await ctx.db.knex("balanceTransactions").where({ userId: author.id }).orderBy("id");
    expect(rows.map((row: { type: string; description: string; balanceAmount: string }) => [row.type, row.description, Number(row.balanceAmount)])).toEqual([
      ["PROMO", "Promotional credit from Storyloom: Launch week", 1_000_000_000],
      ["PROMO", "Promotional credit from Storyloom", 1_500_000_000],
    ]);
  });

  it("refuses an amount out of bounds, naming the field, one's own account, and non-admins", async () => {
    const admin = await signedIn({ admin: true });
    const reader = await signedIn();
    const low = await admin.agent.post(`/api/v1/admin/users/${reader.id}/promo-credit`).send({ amount: 10 }).expect(400);
    expect(low.body.error.fields).toEqual({ amount: "Give between $1.00 and $1,000.00, in cents." });
    const own = await admin.agent.post(`/api/v1/admin/users/${admin.id}/promo-credit`).send({ amount: 500 }).expect(403);
    expect(own.body.error.message).toBe("You cannot give credit to your own account.");
    await reader.agent.post(`/api/v1/admin/users/${admin.id}/promo-credit`).send({ amount: 500 }).expect(403);
    expect(await ctx.db.knex("balanceTransactions").where({ userId: reader.id })).toHaveLength(0);
  });
});

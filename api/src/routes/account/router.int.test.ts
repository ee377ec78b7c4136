import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Session, User } from "@storyloom/db/models";
import { createUser } from "@storyloom/testkit/factories";
import { randomAddress, signIn } from "../../auth/testing.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** A user signed in in two browsers: `here` asks, `elsewhere` should be signed out by it. */
async function twoBrowsers() {
  const { user, password } = await createUser(ctx.db.knex);
  const here = request.agent(ctx.app);
  const elsewhere = request.agent(ctx.app);
  await signIn(here, user.email, password).expect(200);
  await signIn(elsewhere, user.email, password).expect(200);
  return { user, password, here, elsewhere };
}

describe("POST /api/v1/account/password", () => {
  it("needs a session", async () => {
    const res = await request(ctx.app).post("/api/v1/account/password").send({ currentPassword: "x", newPassword: "long enough" }).expect(401);
    expect(res.body.error.code).toBe("authentication_required");
  });

  it("names missing, short and wrong passwords", async () => {
    const { here } = await twoBrowsers();
    expect((await here.post("/api/v1/account/password").send({}).expect(400)).body.error.fields).toEqual({
      currentPassword: "This field is required.",
      newPassword: "This field is required.",
    });
    expect((await here.post("/api/v1/account/password").send({ currentPassword: "x", newPassword: "short" }).expect(400)).body.error.fields).toEqual({
      newPassword: "Password must be at least 8 characters.",
    });
    const wrong = await here
      .post("/api/v1/account/password")
      .set("X-Forwarded-For", randomAddress())
      .send({ currentPassword: "not it", newPassword: "long enough" })
      .expect(400);
    expect(wrong.body.error).toEqual({
      code: "validation_error",
      message: "Your current password is not correct.",
      fields: { currentPassword: "Your current password is not correct." },
    });
  });

  it("sets the new password, keeps this session and ends every other one", async () => {
    const { user, password, here, elsewhere } = await twoBrowsers();
    const res = await here.post("/api/v1/account/password").send({ currentPassword: password, newPassword: "a brand new password" }).expect(200);
    expect(res.body).toEqual({ ok: true, endedSessions: 1 });
    expect((await here.get("/api/auth/session")).body.user.email).toBe(user.email);
    expect((await elsewhere.get("/api/auth/session")).body).toEqual({});
    await signIn(request.agent(ctx.app), user.email, password).expect(401);
    await signIn(request.agent(ctx.app), user.email, "a brand new password").expect(200);
  });

  it("counts wrong current passwords against the sign-in limit", async () => {
    const { password, here } = await twoBrowsers();
    const address = randomAddress();
    for (let i = 0; i < 5; i += 1) {
      await here
        .post("/api/v1/account/password")
        .set("X-Forwarded-For", address)
        .send({ currentPassword: `wrong-${i}`, newPassword: "long enough" })
        .expect(400);
    }
    await here.post("/api/v1/account/password").set("X-Forwarded-For", address).send({ currentPassword: password, newPassword: "long enough" }).expect(429);
  });
});

describe("POST /api/v1/account/email", () => {
  it("changes the sign-in e-mail with the current password, and refuses one that is taken", async () => {
    const { user, password, here, elsewhere } = await twoBrowsers();
    const other = await createUser(ctx.db.knex);
    const taken = await here.post("/api/v1/account/email").send({ currentPassword: password, email: other.user.email.toUpperCase() }).expect(409);
    expect(taken.body.error.fields).toEqual({ email: "An account with this email already exists." });
    expect((await here.post("/api/v1/account/email").send({ currentPassword: password, email: "nope" }).expect(400)).body.error.fields).toEqual({
      email: "Enter a valid email address.",
    });

    const email = `moved-${Date.now()}@example.test`;
    const res = await here
      .post("/api/v1/account/email")
      .send({ currentPassword: password, email: ` ${email.toUpperCase()} ` })
      .expect(200);
    expect(res.body).toEqual({ user: { id: user.id, email }, endedSessions: 1 });
    expect((await User.query(ctx.db.knex).findById(user.id))?.email).toBe(email);
    expect((await elsewhere.get("/api/auth/session")).body).toEqual({});
    await signIn(request.agent(ctx.app), email, password).expect(200);
  });
});

describe("POST /api/v1/account/sign-out-others", () => {
  it("ends every other session of the account, and only those", async () => {
    const { user, here, elsewhere } = await twoBrowsers();
    const stranger = await createUser(ctx.db.knex);
    await signIn(request.agent(ctx.app), stranger.user.email, stranger.password).expect(200);
    expect((await here.post("/api/v1/account/sign-out-others").send({}).expect(200)).body).toEqual({ endedSessions: 1 });
    expect((await here.get("/api/auth/session")).body.user.id).toBe(user.id);
    expect((await elsewhere.get("/api/auth/session")).body).toEqual({});
    expect(await Session.query(ctx.db.knex).where({ userId: stranger.user.id }).resultSize()).toBe(1);
  });

  it("is refused to an admin impersonating the account", async () => {
    const admin = await createUser(ctx.db.knex, { admin: true });
    const { user, elsewhere } = await twoBrowsers();
    const adminBrowser = request.agent(ctx.app);
    await signIn(adminBrowser, admin.user.email, admin.password, "admin-credentials").expect(200);
    await adminBrowser.post("/api/v1/admin/impersonation").send({ userId: user.id }).expect(200);
    const res = await adminBrowser.post("/api/v1/account/sign-out-others").send({}).expect(403);
    expect(res.body.error.message).toBe("While impersonating, an account's e-mail, password and sessions cannot be changed.");
    await adminBrowser.post("/api/v1/account/password").send({ currentPassword: "x", newPassword: "long enough" }).expect(403);
    expect((await elsewhere.get("/api/auth/session")).body.user.id).toBe(user.id);
  });
});

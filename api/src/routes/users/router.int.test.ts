import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AuthorProfile, OutgoingEmail, PasswordResetToken, ReaderProfile, Session, User } from "@storyloom/db/models";
import { createUser } from "@storyloom/testkit/factories";
import { signIn } from "../../auth/testing.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";
import { sha256Hex } from "@storyloom/domain/auth/tokens.ts";
import { jobIdOf } from "@storyloom/domain/jobs/enqueue.ts";
import { RATE_LIMITS } from "@storyloom/domain/rateLimit.ts";

const SIGN_UP_LIMIT_PER_HOUR = RATE_LIMITS.signUp.rules.address.points;
const EMAIL_CHECK_LIMIT_PER_MINUTE = RATE_LIMITS.emailCheck.rules.address.points;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const api = () => request(ctx.app);

describe("POST /api/v1/users (sign-up)", () => {
  it("answers missing fields with the message of docs/product.md (Validation rules) for each", async () => {
    const res = await api().post("/api/v1/users").send({}).expect(400);
    expect(res.body).toEqual({
      error: {
        code: "validation_error",
        message: "email: This field is required.",
        fields: { email: "This field is required.", password: "This field is required.", name: "This field is required." },
      },
    });
  });

  it.each([
    [{ email: "not-an-email", password: "long enough", name: "Ann" }, { email: "Enter a valid email address." }],
    [{ email: "ann@example.test", password: "short", name: "Ann" }, { password: "Password must be at least 8 characters." }],
    [{ email: "ann@example.test", password: "long enough", name: "x".repeat(41) }, { name: "Input can't be longer than 40 characters." }],
    [{ email: "ann@example.test", password: "long enough", name: "   " }, { name: "This field is required." }],
    [
      { email: 7, password: ["a"], name: { first: "Ann" } },
      { email: "Must be text.", password: "Must be text.", name: "Must be text." },
    ],
    [{ email: "ann@example.test", password: "long enough", name: "Ann", admin: true }, { admin: "Unknown field." }],
  ])("refuses %o", async (body, fields) => {
    const res = await api().post("/api/v1/users").send(body).expect(400);
    expect(res.body.error.code).toBe("validation_error");
    expect(res.body.error.fields).toEqual(fields);
  });

  it("names an unknown field in the message", async () => {
    const res = await api().post("/api/v1/users").send({ email: "a@example.test", password: "long enough", name: "A", role: "ADMIN" }).expect(400);
    expect(res.body.error.message).toBe("Unknown field: role.");
  });

  it("answers malformed JSON, oversize bodies and non-JSON bodies with 4xx", async () => {
    const malformed = await api().post("/api/v1/users").set("Content-Type", "application/json").send('{"email":').expect(400);
    expect(malformed.body.error.message).toBe("Malformed JSON body.");
    const big = await api()
      .post("/api/v1/users")
      .send({ email: "a@example.test", password: "x".repeat(120_000), name: "A" })
      .expect(413);
    expect(big.body.error.message).toBe("Request body is too large.");
    const form = await api().post("/api/v1/users").type("form").send({ email: "a@example.test" }).expect(415);
    expect(form.body.error).toEqual({ code: "unsupported_media_type", message: "Send the request body as application/json." });
  });

  it("refuses text the database cannot store (a NUL character) with 400 naming the field", async () => {
    const res = await api().post("/api/v1/users").send({ email: "nul@example.test", password: "long enough", name: "Ann\u0000" }).expect(400);
    expect(res.body.error).toEqual({
      code: "validation_error",
      message: "name: Contains a character that is not allowed.",
      fields: { name: "Contains a character that is not allowed." },
    });
  });

  it("creates the user with a reader and an author profile, normalising the e-mail", async () => {
    const email = `New.Reader-${Date.now()}@Example.TEST`;
    const res = await api()
      .post("/api/v1/users")
      .send({ email: `  ${email} `, password: "long enough", name: " Ann Writer " })
      .expect(201);
    expect(res.body).toEqual({ user: { id: expect.any(Number), email: email.toLowerCase() } });
    const id = res.body.user.id as number;
    const user = await User.query(ctx.db.knex).findById(id);
    expect(user?.password).toMatch(/^\$argon2id\$/);
    expect(user?.status).toBe("ACTIVE");
    expect((await ReaderProfile.query(ctx.db.knex).where({ userId: id }).first())?.name).toBe("Ann Writer");
    expect((await AuthorProfile.query(ctx.db.knex).where({ userId: id }).first())?.name).toBe("Ann Writer");
    await signIn(request.agent(ctx.app), email, "long enough").expect(200);
  });

  it("refuses an e-mail that is taken, whatever its case, with 409", async () => {
    const { user } = await createUser(ctx.db.knex);
    const res = await api().post("/api/v1/users").send({ email: user.email.toUpperCase(), password: "long enough", name: "Twin" }).expect(409);
    expect(res.body).toEqual({
      error: {
        code: "conflict",
        message: "An account with this email already exists.",
        fields: { email: "An account with this email already exists." },
      },
    });
  });
});

describe("limits per client address", () => {
  it("creates at most SIGN_UP_LIMIT_PER_HOUR accounts an hour from one address, then answers 429", async () => {
    const address = "198.51.100.7";
    const signUp = (i: number) =>
      api()
        .post("/api/v1/users")
        .set("X-Forwarded-For", address)
        .send({ email: `burst.${i}.${Date.now()}@example.test`, password: "long enough", name: "Burst" });
    for (let i = 0; i < SIGN_UP_LIMIT_PER_HOUR; i += 1) await signUp(i).expect(201);
    const limited = await signUp(SIGN_UP_LIMIT_PER_HOUR).expect(429);
    expect(limited.body.error).toEqual({
      code: "rate_limited",
      message: "Too many accounts were created from this network. Please wait an hour and try again.",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    await api()
      .post("/api/v1/users")
      .set("X-Forwarded-For", "198.51.100.8")
      .send({ email: `other.${Date.now()}@example.test`, password: "long enough", name: "Other" })
      .expect(201);
  });

  it("answers at most EMAIL_CHECK_LIMIT_PER_MINUTE availability checks a minute from one address; another address is still answered", async () => {
    const check = (address: string) => api().get("/api/v1/users/is-email-taken").query({ email: "someone@example.test" }).set("X-Forwarded-For", address);
    for (let i = 0; i < EMAIL_CHECK_LIMIT_PER_MINUTE; i += 1) await check("198.51.100.9").expect(200);
    const limited = await check("198.51.100.9").expect(429);
    expect(limited.body.error).toEqual({ code: "rate_limited", message: "Too many e-mail checks from this network. Please wait a minute and try again." });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    await check("198.51.100.10").expect(200, { isEmailTaken: false });
  });
});

describe("GET /api/v1/users/is-email-taken", () => {
  it("needs a valid email", async () => {
    expect((await api().get("/api/v1/users/is-email-taken").expect(400)).body.error.fields).toEqual({ email: "This field is required." });
    expect((await api().get("/api/v1/users/is-email-taken?email=nope").expect(400)).body.error.fields).toEqual({ email: "Enter a valid email address." });
    expect((await api().get("/api/v1/users/is-email-taken?email=a@example.test&x=1").expect(400)).body.error.message).toBe("Unknown field: x.");
  });

  it("tells whether an account uses the address", async () => {
    const { user } = await createUser(ctx.db.knex);
    const taken = await api().get("/api/v1/users/is-email-taken").query({ email: user.email.toUpperCase() }).expect(200);
    expect(taken.body).toEqual({ isEmailTaken: true });
    const free = await api().get("/api/v1/users/is-email-taken").query({ email: "free-address@example.test" }).expect(200);
    expect(free.body).toEqual({ isEmailTaken: false });
  });
});

describe("password recovery", () => {
  async function resetLinkFor(email: string): Promise<string> {
    const before = (await ctx.readOutbox()).length;
    await api().post("/api/v1/users/password-reset").send({ email }).expect(202);
    // The workers' mail.send job, run here.
    await ctx.deliverQueuedMail();
    const mails = await ctx.readOutbox();
    expect(mails.length).toBe(before + 1);
    const mail = mails[mails.length - 1]!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe("Reset your Storyloom password");
    const link = /(http\S+\/auth\/forgotPassword\?token=\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    return link!;
  }

  it("validates the request", async () => {
    expect((await api().post("/api/v1/users/password-reset").send({}).expect(400)).body.error.fields).toEqual({ email: "This field is required." });
    const res = await api().post("/api/v1/users/password-reset/confirm").send({ token: "x", password: "short" }).expect(400);
    expect(res.body.error.fields).toEqual({ password: "Password must be at least 8 characters." });
  });

  const queuedFor = (email: string) => OutgoingEmail.query(ctx.db.knex).where({ toAddress: email });

  it("answers 202 for an unknown address and sends nothing", async () => {
    const before = (await ctx.readOutbox()).length;
    const waitingBefore = await ctx.jobs.queue("mail").getWaitingCount();
    const res = await api().post("/api/v1/users/password-reset").send({ email: "nobody-at-all@example.test" }).expect(202);
    expect(res.body).toEqual({ ok: true });
    expect(await queuedFor("nobody-at-all@example.test")).toEqual([]);
    expect(await ctx.deliverQueuedMail()).toBe(0);
    expect((await ctx.readOutbox()).length).toBe(before);
    expect(await ctx.jobs.queue("mail").getWaitingCount()).toBe(waitingBefore);
  });

  it("answers 202 without sending anything itself: the e-mail waits in the outbox for the workers", async () => {
    const { user } = await createUser(ctx.db.knex);
    const before = (await ctx.readOutbox()).length;
    await api().post("/api/v1/users/password-reset").send({ email: user.email }).expect(202, { ok: true });
    expect((await ctx.readOutbox()).length).toBe(before);

    const [queued, ...others] = await queuedFor(user.email);
    expect(others).toEqual([]);
    expect(queued).toMatchObject({ status: "PENDING", attempts: 0, subject: "Reset your Storyloom password", sentAt: null });
    expect(queued!.textBody).toContain("/auth/forgotPassword?token=");
    // The job carries the e-mail's id only, and is added once the request's transaction has committed.
    await vi.waitFor(async () =>
      expect((await ctx.jobs.queue("mail").getJob(jobIdOf("mail.send", { emailId: queued!.id })!))?.data).toEqual({ emailId: queued!.id }),
    );

    expect(await ctx.deliverQueuedMail()).toBe(1);
    const mails = await ctx.readOutbox();
    expect(mails.length).toBe(before + 1);
    expect(mails[mails.length - 1]?.to).toBe(user.email);
    expect(await OutgoingEmail.query(ctx.db.knex).findById(queued!.id)).toMatchObject({ status: "SENT", textBody: null, htmlBody: null });
  });

  it("mails a one-hour link; the new password works, the old does not, and every session ends", async () => {
    const { user, password } = await createUser(ctx.db.knex);
    const signedIn = request.agent(ctx.app);
    await signIn(signedIn, user.email, password).expect(200);
    const link = await resetLinkFor(user.email);
    expect(link.startsWith(`${ctx.config.publicUrl}/auth/forgotPassword?token=`)).toBe(true);
    const token = new URL(link).searchParams.get("token")!;
    const stored = await PasswordResetToken.query(ctx.db.knex).where({ userId: user.id }).first();
    expect(stored?.tokenHash).toBe(sha256Hex(token));
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    await api().post("/api/v1/users/password-reset/confirm").send({ token, password: "a brand new one" }).expect(200, { ok: true });
    expect((await signedIn.get("/api/auth/session")).body).toEqual({});
    expect(await Session.query(ctx.db.knex).where({ userId: user.id }).resultSize()).toBe(0);
    await signIn(request.agent(ctx.app), user.email, password).expect(401);
    await signIn(request.agent(ctx.app), user.email, "a brand new one").expect(200);
  });

  it("a reset of an admin's password also ends the sessions in which that admin impersonates someone", async () => {
    const admin = await createUser(ctx.db.knex, { admin: true });
    const { user: target } = await createUser(ctx.db.knex);
    const adminBrowser = request.agent(ctx.app);
    await signIn(adminBrowser, admin.user.email, admin.password, "admin-credentials").expect(200);
    await adminBrowser.post("/api/v1/admin/impersonation").send({ userId: target.id }).expect(200);
    expect((await adminBrowser.get("/api/auth/session").expect(200)).body.user).toMatchObject({ id: target.id, adminId: admin.user.id });

    const token = new URL(await resetLinkFor(admin.user.email)).searchParams.get("token")!;
    await api().post("/api/v1/users/password-reset/confirm").send({ token, password: "a brand new one" }).expect(200);

    // The impersonation is over, and stopping it cannot turn it back into an admin session.
    expect((await adminBrowser.get("/api/auth/session").expect(200)).body).toEqual({});
    await adminBrowser.delete("/api/v1/admin/impersonation").send({}).expect(401);
    expect(await Session.query(ctx.db.knex).where({ adminId: admin.user.id }).resultSize()).toBe(0);
  });

  it("refuses a used, an expired and an unknown token", async () => {
    const { user } = await createUser(ctx.db.knex);
    const token = new URL(await resetLinkFor(user.email)).searchParams.get("token")!;
    await api().post("/api/v1/users/password-reset/confirm").send({ token, password: "first new one" }).expect(200);
    const reused = await api().post("/api/v1/users/password-reset/confirm").send({ token, password: "second new one" }).expect(400);
    expect(reused.body.error).toEqual({
      code: "invalid_link",
      message: "This link is invalid or has expired.",
      fields: { token: "This link is invalid or has expired." },
    });

    await PasswordResetToken.query(ctx.db.knex).insert({ userId: user.id, tokenHash: sha256Hex("expired-token"), expiresAt: new Date(Date.now() - 1000) });
    const expired = await api().post("/api/v1/users/password-reset/confirm").send({ token: "expired-token", password: "long enough" }).expect(400);
    expect(expired.body.error.message).toBe("This link is invalid or has expired.");
    const unknown = await api().post("/api/v1/users/password-reset/confirm").send({ token: "never-issued", password: "long enough" }).expect(400);
    expect(unknown.body.error.message).toBe("This link is invalid or has expired.");
  });

  it("sends at most 5 links an hour to one address, then answers 429 whether or not it has an account", async () => {
    const { user } = await createUser(ctx.db.knex);
    const before = (await ctx.readOutbox()).length;
    const from = (address: string) => api().post("/api/v1/users/password-reset").set("X-Forwarded-For", address);
    for (let i = 0; i < 5; i += 1)
      await from(`10.20.0.${i + 1}`)
        .send({ email: user.email.toUpperCase() })
        .expect(202);
    const limited = await from("10.20.0.99").send({ email: user.email }).expect(429);
    expect(limited.body.error).toEqual({ code: "rate_limited", message: "Too many password reset requests. Please wait an hour and try again." });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(60);
    await ctx.deliverQueuedMail();
    expect((await ctx.readOutbox()).length).toBe(before + 5);

    for (let i = 0; i < 5; i += 1)
      await from(`10.21.0.${i + 1}`)
        .send({ email: "no-account-here@example.test" })
        .expect(202);
    await from("10.21.0.99").send({ email: "no-account-here@example.test" }).expect(429);
  });

  it("limits one client to 20 requests an hour across addresses", async () => {
    const client = "10.22.0.1";
    for (let i = 0; i < 20; i += 1) {
      await api()
        .post("/api/v1/users/password-reset")
        .set("X-Forwarded-For", client)
        .send({ email: `spray-${i}@example.test` })
        .expect(202);
    }
    await api().post("/api/v1/users/password-reset").set("X-Forwarded-For", client).send({ email: "spray-20@example.test" }).expect(429);
  });

  it("uses up the user's other open links too", async () => {
    const { user } = await createUser(ctx.db.knex);
    const first = new URL(await resetLinkFor(user.email)).searchParams.get("token")!;
    const second = new URL(await resetLinkFor(user.email)).searchParams.get("token")!;
    await api().post("/api/v1/users/password-reset/confirm").send({ token: second, password: "long enough" }).expect(200);
    await api().post("/api/v1/users/password-reset/confirm").send({ token: first, password: "long enough" }).expect(400);
  });
});

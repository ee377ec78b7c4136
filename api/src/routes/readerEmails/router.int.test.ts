import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceChapter } from "@storyloom/domain/services/readerMail/announceChapter.ts";
import { createPublishedBook, createReaderBook, createUser } from "@storyloom/testkit/factories";
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

/** A reader of a book by "Ada Quill" whose new chapter e-mail has reached them: their token and the author. */
async function mailedReader() {
  const author = await createUser(ctx.db.knex, { name: "Ada Quill" });
  const { book, chapters } = await createPublishedBook(ctx.db.knex, { authorId: author.authorProfile.id, chapters: 3 });
  await ctx.db
    .knex("chapters")
    .whereIn(
      "id",
      chapters.map((chapter) => chapter.id),
    )
    .update({ sendEmailWhenPublished: true });
  const reader = await createUser(ctx.db.knex);
  await createReaderBook(ctx.db.knex, { readerId: reader.readerProfile.id, bookId: book.id });
  const announce = (index: number) => announceChapter({ knex: ctx.db.knex, jobs: ctx.jobs, publicUrl: ctx.config.publicUrl, chapterId: chapters[index]!.id });
  await announce(0);
  const { unsubscribeToken } = await ctx.db
    .knex("readerNotifications")
    .where({ readerId: reader.readerProfile.id, authorId: author.authorProfile.id })
    .first("unsubscribeToken");
  const mailsTo = async () =>
    ctx.db
      .knex("outgoingEmails")
      .where({ readerId: reader.readerProfile.id })
      .count<{ count: string }>("* as count")
      .first()
      .then((row) => Number(row?.count));
  return { author, reader, token: unsubscribeToken as string, announce, mailsTo };
}

describe("unsubscribing by the e-mail's links, without signing in", () => {
  it("the RFC 8058 one-click POST (a form with List-Unsubscribe=One-Click) answers 200 and stops further mail", async () => {
    const { token, announce, mailsTo, author } = await mailedReader();
    expect(await mailsTo()).toBe(1);
    const res = await request(ctx.app).post(`/api/v1/readers/unsubscribe/${token}`).type("form").send("List-Unsubscribe=One-Click").expect(200);
    expect(res.body.choice).toMatchObject({ authorId: author.authorProfile.id, authorName: "Ada Quill", getEmails: false });
    expect(res.headers["set-cookie"]).toBeUndefined();
    await announce(1);
    expect(await mailsTo()).toBe(1);
  });

  it("the link's page: GET leads there changing nothing, it reads the choice, unsubscribes and subscribes again", async () => {
    const { token, announce, mailsTo } = await mailedReader();
    const link = await request(ctx.app).get(`/api/v1/readers/unsubscribe/${token}`).expect(303);
    expect(link.headers.location).toBe(`/unsubscribe/${token}`);
    expect((await request(ctx.app).get(`/api/v1/readers/email-choices/by-token/${token}`).expect(200)).body.choice).toMatchObject({
      authorName: "Ada Quill",
      getEmails: true,
    });
    await request(ctx.app).post(`/api/v1/readers/unsubscribe/${token}`).send({}).expect(200);
    await announce(1);
    expect(await mailsTo()).toBe(1);
    expect((await request(ctx.app).patch(`/api/v1/readers/email-choices/by-token/${token}`).send({ getEmails: true }).expect(200)).body.choice.getEmails).toBe(
      true,
    );
    await announce(2);
    expect(await mailsTo()).toBe(2);
  });

  it("refuses a forged, unknown or malformed token with 404, and a wrong body with 400", async () => {
    const { token } = await mailedReader();
    const forged = `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`;
    for (const bad of [forged, "not-a-token", "00000000-0000-4000-8000-000000000000"]) {
      const res = await request(ctx.app).post(`/api/v1/readers/unsubscribe/${bad}`).type("form").send("List-Unsubscribe=One-Click").expect(404);
      expect(res.body.error.message).toBe("This unsubscribe link is not valid. Open the newest e-mail's link, or manage your e-mails from your account.");
      await request(ctx.app).get(`/api/v1/readers/email-choices/by-token/${bad}`).expect(404);
    }
    expect(
      (await request(ctx.app).post(`/api/v1/readers/unsubscribe/${token}`).type("form").send("List-Unsubscribe=Two-Clicks").expect(400)).body.error.fields,
    ).toEqual({ "List-Unsubscribe": "Must be One-Click." });
    expect((await request(ctx.app).patch(`/api/v1/readers/email-choices/by-token/${token}`).send({ getEmails: "no" }).expect(400)).body.error.fields).toEqual({
      getEmails: "Must be true or false.",
    });
    expect((await request(ctx.app).get(`/api/v1/readers/email-choices/by-token/${token}`).expect(200)).body.choice.getEmails).toBe(true);
  });
});

describe("the signed-in reader's e-mail settings", () => {
  it("list each author whose e-mails reach them and turn one off and on; another author is 404; the anonymous 401", async () => {
    const { reader, author, announce, mailsTo } = await mailedReader();
    await request(ctx.app).get("/api/v1/readers/email-choices").expect(401);
    await request(ctx.app).patch(`/api/v1/readers/email-choices/${author.authorProfile.id}`).send({ getEmails: false }).expect(401);
    const agent = request.agent(ctx.app);
    await signIn(agent, reader.user.email, reader.password).expect(200);
    const listed = await agent.get("/api/v1/readers/email-choices").expect(200);
    expect(listed.body).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(listed.body.items[0]).toMatchObject({ authorId: author.authorProfile.id, authorName: "Ada Quill", getEmails: true });
    expect((await agent.patch(`/api/v1/readers/email-choices/${author.authorProfile.id}`).send({ getEmails: false }).expect(200)).body.choice.getEmails).toBe(
      false,
    );
    await announce(1);
    expect(await mailsTo()).toBe(1);
    const stranger = await createUser(ctx.db.knex);
    expect((await agent.patch(`/api/v1/readers/email-choices/${stranger.authorProfile.id}`).send({ getEmails: false }).expect(404)).body.error.message).toBe(
      "You get no e-mails from this author.",
    );
    expect((await agent.get("/api/v1/readers/email-choices?pageSize=500").expect(400)).body.error.fields).toEqual({ pageSize: "Must be at most 100." });
  });
});

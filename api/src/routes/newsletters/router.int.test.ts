import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendDueNewsletters } from "@storyloom/domain/services/readerMail/sendNewsletters.ts";
import { createAuthorSubscription, createPublishedBook, createReaderBook, createUser } from "@storyloom/testkit/factories";
import { createTestContext, signInNewAuthor } from "../../testing.ts";
import type { SignedInAuthor, TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const BASE = "/api/v1/newsletters";
const TEXT = "<h2>Spring</h2><p>The third book is <strong>done</strong>.</p>";
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function draft(author: SignedInAuthor, body: Record<string, unknown> = { subject: "Spring news", markup: TEXT }): Promise<number> {
  return (await author.agent.post(BASE).send(body).expect(201)).body.newsletter.id as number;
}

describe("the newsletter routes refuse", () => {
  it("the anonymous with 401, whatever they send", async () => {
    const res = await request(ctx.app).post(BASE).send({ subject: 7 }).expect(401);
    expect(res.body.error).toEqual({ code: "authentication_required", message: "Sign in to continue." });
    await request(ctx.app).get(BASE).expect(401);
    for (const path of ["", "/preview", "/preview.html"]) await request(ctx.app).get(`${BASE}/1${path}`).expect(401);
    await request(ctx.app).patch(`${BASE}/1`).send({}).expect(401);
    await request(ctx.app).delete(`${BASE}/1`).expect(401);
    for (const action of ["send", "schedule", "unschedule"]) await request(ctx.app).post(`${BASE}/1/${action}`).send({}).expect(401);
  });

  it("bad input with 400, naming each field", async () => {
    const author = await signInNewAuthor(ctx);
    expect((await author.agent.post(BASE).send({}).expect(400)).body.error.fields).toEqual({ subject: "This field is required." });
    expect((await author.agent.post(BASE).send({ subject: "   " }).expect(400)).body.error.fields).toEqual({ subject: "This field is required." });
    expect(
      (
        await author.agent
          .post(BASE)
          .send({ subject: "x".repeat(201), markup: 5 })
          .expect(400)
      ).body.error.fields,
    ).toEqual({
      subject: "Input can't be longer than 200 characters.",
      markup: "Must be text.",
    });
    expect((await author.agent.post(BASE).send({ subject: "Hi", extra: true }).expect(400)).body.error.fields).toEqual({ extra: expect.any(String) });
    expect((await author.agent.get(`${BASE}?status=LOST&page=0`).expect(400)).body.error.fields).toEqual({
      status: "Choose DRAFT, SCHEDULED or SENT.",
      page: "Must be at least 1.",
    });
    expect((await author.agent.get(`${BASE}/abc`).expect(400)).body.error.fields).toEqual({ newsletterId: "Must be a whole number." });

    const id = await draft(author);
    expect((await author.agent.patch(`${BASE}/${id}`).send({}).expect(400)).body.error.message).toBe("Send subject, markup or both.");
    const schedule = `${BASE}/${id}/schedule`;
    expect((await author.agent.post(schedule).send({}).expect(400)).body.error.fields).toEqual({ scheduledAt: "This field is required." });
    expect((await author.agent.post(schedule).send({ scheduledAt: "tomorrow" }).expect(400)).body.error.fields).toEqual({
      scheduledAt: "Must be a date and time such as 2026-12-01T09:00:00Z.",
    });
    expect(
      (
        await author.agent
          .post(schedule)
          .send({ scheduledAt: inMinutes(-5).toISOString() })
          .expect(400)
      ).body.error.fields,
    ).toEqual({ scheduledAt: "Choose a time in the future." });
    expect(
      (
        await author.agent
          .post(schedule)
          .send({ scheduledAt: inMinutes(60 * 24 * 400).toISOString() })
          .expect(400)
      ).body.error.fields,
    ).toEqual({ scheduledAt: "Choose a time within a year." });
    expect((await author.agent.post(`${BASE}/${id}/send`).send({ now: true }).expect(400)).body.error.fields).toEqual({ now: expect.any(String) });

    const empty = await draft(author, { subject: "Nothing yet" });
    expect((await author.agent.post(`${BASE}/${empty}/send`).send({}).expect(400)).body.error.fields).toEqual({
      markup: "Write the newsletter before you send it.",
    });
  });

  it("another author's newsletter with 404, changing nothing", async () => {
    const owner = await signInNewAuthor(ctx);
    const other = await signInNewAuthor(ctx);
    const id = await draft(owner);
    for (const path of ["", "/preview", "/preview.html"])
      expect((await other.agent.get(`${BASE}/${id}${path}`).expect(404)).body.error.message).toBe("Newsletter not found.");
    await other.agent.patch(`${BASE}/${id}`).send({ subject: "Mine" }).expect(404);
    await other.agent.delete(`${BASE}/${id}`).expect(404);
    await other.agent.post(`${BASE}/${id}/send`).send({}).expect(404);
    await other.agent
      .post(`${BASE}/${id}/schedule`)
      .send({ scheduledAt: inMinutes(10).toISOString() })
      .expect(404);
    await other.agent.post(`${BASE}/${id}/unschedule`).send({}).expect(404);
    expect((await other.agent.get(BASE).expect(200)).body.total).toBe(0);
    expect((await owner.agent.get(`${BASE}/${id}`).expect(200)).body.newsletter).toMatchObject({ subject: "Spring news", status: "DRAFT" });
  });
});

describe("an author's newsletters", () => {
  it("are written, listed, previewed, scheduled, moved, unscheduled, sent, opened, shown publicly and deleted", async () => {
    const author = await signInNewAuthor(ctx);
    const { book } = await createPublishedBook(ctx.db.knex, { authorId: author.authorId, chapters: 1 });
    const [reader, subscriber] = [await createUser(ctx.db.knex), await createUser(ctx.db.knex)];
    await createReaderBook(ctx.db.knex, { readerId: reader.readerProfile.id, bookId: book.id });
    await createAuthorSubscription(ctx.db.knex, { readerId: subscriber.readerProfile.id, authorId: author.authorId });

    const created = await author.agent
      .post(BASE)
      .send({ subject: "  Spring news  ", markup: `${TEXT}<img src=x onerror=alert(1)>` })
      .expect(201);
    const id = created.body.newsletter.id as number;
    expect(created.body.newsletter).toMatchObject({
      subject: "Spring news",
      markup: TEXT,
      status: "DRAFT",
      scheduledAt: null,
      sentAt: null,
      recipientsCount: 0,
      deliveredCount: 0,
      openedCount: 0,
      failedCount: 0,
    });
    const patched = await author.agent.patch(`${BASE}/${id}`).send({ subject: "Spring news, at last" }).expect(200);
    expect(patched.body.newsletter).toMatchObject({ subject: "Spring news, at last", markup: TEXT });
    await draft(author, { subject: "Another" });
    const listed = await author.agent.get(`${BASE}?page=1&pageSize=1`).expect(200);
    expect(listed.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(listed.body.items.map((item: { subject: string }) => item.subject)).toEqual(["Another"]);

    const preview = await author.agent.get(`${BASE}/${id}/preview`).expect(200);
    expect(preview.body.preview.subject).toBe("Spring news, at last");
    expect(preview.body.preview.html).toContain("The third book is <strong>done</strong>.");
    expect(preview.body.preview.text).toContain("SPRING\n\nThe third book is done.");
    const page = await author.agent.get(`${BASE}/${id}/preview.html`).expect(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toContain("style-src 'unsafe-inline'");
    expect(page.headers["content-security-policy"]).not.toContain("script-src");
    expect(page.text).toContain("The third book is <strong>done</strong>.");

    const at = inMinutes(30);
    const scheduled = await author.agent.post(`${BASE}/${id}/schedule`).send({ scheduledAt: at.toISOString() }).expect(200);
    expect(scheduled.body.newsletter).toMatchObject({ status: "SCHEDULED", scheduledAt: at.toISOString() });
    expect(await ctx.jobs.queue("readerMail").getJob(`readerMail.sendDue-newsletter-${id}-${at.getTime()}`)).toBeDefined();
    const unscheduled = await author.agent.post(`${BASE}/${id}/unschedule`).send({}).expect(200);
    expect(unscheduled.body.newsletter).toMatchObject({ status: "DRAFT", scheduledAt: null });
    expect((await author.agent.post(`${BASE}/${id}/unschedule`).send({}).expect(409)).body.error.message).toBe("This newsletter is not scheduled.");

    const sending = await author.agent.post(`${BASE}/${id}/send`).send({}).expect(200);
    expect(sending.body.newsletter.status).toBe("SCHEDULED");
    // What the workers' readerMail.sendDue does, then their readerMail.send jobs.
    expect(await sendDueNewsletters({ knex: ctx.db.knex, jobs: ctx.jobs, publicUrl: ctx.config.publicUrl })).toEqual({ sent: 1, recipients: 2 });
    expect(await ctx.deliverQueuedMail()).toBeGreaterThanOrEqual(2);
    const mails = (await ctx.readOutbox()).filter((mail) => mail.subject === "Spring news, at last");
    expect(mails.map((mail) => mail.to).sort()).toEqual([reader.user.email, subscriber.user.email].sort());

    const [delivery] = await ctx.db.knex("newsletterDeliveries").where({ newsletterId: id }).select("openToken");
    const pixel = await request(ctx.app).get(`/api/v1/readers/newsletter-opens/${delivery.openToken}`).expect(200);
    expect(pixel.headers["content-type"]).toBe("image/gif");
    expect(pixel.headers["cache-control"]).toBe("no-store, private");
    expect((await request(ctx.app).get("/api/v1/readers/newsletter-opens/00000000-0000-4000-8000-000000000000").expect(404)).body.error.code).toBe("not_found");
    const sent = await author.agent.get(`${BASE}/${id}`).expect(200);
    expect(sent.body.newsletter).toMatchObject({ status: "SENT", recipientsCount: 2, deliveredCount: 2, openedCount: 1, failedCount: 0 });
    expect(sent.body.newsletter.sentAt).not.toBeNull();
    expect((await author.agent.get(`${BASE}?status=SENT`).expect(200)).body.items.map((item: { id: number }) => item.id)).toEqual([id]);

    expect((await author.agent.patch(`${BASE}/${id}`).send({ markup: "<p>Later</p>" }).expect(409)).body.error.message).toBe(
      "This newsletter was sent; it can no longer be changed.",
    );
    await author.agent.post(`${BASE}/${id}/send`).send({}).expect(409);
    await author.agent
      .post(`${BASE}/${id}/schedule`)
      .send({ scheduledAt: inMinutes(5).toISOString() })
      .expect(409);

    const publicPath = `/api/v1/readers/author-profiles/${author.authorId}/newsletters/${id}`;
    expect((await request(ctx.app).get(publicPath).expect(200)).body.newsletter).toMatchObject({ id, subject: "Spring news, at last", markup: TEXT });
    const another = (listed.body.items[0] as { id: number }).id;
    expect((await request(ctx.app).get(`/api/v1/readers/author-profiles/${author.authorId}/newsletters/${another}`).expect(404)).body.error.message).toBe(
      "Newsletter not found.",
    );

    expect((await author.agent.delete(`${BASE}/${id}`).expect(200)).body).toEqual({ deleted: true });
    await request(ctx.app).get(publicPath).expect(404);
    await author.agent.get(`${BASE}/${id}`).expect(404);
  });
});

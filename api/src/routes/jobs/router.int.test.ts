import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { centsToMicroCents } from "@storyloom/db";
import {
  AuthorAiUsage,
  AuthorProfile,
  Chapter,
  Job,
  StoryBookBeat,
  StoryBookCharacter,
  StoryBookLore,
  StoryBookScene,
  UserBalance,
} from "@storyloom/db/models";
import { createSession } from "@storyloom/domain/auth/sessions.ts";
import { createLogger } from "@storyloom/domain/logger.ts";
import { createAiClients } from "@storyloom/domain/integrations/ai.ts";
import { jobIdOf } from "@storyloom/domain/jobs/enqueue.ts";
import { createCancelWatcher } from "@storyloom/domain/services/jobs/jobCancellation.ts";
import type { CancelWatcher } from "@storyloom/domain/services/jobs/jobCancellation.ts";
import { runJob } from "@storyloom/domain/services/jobs/runJob.ts";
import { createBook, createChapter, createUser } from "@storyloom/testkit/factories";
import { sessionCookieName } from "../../auth/cookies.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
let cancellations: CancelWatcher;
const logger = createLogger({ logLevel: "silent" });

beforeAll(async () => {
  ctx = await createTestContext();
  cancellations = createCancelWatcher({ redisUrl: ctx.config.redisUrl, redisPrefix: ctx.config.redisPrefix, logger });
});
afterAll(async () => {
  await cancellations.close();
  await ctx.close();
});
beforeEach(() => {
  ctx.openai.reset();
});

/** What the workers' `ai.runJob` does, in this process, against the context's fake providers. */
function work(jobId: number) {
  return runJob({ knex: ctx.db.knex, ai: createAiClients(ctx.config.ai), cancellations, logger, retryBaseMs: 10 }, jobId);
}

/** An author with the AI terms accepted and `cents` of balance, signed in. */
async function author(options: { terms?: boolean; cents?: number } = {}) {
  const { user, authorProfile } = await createUser(ctx.db.knex);
  await AuthorProfile.query(ctx.db.knex)
    .patch({ aiTermsAccepted: options.terms ?? true })
    .where({ id: authorProfile.id });
  await UserBalance.query(ctx.db.knex).insert({ userId: user.id, amount: centsToMicroCents(options.cents ?? 500) });
  const { token } = await createSession(ctx.db.knex, { userId: user.id, adminId: null });
  return { userId: user.id, authorId: authorProfile.id, cookie: `${sessionCookieName(ctx.config)}=${token}` };
}

const NOTES =
  "Mara keeps the lighthouse on Gull Rock. A letter arrives from her drowned brother, dated last week. She rows to the mainland to find who sent it.";

describe("AI jobs: who may ask, and bad input", () => {
  it("wants a signed-in author, and names each bad field", async () => {
    await request(ctx.app).get("/api/v1/jobs").expect(401);
    const me = await author();
    const book = await createBook(ctx.db.knex, { authorId: me.authorId });
    const base = `/api/v1/jobs/books/${book.id}`;

    const missing = await request(ctx.app).post(`${base}/generate-by-notes`).set("Cookie", me.cookie).send({}).expect(400);
    expect(missing.body.error.fields).toMatchObject({ notes: "This field is required." });
    const tooMany = await request(ctx.app)
      .post(`${base}/generate-by-notes`)
      .set("Cookie", me.cookie)
      .send({ notes: NOTES, chaptersCount: 13, service: "GEMINI" })
      .expect(400);
    expect(tooMany.body.error.fields).toMatchObject({ chaptersCount: "Must be at most 12.", service: "Must be one of: OPEN_AI, ANTHROPIC." });
    const model = await request(ctx.app).post(`${base}/generate-by-notes`).set("Cookie", me.cookie).send({ notes: NOTES, model: "gpt-2" }).expect(400);
    expect(model.body.error.message).toBe("The model gpt-2 is not available.");
    const noChapters = await request(ctx.app).post(`${base}/generate-by-chapter-text`).set("Cookie", me.cookie).send({}).expect(400);
    expect(noChapters.body.error.fields.chapterIds).toBeDefined();
    const listQuery = await request(ctx.app).get("/api/v1/jobs?status=DONE&pageSize=500").set("Cookie", me.cookie).expect(400);
    expect(listQuery.body.error.fields).toMatchObject({
      status: "Must be one of: WATING, ACTIVE, COMPLETED, FAILED, CANCELED.",
      pageSize: "Must be at most 100.",
    });
    const estimate = await request(ctx.app).post(`${base}/estimate`).set("Cookie", me.cookie).send({ type: "BOOK_AI_GENERATE_BY_SOMETHING" }).expect(400);
    expect(estimate.body.error.fields.type).toBe("Must be one of: BOOK_AI_GENERATE_BY_NOTES, BOOK_AI_GENERATE_BY_CHAPTER_TEXT.");
    expect(await Job.query(ctx.db.knex).where({ bookId: book.id }).resultSize()).toBe(0);
  });

  it("keeps another author's books and jobs out of sight", async () => {
    const me = await author();
    const other = await author();
    const theirBook = await createBook(ctx.db.knex, { authorId: other.authorId });
    const started = await request(ctx.app)
      .post(`/api/v1/jobs/books/${theirBook.id}/generate-by-notes`)
      .set("Cookie", other.cookie)
      .send({ notes: NOTES, chaptersCount: 1 })
      .expect(202);
    const jobId = started.body.job.id as number;

    expect(
      (await request(ctx.app).post(`/api/v1/jobs/books/${theirBook.id}/generate-by-notes`).set("Cookie", me.cookie).send({ notes: NOTES }).expect(404)).body
        .error.message,
    ).toBe("Book not found.");
    await request(ctx.app).get(`/api/v1/jobs/books/${theirBook.id}/current`).set("Cookie", me.cookie).expect(404);
    await request(ctx.app).get(`/api/v1/jobs/books/${theirBook.id}/unfinished`).set("Cookie", me.cookie).expect(404);
    expect((await request(ctx.app).post(`/api/v1/jobs/${jobId}/cancel`).set("Cookie", me.cookie).send({}).expect(404)).body.error.message).toBe(
      "Job not found.",
    );
    await request(ctx.app).patch(`/api/v1/jobs/${jobId}`).set("Cookie", me.cookie).send({ isSeenByUser: true }).expect(404);
    expect((await request(ctx.app).get("/api/v1/jobs").set("Cookie", me.cookie).expect(200)).body.items).toEqual([]);
  });

  it("refuses to start without the AI terms or a balance, and a second job on the same book", async () => {
    const noTerms = await author({ terms: false });
    const bookA = await createBook(ctx.db.knex, { authorId: noTerms.authorId });
    expect(
      (await request(ctx.app).post(`/api/v1/jobs/books/${bookA.id}/generate-by-notes`).set("Cookie", noTerms.cookie).send({ notes: NOTES }).expect(403)).body
        .error.code,
    ).toBe("ai_terms_not_accepted");
    const broke = await author({ cents: 0 });
    const bookB = await createBook(ctx.db.knex, { authorId: broke.authorId });
    expect(
      (await request(ctx.app).post(`/api/v1/jobs/books/${bookB.id}/generate-by-notes`).set("Cookie", broke.cookie).send({ notes: NOTES }).expect(402)).body
        .error.code,
    ).toBe("ai_balance_spent");

    const me = await author();
    const book = await createBook(ctx.db.knex, { authorId: me.authorId });
    await request(ctx.app).post(`/api/v1/jobs/books/${book.id}/generate-by-notes`).set("Cookie", me.cookie).send({ notes: NOTES }).expect(202);
    const second = await request(ctx.app).post(`/api/v1/jobs/books/${book.id}/generate-by-notes`).set("Cookie", me.cookie).send({ notes: NOTES }).expect(409);
    expect(second.body.error.message).toBe("This book already has a job running. Wait for it to finish or cancel it.");
  });
});

describe("generate by notes", () => {
  it("estimates, starts, runs every step once and shows what it made and cost", async () => {
    const me = await author();
    const book = await createBook(ctx.db.knex, { authorId: me.authorId });
    const base = `/api/v1/jobs/books/${book.id}`;

    const estimate = await request(ctx.app)
      .post(`${base}/estimate`)
      .set("Cookie", me.cookie)
      .send({ type: "BOOK_AI_GENERATE_BY_NOTES", notes: NOTES, chaptersCount: 2 })
      .expect(200);
    expect(estimate.body.estimate.steps.map((step: { key: string }) => step.key)).toEqual([
      "outline",
      "characters",
      "lore",
      "chapter-1-scenes",
      "chapter-1-draft",
      "chapter-2-scenes",
      "chapter-2-draft",
    ]);
    expect(estimate.body.estimate.estimatedCost).toBeGreaterThan(0);

    const started = await request(ctx.app).post(`${base}/generate-by-notes`).set("Cookie", me.cookie).send({ notes: NOTES, chaptersCount: 2 }).expect(202);
    const jobId = started.body.job.id as number;
    expect(started.body.job).toMatchObject({
      status: "WATING",
      progress: 0,
      stepsDone: 0,
      stepsTotal: 7,
      cost: 0,
      estimatedCost: estimate.body.estimate.estimatedCost,
      params: { notes: NOTES, chaptersCount: 2, service: "OPEN_AI", model: "gpt-4.1-mini" },
    });
    // The worker's job is added once the row has committed.
    await expect.poll(async () => (await ctx.jobs.queue("ai").getJob(jobIdOf("ai.runJob", { jobId }) ?? ""))?.data).toEqual({ jobId });
    expect((await request(ctx.app).get(`${base}/unfinished`).set("Cookie", me.cookie).expect(200)).body.items.map((job: { id: number }) => job.id)).toEqual([
      jobId,
    ]);

    const balanceBefore = (await UserBalance.query(ctx.db.knex).findOne({ userId: me.userId }))!.amount;
    expect(await work(jobId)).toBe("COMPLETED");

    const current = (await request(ctx.app).get(`${base}/current`).set("Cookie", me.cookie).expect(200)).body.job;
    expect(current).toMatchObject({ id: jobId, status: "COMPLETED", progress: 100, stepsDone: 7, isSeenByUser: false, error: null });
    expect(current.steps.every((step: { done: boolean; cost: number }) => step.done && step.cost > 0)).toBe(true);
    expect(current.created).toMatchObject({ beats: 2, chapters: 2 });
    // One provider call and one charge per step, and the job's running cost is what left the balance.
    expect(ctx.openai.requests.filter((r) => r.path === "/v1/responses")).toHaveLength(7);
    const usages = await AuthorAiUsage.query(ctx.db.knex).where({ authorId: me.authorId });
    expect(usages).toHaveLength(7);
    expect(usages.reduce((sum, usage) => sum + usage.cost, 0)).toBe(current.cost);
    expect((await UserBalance.query(ctx.db.knex).findOne({ userId: me.userId }))!.amount).toBe(balanceBefore - current.cost);

    const chapters = await Chapter.query(ctx.db.knex).where({ bookId: book.id }).orderBy("number");
    expect(chapters).toHaveLength(2);
    const beats = await StoryBookBeat.query(ctx.db.knex).where({ bookId: book.id }).orderBy("orderIndex");
    expect(chapters.map((chapter) => chapter.beatId)).toEqual(beats.map((beat) => beat.id));
    for (const chapter of chapters) {
      expect(chapter.markup).toMatch(/^<p>.+<\/p>$/);
      expect(chapter.wordCount).toBeGreaterThan(0);
      expect(await StoryBookScene.query(ctx.db.knex).where({ chapterId: chapter.id }).resultSize()).toBeGreaterThan(0);
    }
    expect(await StoryBookCharacter.query(ctx.db.knex).where({ bookId: book.id }).resultSize()).toBe(current.created.characters);
    expect(await StoryBookLore.query(ctx.db.knex).where({ bookId: book.id }).resultSize()).toBe(current.created.lores);

    // Run again (BullMQ delivers at least once): nothing is asked, saved or charged twice.
    expect(await work(jobId)).toBe("COMPLETED");
    expect(await AuthorAiUsage.query(ctx.db.knex).where({ authorId: me.authorId }).resultSize()).toBe(7);

    const seen = await request(ctx.app).patch(`/api/v1/jobs/${jobId}`).set("Cookie", me.cookie).send({ isSeenByUser: true }).expect(200);
    expect(seen.body.job.isSeenByUser).toBe(true);
    const listed = await request(ctx.app).get(`/api/v1/jobs?bookId=${book.id}&status=COMPLETED`).set("Cookie", me.cookie).expect(200);
    expect(listed.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect((await request(ctx.app).post(`/api/v1/jobs/${jobId}/cancel`).set("Cookie", me.cookie).send({}).expect(409)).body.error.message).toBe(
      "This job has already finished.",
    );
  });

  it("stops cleanly when the balance runs out, keeps the steps done, and goes on from there when tried again", async () => {
    const me = await author();
    const book = await createBook(ctx.db.knex, { authorId: me.authorId });
    const started = await request(ctx.app)
      .post(`/api/v1/jobs/books/${book.id}/generate-by-notes`)
      .set("Cookie", me.cookie)
      .send({ notes: NOTES, chaptersCount: 1 })
      .expect(202);
    const jobId = started.body.job.id as number;
    // Spent elsewhere once the outline is saved: the next step cannot be reserved.
    ctx.openai.queue({});
    const run = work(jobId);
    await expect.poll(async () => (await Job.query(ctx.db.knex).findById(jobId))!.progress, { timeout: 10_000 }).toBeGreaterThan(0);
    await UserBalance.query(ctx.db.knex).where({ userId: me.userId }).patch({ amount: 0 });
    expect(await run).toBe("FAILED");
    const failed = (await request(ctx.app).get(`/api/v1/jobs/books/${book.id}/current`).set("Cookie", me.cookie).expect(200)).body.job;
    expect(failed).toMatchObject({ status: "FAILED", error: "Your AI balance is too low for this request. Top up your balance to use the AI tools." });
    expect(failed.stepsDone).toBeGreaterThanOrEqual(1);
    const doneBefore = failed.stepsDone as number;
    const callsBefore = ctx.openai.requests.filter((r) => r.path === "/v1/responses").length;

    await UserBalance.query(ctx.db.knex)
      .where({ userId: me.userId })
      .patch({ amount: centsToMicroCents(500) });
    const resumed = await request(ctx.app).patch(`/api/v1/jobs/${jobId}`).set("Cookie", me.cookie).send({ status: "WATING" }).expect(200);
    expect(resumed.body.job).toMatchObject({ status: "WATING", error: null });
    expect(await work(jobId)).toBe("COMPLETED");
    // Only the steps not done were asked for.
    expect(ctx.openai.requests.filter((r) => r.path === "/v1/responses").length - callsBefore).toBe(5 - doneBefore);
    expect((await request(ctx.app).patch(`/api/v1/jobs/${jobId}`).set("Cookie", me.cookie).send({ status: "WATING" }).expect(409)).body.error.message).toBe(
      "Only a job that failed can be tried again.",
    );
  });

  it("cancels a waiting job: the worker then asks nothing", async () => {
    const me = await author();
    const book = await createBook(ctx.db.knex, { authorId: me.authorId });
    const started = await request(ctx.app).post(`/api/v1/jobs/books/${book.id}/generate-by-notes`).set("Cookie", me.cookie).send({ notes: NOTES }).expect(202);
    const cancelled = await request(ctx.app).post(`/api/v1/jobs/${started.body.job.id}/cancel`).set("Cookie", me.cookie).send({}).expect(200);
    expect(cancelled.body.job).toMatchObject({ status: "CANCELED", stepTextStatus: "Cancelled" });
    expect(await work(started.body.job.id as number)).toBe("CANCELED");
    expect(ctx.openai.requests.filter((r) => r.path === "/v1/responses")).toHaveLength(0);
    // The book is free for another job.
    await request(ctx.app).post(`/api/v1/jobs/books/${book.id}/generate-by-notes`).set("Cookie", me.cookie).send({ notes: NOTES }).expect(202);
  });
});

describe("generate by chapter text", () => {
  it("reads the chapters without scene cards and adds their scenes, characters and lore", async () => {
    const me = await author();
    const book = await createBook(ctx.db.knex, { authorId: me.authorId });
    const first = await createChapter(ctx.db.knex, {
      bookId: book.id,
      markup: "<p>Mara rowed across the grey sound to Port Ellery, the letter in her coat.</p>",
    });
    const second = await createChapter(ctx.db.knex, { bookId: book.id, markup: "<p>At the harbour office, Mr Quill denied ever seeing her brother.</p>" });
    await createChapter(ctx.db.knex, { bookId: book.id, markup: null });
    const elsewhere = await createChapter(ctx.db.knex, { bookId: (await createBook(ctx.db.knex, { authorId: me.authorId })).id, markup: "<p>Other.</p>" });

    const wrong = await request(ctx.app)
      .post(`/api/v1/jobs/books/${book.id}/generate-by-chapter-text`)
      .set("Cookie", me.cookie)
      .send({ chapterIds: [elsewhere.id] })
      .expect(400);
    expect(wrong.body.error.fields.chapterIds).toBe(`Chapter ${elsewhere.id} is not a chapter of this book.`);

    const started = await request(ctx.app).post(`/api/v1/jobs/books/${book.id}/generate-by-chapter-text`).set("Cookie", me.cookie).send({}).expect(202);
    expect(started.body.job.params.chapterIds).toEqual([first.id, second.id]);
    expect(started.body.job.steps.map((step: { key: string }) => step.key)).toEqual([`scenes-of-${first.id}`, `scenes-of-${second.id}`, "characters", "lore"]);
    expect(await work(started.body.job.id as number)).toBe("COMPLETED");
    // Each chapter's own text was sent when its scenes were asked for.
    const bodies = ctx.openai.requests.filter((r) => r.path === "/v1/responses").map((r) => JSON.stringify(r.body));
    expect(bodies[0]).toContain("Port Ellery");
    expect(bodies[1]).toContain("harbour office");
    expect(await StoryBookScene.query(ctx.db.knex).where({ chapterId: first.id }).resultSize()).toBeGreaterThan(0);
    expect(await StoryBookScene.query(ctx.db.knex).where({ chapterId: second.id }).resultSize()).toBeGreaterThan(0);
    expect(await StoryBookCharacter.query(ctx.db.knex).where({ bookId: book.id }).resultSize()).toBeGreaterThan(0);
  });
});

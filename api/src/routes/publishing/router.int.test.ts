import request from "supertest";
import { describe, expect, it, vi } from "vitest";
import { Book, Chapter, ChapterVersion, Series } from "@storyloom/db/models";
import { publicationJobId } from "@storyloom/domain/services/publishing/publicationJobs.ts";
import { createBook, createChapter, createPublishableBook, createSeries } from "@storyloom/testkit/factories";
import { authorRouteTests } from "../testing/routeTests.ts";

const { ctx, signedInAuthor } = authorRouteTests();

const bookPath = (bookId: number) => `/api/v1/books/${bookId}`;
const chapterPath = (bookId: number, chapterId: number) => `/api/v1/books/${bookId}/chapters/${chapterId}`;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const publishingJob = (id: string) => ctx.jobs.queue("publishing").getJob(id);

describe("the publishing routes refuse", () => {
  it("the anonymous with 401, whatever they send", async () => {
    const book = await createPublishableBook(ctx.db.knex);
    const chapter = await createChapter(ctx.db.knex, { bookId: book.id });
    const res = await request(ctx.app)
      .post(`${bookPath(book.id)}/publish`)
      .send({ publishType: 7 })
      .expect(401);
    expect(res.body.error).toEqual({ code: "authentication_required", message: "Sign in to continue." });
    await request(ctx.app)
      .post(`${bookPath(book.id)}/schedule-publish`)
      .send({})
      .expect(401);
    await request(ctx.app)
      .post(`${bookPath(book.id)}/unpublish`)
      .expect(401);
    await request(ctx.app)
      .post(`${chapterPath(book.id, chapter.id)}/publish`)
      .expect(401);
    await request(ctx.app)
      .post(`${chapterPath(book.id, chapter.id)}/schedule-publish`)
      .send({})
      .expect(401);
    await request(ctx.app)
      .post(`${chapterPath(book.id, chapter.id)}/unpublish`)
      .expect(401);
  });

  it("bad input with 400, naming each field", async () => {
    const author = await signedInAuthor();
    const book = await createPublishableBook(ctx.db.knex, { authorId: author.authorId });
    const chapter = await createChapter(ctx.db.knex, { bookId: book.id });
    const publish = `${bookPath(book.id)}/publish`;

    const noType = await author.agent.post(publish).send({}).expect(400);
    expect(noType.body.error.fields).toEqual({ publishType: "This field is required." });
    const badType = await author.agent.post(publish).send({ publishType: "anthology" }).expect(400);
    expect(badType.body.error.fields).toEqual({ publishType: "Choose single_book, new_collection or existing_collection." });
    const noTitle = await author.agent.post(publish).send({ publishType: "new_collection" }).expect(400);
    expect(noTitle.body.error.fields).toEqual({ seriesTitle: "This field is required." });
    const blankTitle = await author.agent.post(publish).send({ publishType: "new_collection", seriesTitle: "   " }).expect(400);
    expect(blankTitle.body.error.fields).toEqual({ seriesTitle: "This field is required." });
    const noSeries = await author.agent.post(publish).send({ publishType: "existing_collection", seriesTitle: "X" }).expect(400);
    expect(noSeries.body.error.fields).toEqual({ seriesId: "This field is required.", seriesTitle: "Only with publishType new_collection." });

    const schedule = `${bookPath(book.id)}/schedule-publish`;
    const noTime = await author.agent.post(schedule).send({ publishType: "single_book" }).expect(400);
    expect(noTime.body.error.fields).toEqual({ scheduledPublicationAt: "This field is required." });
    const badTime = await author.agent.post(schedule).send({ scheduledPublicationAt: "tomorrow", publishType: "single_book" }).expect(400);
    expect(badTime.body.error.fields).toEqual({ scheduledPublicationAt: "Must be a date and time such as 2026-12-01T09:00:00Z." });
    const noTypeWithTime = await author.agent
      .post(schedule)
      .send({ scheduledPublicationAt: inMinutes(60).toISOString() })
      .expect(400);
    expect(noTypeWithTime.body.error.fields).toEqual({ publishType: "This field is required." });
    const past = await author.agent
      .post(schedule)
      .send({ scheduledPublicationAt: inMinutes(-1).toISOString(), publishType: "single_book" })
      .expect(400);
    expect(past.body.error).toMatchObject({
      message: "scheduledPublicationAt: Choose a time in the future.",
      fields: { scheduledPublicationAt: "Choose a time in the future." },
    });

    const chapterSchedule = `${chapterPath(book.id, chapter.id)}/schedule-publish`;
    const unlockFirst = await author.agent
      .post(chapterSchedule)
      .send({ scheduledPublicationAt: inMinutes(60).toISOString(), scheduledUnlockAt: inMinutes(30).toISOString() })
      .expect(400);
    expect(unlockFirst.body.error.fields).toEqual({ scheduledUnlockAt: "Must be at or after the publication time." });
    const badFlag = await author.agent
      .post(`${chapterPath(book.id, chapter.id)}/publish`)
      .send({ sendEmailWhenPublished: "yes" })
      .expect(400);
    expect(badFlag.body.error.fields).toEqual({ sendEmailWhenPublished: "Must be true or false." });
    const unknown = await author.agent
      .post(`${chapterPath(book.id, chapter.id)}/publish`)
      .send({ status: "PUBLISHED" })
      .expect(400);
    expect(unknown.body.error.message).toBe("Unknown field: status.");
    // Nothing changed.
    expect((await Book.query(ctx.db.knex).findById(book.id))?.status).toBe("DRAFT");
    expect((await Chapter.query(ctx.db.knex).findById(chapter.id))?.status).toBe("DRAFT");
  });

  it("a book that is not publishable yet with 400 naming what it lacks", async () => {
    const author = await signedInAuthor();
    const bare = await createBook(ctx.db.knex, { authorId: author.authorId });
    const res = await author.agent
      .post(`${bookPath(bare.id)}/publish`)
      .send({ publishType: "single_book" })
      .expect(400);
    expect(res.body.error).toEqual({
      code: "validation_error",
      message: "Add a description before publishing the book.",
      fields: {
        description: "Add a description before publishing the book.",
        genre: "Choose a genre before publishing the book.",
        chapterWithText: "Write at least one chapter before publishing the book.",
      },
    });
    const empty = await createChapter(ctx.db.knex, { bookId: bare.id, markup: "<p><br></p>" });
    const emptyChapter = await author.agent.post(`${chapterPath(bare.id, empty.id)}/publish`).expect(400);
    expect(emptyChapter.body.error.message).toBe("Write something in this chapter before publishing it.");
    expect((await Book.query(ctx.db.knex).findById(bare.id))?.status).toBe("DRAFT");
  });

  it("another author's book, an admin's plain session and a deleted book with 404, changing nothing", async () => {
    const owner = await signedInAuthor();
    const other = await signedInAuthor();
    const admin = await signedInAuthor({ admin: true });
    const book = await createPublishableBook(ctx.db.knex, { authorId: owner.authorId });
    const chapter = await createChapter(ctx.db.knex, { bookId: book.id, markup: "<p>Secret</p>" });

    for (const agent of [other.agent, admin.agent]) {
      const res = await agent
        .post(`${bookPath(book.id)}/publish`)
        .send({ publishType: "single_book" })
        .expect(404);
      expect(res.body.error).toEqual({ code: "not_found", message: "Book not found." });
      await agent
        .post(`${bookPath(book.id)}/schedule-publish`)
        .send({ scheduledPublicationAt: null })
        .expect(404);
      await agent.post(`${bookPath(book.id)}/unpublish`).expect(404);
      const chapterRes = await agent.post(`${chapterPath(book.id, chapter.id)}/publish`).expect(404);
      expect(chapterRes.text).not.toContain("Secret");
      await agent
        .post(`${chapterPath(book.id, chapter.id)}/schedule-publish`)
        .send({ scheduledPublicationAt: inMinutes(5).toISOString() })
        .expect(404);
      await agent.post(`${chapterPath(book.id, chapter.id)}/unpublish`).expect(404);
    }
    // Another author's collection is not found either.
    const theirSeries = await createSeries(ctx.db.knex, { authorId: other.authorId });
    const foreign = await owner.agent
      .post(`${bookPath(book.id)}/publish`)
      .send({ publishType: "existing_collection", seriesId: theirSeries.id })
      .expect(404);
    expect(foreign.body.error.message).toBe("Collection not found.");

    await Book.query(ctx.db.knex).patch({ deleted: true }).where({ id: book.id });
    await owner.agent
      .post(`${bookPath(book.id)}/publish`)
      .send({ publishType: "single_book" })
      .expect(404);
    await owner.agent.post(`${chapterPath(book.id, chapter.id)}/publish`).expect(404);
    expect((await Book.query(ctx.db.knex).findById(book.id))?.status).toBe("DRAFT");
    expect((await Chapter.query(ctx.db.knex).findById(chapter.id))?.status).toBe("DRAFT");
  });
});

describe("publishing a book", () => {
  it("publishes a single book now, keeps its first publication time, and unpublishes it", async () => {
    const author = await signedInAuthor();
    const book = await createPublishableBook(ctx.db.knex, { authorId: author.authorId });
    const before = Date.now();
    const res = await author.agent
      .post(`${bookPath(book.id)}/publish`)
      .send({ publishType: "single_book" })
      .expect(200);
    expect(res.body.book).toMatchObject({ id: book.id, status: "PUBLISHED", seriesId: null, scheduledPublicationAt: null });
    const firstPublishedAt = res.body.book.publishedAt as string;
    expect(Date.parse(firstPublishedAt)).toBeGreaterThanOrEqual(before - 1000);

    const again = await author.agent
      .post(`${bookPath(book.id)}/publish`)
      .send({ publishType: "single_book" })
      .expect(409);
    expect(again.body.error).toEqual({ code: "conflict", message: "This book is already published." });
    const schedule = await author.agent
      .post(`${bookPath(book.id)}/schedule-publish`)
      .send({ scheduledPublicationAt: inMinutes(5).toISOString(), publishType: "single_book" });
    expect(schedule.status).toBe(409);
    expect(schedule.body.error.message).toBe("This book is already published. Unpublish it first to schedule it.");

    const draft = await author.agent.post(`${bookPath(book.id)}/unpublish`).expect(200);
    expect(draft.body.book).toMatchObject({ status: "DRAFT", publishedAt: firstPublishedAt });
    const twice = await author.agent.post(`${bookPath(book.id)}/unpublish`).expect(409);
    expect(twice.body.error.message).toBe("This book is not published or scheduled.");
    const republished = await author.agent
      .post(`${bookPath(book.id)}/publish`)
      .send({ publishType: "single_book" })
      .expect(200);
    expect(republished.body.book.publishedAt).toBe(firstPublishedAt);
    // The book's chapters are published one by one, not with the book.
    expect(await Chapter.query(ctx.db.knex).where({ bookId: book.id, status: "PUBLISHED" }).resultSize()).toBe(0);
  });

  it("starts a new collection with the book as its first, or adds it after the last book of an existing one", async () => {
    const author = await signedInAuthor();
    const first = await createPublishableBook(ctx.db.knex, { authorId: author.authorId });
    const created = await author.agent
      .post(`${bookPath(first.id)}/publish`)
      .send({ publishType: "new_collection", seriesTitle: "  The Lamp Trilogy " })
      .expect(200);
    const seriesId = created.body.book.seriesId as number;
    const series = await Series.query(ctx.db.knex).findById(seriesId);
    expect(series).toMatchObject({ authorId: author.authorId, title: "The Lamp Trilogy", deleted: false });
    expect((await Book.query(ctx.db.knex).findById(first.id))?.number).toBe(1);

    const second = await createPublishableBook(ctx.db.knex, { authorId: author.authorId });
    const added = await author.agent
      .post(`${bookPath(second.id)}/publish`)
      .send({ publishType: "existing_collection", seriesId })
      .expect(200);
    expect(added.body.book.seriesId).toBe(seriesId);
    expect((await Book.query(ctx.db.knex).findById(second.id))?.number).toBe(2);

    // Published again as a single book, it leaves the collection and the numbers close up.
    await author.agent.post(`${bookPath(first.id)}/unpublish`).expect(200);
    const alone = await author.agent
      .post(`${bookPath(first.id)}/publish`)
      .send({ publishType: "single_book" })
      .expect(200);
    expect(alone.body.book.seriesId).toBeNull();
    expect((await Book.query(ctx.db.knex).findById(second.id))?.number).toBe(1);

    await Series.query(ctx.db.knex).patch({ deleted: true }).where({ id: seriesId });
    const third = await createPublishableBook(ctx.db.knex, { authorId: author.authorId });
    const gone = await author.agent
      .post(`${bookPath(third.id)}/publish`)
      .send({ publishType: "existing_collection", seriesId })
      .expect(404);
    expect(gone.body.error.message).toBe("Collection not found.");
  });

  it("schedules a book (STAGED) with a delayed job, moves it, and unschedules it", async () => {
    const author = await signedInAuthor();
    const book = await createPublishableBook(ctx.db.knex, { authorId: author.authorId });
    const schedule = `${bookPath(book.id)}/schedule-publish`;
    const at = inMinutes(60);
    const res = await author.agent.post(schedule).send({ scheduledPublicationAt: at.toISOString(), publishType: "single_book" }).expect(200);
    expect(res.body.book).toMatchObject({ status: "STAGED", scheduledPublicationAt: at.toISOString(), publishedAt: null });
    const firstJob = publicationJobId({ kind: "book", bookId: book.id }, at);
    await vi.waitFor(async () => expect(await (await publishingJob(firstJob))?.getState()).toBe("delayed"), { timeout: 5_000, interval: 50 });

    const later = inMinutes(120);
    await author.agent.post(schedule).send({ scheduledPublicationAt: later.toISOString(), publishType: "single_book" }).expect(200);
    const secondJob = publicationJobId({ kind: "book", bookId: book.id }, later);
    await vi.waitFor(async () => expect(await (await publishingJob(secondJob))?.getState()).toBe("delayed"), { timeout: 5_000, interval: 50 });
    await vi.waitFor(async () => expect(await publishingJob(firstJob)).toBeUndefined(), { timeout: 5_000, interval: 50 });
    const delay = (await publishingJob(secondJob))?.opts.delay ?? 0;
    expect(delay).toBeGreaterThan(119 * 60_000);

    const unscheduled = await author.agent.post(schedule).send({ scheduledPublicationAt: null }).expect(200);
    expect(unscheduled.body.book).toMatchObject({ status: "DRAFT", scheduledPublicationAt: null });
    await vi.waitFor(async () => expect(await publishingJob(secondJob)).toBeUndefined(), { timeout: 5_000, interval: 50 });
  });

  it("publishes a scheduled book now, dropping its schedule", async () => {
    const author = await signedInAuthor();
    const book = await createPublishableBook(ctx.db.knex, { authorId: author.authorId });
    const at = inMinutes(30);
    await author.agent
      .post(`${bookPath(book.id)}/schedule-publish`)
      .send({ scheduledPublicationAt: at.toISOString(), publishType: "new_collection", seriesTitle: "Soon" })
      .expect(200);
    const job = publicationJobId({ kind: "book", bookId: book.id }, at);
    await vi.waitFor(async () => expect(await publishingJob(job)).toBeDefined(), { timeout: 5_000, interval: 50 });

    const res = await author.agent
      .post(`${bookPath(book.id)}/publish`)
      .send({ publishType: "single_book" })
      .expect(200);
    expect(res.body.book).toMatchObject({ status: "PUBLISHED", scheduledPublicationAt: null, seriesId: null });
    await vi.waitFor(async () => expect(await publishingJob(job)).toBeUndefined(), { timeout: 5_000, interval: 50 });
  });
});

describe("the new-book e-mail", () => {
  it("is planned with a publish or a schedule that asks for it, follows a reschedule, and goes with an unschedule", async () => {
    const author = await signedInAuthor();
    const emails = (bookId: number) => ctx.db.knex("scheduledEmails").where({ bookId, isNewBook: true }).whereNull("sentAt").select("dateTime");
    const scheduled = await createPublishableBook(ctx.db.knex, { authorId: author.authorId });
    const schedule = `${bookPath(scheduled.id)}/schedule-publish`;
    const at = inMinutes(60);
    await author.agent.post(schedule).send({ scheduledPublicationAt: at.toISOString(), publishType: "single_book", emailReaders: true }).expect(200);
    expect(await emails(scheduled.id)).toEqual([{ dateTime: at }]);
    const later = inMinutes(90);
    await author.agent.post(schedule).send({ scheduledPublicationAt: later.toISOString(), publishType: "single_book" }).expect(200);
    expect(await emails(scheduled.id)).toEqual([{ dateTime: later }]);
    const bad = await author.agent.post(schedule).send({ scheduledPublicationAt: null, emailReaders: true }).expect(400);
    expect(bad.body.error.fields).toEqual({ emailReaders: "Only with a scheduledPublicationAt." });
    await author.agent.post(schedule).send({ scheduledPublicationAt: null }).expect(200);
    expect(await emails(scheduled.id)).toEqual([]);

    const now = await createPublishableBook(ctx.db.knex, { authorId: author.authorId });
    const wrong = await author.agent
      .post(`${bookPath(now.id)}/publish`)
      .send({ publishType: "single_book", emailReaders: "yes" })
      .expect(400);
    expect(wrong.body.error.fields).toEqual({ emailReaders: "Must be true or false." });
    await author.agent
      .post(`${bookPath(now.id)}/publish`)
      .send({ publishType: "single_book", emailReaders: true })
      .expect(200);
    expect(await ctx.db.knex("scheduledEmails").where({ bookId: now.id, isNewBook: true }).select("isNewBook")).toEqual([{ isNewBook: true }]);
  });
});

describe("publishing a chapter", () => {
  it("publishes a draft, then publishes its staged edits, keeping a version each time", async () => {
    const author = await signedInAuthor();
    const book = await createPublishableBook(ctx.db.knex, { authorId: author.authorId });
    const chapter = await createChapter(ctx.db.knex, { bookId: book.id, title: "Dusk", markup: "<p>First light.</p>" });
    const path = chapterPath(book.id, chapter.id);

    const res = await author.agent.post(`${path}/publish`).send({ sendEmailWhenPublished: true }).expect(200);
    expect(res.body.chapter).toMatchObject({
      status: "PUBLISHED",
      title: "Dusk",
      markup: "<p>First light.</p>",
      stagedMarkup: null,
      sendEmailWhenPublished: true,
      version: 1,
    });
    const firstPublishedAt = res.body.chapter.publishedAt as string;
    expect(firstPublishedAt).not.toBeNull();
    const nothingNew = await author.agent.post(`${path}/publish`).expect(409);
    expect(nothingNew.body.error.message).toBe("This chapter is already published and has no unpublished changes.");

    // An edit is staged: readers keep the published text until it is published again.
    await author.agent.patch(path).send({ title: "Dusk, revised", markup: "<p>Second light.</p>", version: 1 }).expect(200);
    const live = await Chapter.query(ctx.db.knex).findById(chapter.id);
    expect(live).toMatchObject({ markup: "<p>First light.</p>", stagedMarkup: "<p>Second light.</p>" });

    const stale = await author.agent.post(`${path}/publish`).send({ version: 1 }).expect(409);
    expect(stale.body.error).toMatchObject({ code: "edit_conflict", current: { version: 2, markup: "<p>Second light.</p>" } });
    const republished = await author.agent.post(`${path}/publish`).send({ version: 2 }).expect(200);
    expect(republished.body.chapter).toMatchObject({
      status: "PUBLISHED",
      title: "Dusk, revised",
      markup: "<p>Second light.</p>",
      stagedTitle: null,
      stagedMarkup: null,
      hasStagedChanges: false,
      publishedAt: firstPublishedAt,
      version: 2,
    });
    const versions = await ChapterVersion.query(ctx.db.knex).where({ chapterId: chapter.id }).where("versionName", "like", "Published %").orderBy("id");
    expect(versions.map((v) => v.markup)).toEqual(["<p>First light.</p>", "<p>Second light.</p>"]);
    expect(versions[0]?.versionName).toMatch(/^Published \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
  });

  it("schedules a chapter with a delayed job, refuses to schedule a published one, and unschedules it", async () => {
    const author = await signedInAuthor();
    const book = await createPublishableBook(ctx.db.knex, { authorId: author.authorId });
    const chapter = await createChapter(ctx.db.knex, { bookId: book.id });
    const path = chapterPath(book.id, chapter.id);
    const at = inMinutes(45);
    const unlock = inMinutes(90);
    const res = await author.agent
      .post(`${path}/schedule-publish`)
      .send({ scheduledPublicationAt: at.toISOString(), scheduledUnlockAt: unlock.toISOString() })
      .expect(200);
    expect(res.body.chapter).toMatchObject({
      status: "SCHEDULED",
      scheduledPublicationAt: at.toISOString(),
      scheduledUnlockAt: unlock.toISOString(),
      publishedAt: null,
    });
    const job = publicationJobId({ kind: "chapter", chapterId: chapter.id }, at);
    await vi.waitFor(async () => expect(await (await publishingJob(job))?.getState()).toBe("delayed"), { timeout: 5_000, interval: 50 });
    expect((await publishingJob(job))?.data).toEqual({ chapterId: chapter.id });

    const unscheduled = await author.agent.post(`${path}/schedule-publish`).send({ scheduledPublicationAt: null }).expect(200);
    expect(unscheduled.body.chapter).toMatchObject({ status: "DRAFT", scheduledPublicationAt: null, scheduledUnlockAt: null });
    await vi.waitFor(async () => expect(await publishingJob(job)).toBeUndefined(), { timeout: 5_000, interval: 50 });

    await author.agent.post(`${path}/publish`).expect(200);
    const published = await author.agent.post(`${path}/schedule-publish`).send({ scheduledPublicationAt: at.toISOString() }).expect(409);
    expect(published.body.error.message).toBe("This chapter is already published. Unpublish it first to schedule it.");
  });

  it("publishes a scheduled chapter now, dropping its schedule and its job", async () => {
    const author = await signedInAuthor();
    const book = await createPublishableBook(ctx.db.knex, { authorId: author.authorId });
    const chapter = await createChapter(ctx.db.knex, { bookId: book.id });
    const path = chapterPath(book.id, chapter.id);
    const at = inMinutes(20);
    await author.agent.post(`${path}/schedule-publish`).send({ scheduledPublicationAt: at.toISOString() }).expect(200);
    const job = publicationJobId({ kind: "chapter", chapterId: chapter.id }, at);
    await vi.waitFor(async () => expect(await publishingJob(job)).toBeDefined(), { timeout: 5_000, interval: 50 });

    const res = await author.agent.post(`${path}/publish`).expect(200);
    expect(res.body.chapter).toMatchObject({ status: "PUBLISHED", scheduledPublicationAt: null });
    await vi.waitFor(async () => expect(await publishingJob(job)).toBeUndefined(), { timeout: 5_000, interval: 50 });
  });

  it("unpublishes a chapter: readers lose it, and its staged edits become its text", async () => {
    const author = await signedInAuthor();
    const book = await createPublishableBook(ctx.db.knex, { authorId: author.authorId });
    const chapter = await createChapter(ctx.db.knex, { bookId: book.id, status: "PUBLISHED", title: "Live", markup: "<p>Live text</p>" });
    const path = chapterPath(book.id, chapter.id);
    await author.agent.patch(path).send({ markup: "<p>Unpublished edit</p>", version: 1 }).expect(200);

    const res = await author.agent.post(`${path}/unpublish`).expect(200);
    expect(res.body.chapter).toMatchObject({
      status: "DRAFT",
      title: "Live",
      markup: "<p>Unpublished edit</p>",
      stagedMarkup: null,
      hasStagedChanges: false,
      version: 2,
    });
    // The open editor's version still works: the working text did not change.
    await author.agent.patch(path).send({ markup: "<p>Still editing</p>", version: 2 }).expect(200);
    const twice = await author.agent.post(`${path}/unpublish`).expect(409);
    expect(twice.body.error.message).toBe("This chapter is not published or scheduled.");
  });
});

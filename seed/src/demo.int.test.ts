import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createLocalStorage } from "@storyloom/domain/integrations/storage.ts";
import { verifyPassword } from "@storyloom/db/passwords";
import {
  AdminAuditLogEntry,
  AiModeration,
  Assistant,
  AuthorAiUsage,
  AuthorProfile,
  BalanceTransaction,
  Book,
  BookReviewReport,
  Chapter,
  ChapterVersion,
  CustomDomain,
  Newsletter,
  StoryBookBeat,
  StoryBookScene,
  Subseries,
  User,
  UserBalance,
} from "@storyloom/db/models";
import { DEMO_CUSTOM_DOMAIN, seedDemo } from "./demo.ts";

async function countRows(db: TestDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ["users", "genres", "books", "chapters", "series", "reader_books", "payments"]) {
    const row = await db.knex(table).count<{ count: number }>({ count: "*" }).first();
    counts[table] = Number(row?.count);
  }
  return counts;
}

describe("demo seed", () => {
  let db: TestDatabase;
  let filesDir: string;
  // The storefront's covers go to a directory of the test's own, not the checkout's .data/files.
  const seed = () => seedDemo(db.knex, { images: { storage: createLocalStorage(filesDir), publicUrl: "http://localhost:8080" } });

  beforeAll(async () => {
    db = await useTestDatabase();
    filesDir = await mkdtemp(path.join(tmpdir(), "storyloom-demo-files-"));
  });
  afterAll(async () => {
    await db.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it("fills an empty database once and leaves it alone afterwards", async () => {
    const first = await seed();
    expect(first.accounts.map((a) => a.role)).toEqual(["admin", "author", "reader"]);
    expect(first.created).toBe(true);
    const afterFirst = await countRows(db);
    // The three accounts, four more authors and six more readers; the author's four books and the storefront's dozen (demoCatalogue.ts).
    expect(afterFirst).toMatchObject({ users: 13, books: 16, chapters: 64, series: 1, reader_books: 34 });

    const second = await seed();
    expect(second.accounts).toEqual(first.accounts);
    expect(second.created).toBe(false);
    expect(await countRows(db)).toEqual(afterFirst);

    // Every account signs in with its printed password, hashed with argon2id.
    for (const { email, password } of first.accounts) {
      const user = await User.query().findOne({ email });
      expect(user?.password).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user!.password, password)).toBe(true);
    }
    const admin = await User.query().findOne({ email: "admin@storyloom.test" }).withGraphFetched("permissions");
    expect(admin?.permissions?.map((p) => [p.permission, p.expiresAt])).toEqual([["ADMIN", null]]);
  }, 60_000);

  it("gives the published book an assistant with one answered question citing its first chapter", async () => {
    await seed();
    const author = await User.query().findOne({ email: "author@storyloom.test" }).withGraphFetched("authorProfile");
    const [assistant] = await Assistant.query()
      .where({ authorId: author!.authorProfile!.id })
      .withGraphFetched("messages(byId)")
      .modifiers({
        byId: (query) => {
          query.orderBy("id");
        },
      });
    expect(assistant!.messages!.map((message) => message.role)).toEqual(["USER", "ASSISTANT"]);
    const opening = await Chapter.query().findOne({ bookId: assistant!.bookId, number: 1 });
    expect(assistant!.messages![1]!.citations).toEqual([expect.objectContaining({ chapterId: opening!.id, chapterNumber: 1, firstParagraph: 1 })]);
  });

  it("gives the author a published STORY book with free and paid chapters, a draft SCRIPT and a series", async () => {
    await seed();
    const author = await User.query().findOne({ email: "author@storyloom.test" }).withGraphFetched("authorProfile");
    const books = await Book.query().where({ authorId: author!.authorProfile!.id }).withGraphFetched("[chapters, series, genre]").orderBy("id");

    const story = books.find((b) => b.title === "The Lantern Road")!;
    expect(story).toMatchObject({ type: "STORY", status: "PUBLISHED", publicChaptersCount: 2 });
    expect(story.publishedAt).toBeInstanceOf(Date);
    expect(story.genre?.name).toBe("Epic Fantasy");
    // Five chapters out, the sixth scheduled (demoPublishing.ts).
    const chapters = [...(story.chapters ?? [])].sort((a, b) => a.number - b.number);
    expect(chapters.map((c) => c.status)).toEqual([...Array<string>(5).fill("PUBLISHED"), "SCHEDULED"]);
    expect(chapters.every((c) => /^<p>.+<\/p>$/.test(c.markup ?? ""))).toBe(true);

    const script = books.find((b) => b.type === "SCRIPT")!;
    expect(script.status).toBe("DRAFT");
    expect(script.chapters?.map((c) => c.status)).toEqual(["DRAFT", "DRAFT"]);
    // Stored as the studio's script mode stores it.
    expect(script.chapters?.every((c) => (c.markup ?? "").startsWith('<p class="sl-heading">'))).toBe(true);

    const inSeries = books.filter((b) => b.seriesId !== null);
    expect(inSeries.map((b) => [b.number, b.status])).toEqual([
      [1, "PUBLISHED"],
      [2, "PUBLISHED"],
    ]);
    expect(inSeries[0]?.series?.title).toBe("The Glass Orchard Chronicles");

    // The studio's other screens have content too: versions, scenes, an outline and a subseries.
    const opening = chapters[0]!;
    const versions = await ChapterVersion.query().where({ chapterId: opening.id });
    expect(versions.map((v) => v.versionName)).toContain("First draft");
    expect(await StoryBookScene.query().where({ chapterId: opening.id }).resultSize()).toBe(3);
    expect(await StoryBookBeat.query().where({ bookId: story.id }).resultSize()).toBeGreaterThan(5);
    expect(await Subseries.query().where({ seriesId: inSeries[0]!.seriesId! }).resultSize()).toBe(1);

    const domain = await CustomDomain.query().findOne({ name: DEMO_CUSTOM_DOMAIN });
    expect(domain).toMatchObject({ seriesId: inSeries[0]?.seriesId, bookId: null, isDeleted: false, certificateStatus: "VALIDATED" });
  });

  it("gives the reader progress and a review on the published story", async () => {
    await seed();
    const reader = await User.query().findOne({ email: "reader@storyloom.test" }).withGraphFetched("readerProfile.readerBooks.[book, currentChapter]");
    const readerBook = reader?.readerProfile?.readerBooks?.find((rb) => rb.book?.title === "The Lantern Road");

    expect(readerBook?.book?.title).toBe("The Lantern Road");
    expect(readerBook).toMatchObject({ rating: 5, reviewTitle: "A lantern worth following", chaptersRead: 3, currentChapterIndex: 3, paidChaptersCount: 1 });
    expect(readerBook?.reviewMarkup).toMatch(/^<p>/);
    expect(readerBook?.reviewedAt).toBeInstanceOf(Date);
    expect(readerBook?.currentChapter?.number).toBe(3);
    expect(readerBook?.currentChapterProgress).toBeGreaterThan(0);
  });

  it("gives the author an AI history whose charges add up to what left the balance", async () => {
    const author = await User.query().findOne({ email: "author@storyloom.test" }).withGraphFetched("authorProfile");
    const balance = await UserBalance.query().findOne({ userId: author!.id });
    const transactions = await BalanceTransaction.query().where({ userId: author!.id }).orderBy("createdAt");
    const usages = await AuthorAiUsage.query().where({ authorId: author!.authorProfile!.id });
    expect(transactions[0]).toMatchObject({ type: "PROMO", amount: 500_000_000 });
    const spent = transactions.filter((t) => t.type === "AI_USAGE");
    expect(spent.length).toBe(usages.length);
    expect(usages.length).toBeGreaterThan(3);
    expect(balance!.amount).toBe(500_000_000 - spent.reduce((sum, t) => sum + t.amount, 0));
    expect(usages.reduce((sum, u) => sum + u.cost, 0)).toBe(500_000_000 - balance!.amount);
    expect(transactions.at(-1)!.balanceAmount).toBe(balance!.amount);
  });

  it("gives the author a sent newsletter the reader received and opened, and a draft", async () => {
    await seed();
    const author = await User.query().findOne({ email: "author@storyloom.test" }).withGraphFetched("authorProfile");
    const reader = await User.query().findOne({ email: "reader@storyloom.test" }).withGraphFetched("readerProfile");
    const newsletters = await Newsletter.query().where({ authorId: author!.authorProfile!.id }).withGraphFetched("deliveries").orderBy("id");
    expect(newsletters.map((n) => n.status)).toEqual(["SENT", "DRAFT"]);
    expect(newsletters[0]).toMatchObject({ recipientsCount: 1, deleted: false });
    expect(newsletters[0]!.sentAt!.getTime()).toBeLessThan(Date.now());
    expect(newsletters[0]!.deliveries).toMatchObject([{ readerId: reader!.readerProfile!.id }]);
    expect(newsletters[0]!.deliveries![0]!.openedAt).toBeInstanceOf(Date);
  });

  it("gives the admin area history: an open report, one the admin dismissed with notes and its audit entries, and a refused AI request", async () => {
    await seed();
    const admin = await User.query().findOne({ email: "admin@storyloom.test" });
    const reports = await BookReviewReport.query().orderBy("dateTime");
    expect(reports.map((r) => r.deleted)).toEqual([true, false]);
    const [closed] = reports;
    expect(closed).toMatchObject({ resolution: "DISMISSED", resolvedById: admin!.id });
    expect(closed!.notes).toBeTruthy();
    expect(closed!.resolvedAt!.getTime()).toBeGreaterThan(closed!.dateTime.getTime());

    const audit = await AdminAuditLogEntry.query().orderBy("createdAt");
    expect(audit.map((e) => [e.action, e.subjectType, e.subjectId, e.actorId])).toEqual([
      ["reviewReport.notes", "reviewReport", closed!.id, admin!.id],
      ["reviewReport.dismiss", "reviewReport", closed!.id, admin!.id],
    ]);
    expect(audit[1]!.details).toEqual({ reviewId: closed!.reviewId });

    // Refused, not suspended: nobody's AI tools are off.
    const checks = await AiModeration.query();
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ isSuspendsAi: false, isIdle: false });
    expect(
      Object.entries(checks[0]!.categories!)
        .filter(([, flagged]) => flagged)
        .map(([name]) => name),
    ).toEqual(["violence", "violence/graphic"]);
    expect(await AuthorProfile.query().where({ aiSuspendedByModeration: true })).toHaveLength(0);
  });
});

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createUser } from "@storyloom/testkit/factories";
import type { CreatedUser } from "@storyloom/testkit/factories";
import { createLocalStorage } from "@storyloom/domain/integrations/storage.ts";
import type { Storage } from "@storyloom/domain/integrations/storage.ts";
import { imageKeyOf, imageNameOfUrl } from "@storyloom/domain/services/files/coverImages.ts";
import { sniffImageFormat } from "@storyloom/domain/services/files/storeCoverImage.ts";
import {
  AuthorProfile,
  AuthorStripePrice,
  AuthorSubscription,
  Book,
  BookReviewReaction,
  BookReviewReport,
  Checkout,
  Payment,
  ReaderBook,
  ReaderNotification,
} from "@storyloom/db/models";
import { seedDemoCatalogue } from "./demoCatalogue.ts";

const publicUrl = "http://localhost:8080";

/** Width and height from a WebP's header, whichever of its three layouts it uses. */
function webpSize(bytes: Buffer): { width: number; height: number } {
  const chunk = bytes.toString("latin1", 12, 16);
  if (chunk === "VP8X") return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === "VP8 ") return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  throw new Error(`Not a WebP chunk: ${chunk}`);
}

async function storedImage(storage: Storage, url: string | null): Promise<{ contentType: string; bytes: Buffer } | null> {
  const name = url === null ? null : imageNameOfUrl(publicUrl, url);
  return name === null ? null : storage.get(imageKeyOf(name));
}

describe("the demo storefront catalogue seed", () => {
  let db: TestDatabase;
  let filesDir: string;
  let storage: Storage;
  let demoAuthor: CreatedUser;
  let demoReader: CreatedUser;
  const now = new Date("2026-11-24T10:00:00Z");

  beforeAll(async () => {
    db = await useTestDatabase();
    filesDir = await mkdtemp(path.join(tmpdir(), "storyloom-demo-files-"));
    storage = createLocalStorage(filesDir);
    demoAuthor = await createUser(db.knex, { name: "Elena Marsh" });
    demoReader = await createUser(db.knex, { name: "Sam Reed" });
    await db.knex.transaction((trx) =>
      seedDemoCatalogue(trx, { images: { storage, publicUrl }, demoAuthorId: demoAuthor.authorProfile.id, demoReaderId: demoReader.readerProfile.id, now }),
    );
  }, 120_000);
  afterAll(async () => {
    await db.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it("pays every purchase and the subscription through a paid checkout, with the platform's fee, and offers the subscription at its prices", async () => {
    const payments = await Payment.query(db.knex);
    expect(payments.length).toBeGreaterThanOrEqual(4);
    for (const payment of payments) {
      expect(payment).toMatchObject({ status: "SUCCEEDED", appFeeAmount: Math.round(payment.amount / 10) });
      const checkout = await Checkout.query(db.knex).findById(payment.checkoutId!);
      expect(checkout).toMatchObject({ status: "PAID", toAuthorId: payment.toAuthorId, readerId: payment.readerId });
    }
    expect(payments.some((payment) => payment.entireBook)).toBe(true);
    const [subscription] = await AuthorSubscription.query(db.knex);
    expect(subscription).toMatchObject({ status: "active", isActive: true, amount: 500 });
    expect(subscription!.currentPeriodEnd!.getTime()).toBeGreaterThan(now.getTime());
    expect(payments.filter((payment) => payment.subscriptionId === subscription!.id)).toHaveLength(3);
    // Readers' steps through the books, for the authors' reading funnels: every reader started a chapter, some met a paywall.
    const steps = await db.knex("chapterFunnelEvents").groupBy("step").select<Array<{ step: string; count: string }>>("step", db.knex.raw("count(*) as count"));
    expect(Object.fromEntries(steps.map((row) => [row.step, Number(row.count) > 0]))).toMatchObject({ STARTED: true, FINISHED: true, PAYWALL: true });
    const prices = await AuthorStripePrice.query(db.knex).where({ authorId: subscription!.authorId }).orderBy("amount");
    expect(prices.map((price) => [price.interval, price.amount, price.isEnabled])).toEqual([
      ["month", 500, true],
      ["year", 5000, true],
    ]);
  });

  it("publishes a dozen books across the genre categories, each with a cover stored as an upload is", async () => {
    const books = await Book.query(db.knex).where({ status: "PUBLISHED", deleted: false, isSuspended: false }).withGraphFetched("[chapters, genre, author]");

    expect(books).toHaveLength(12);
    expect(new Set(books.map((b) => b.genre?.category)).size).toBeGreaterThanOrEqual(5);
    for (const book of books) {
      const cover = await storedImage(storage, book.imgUrl);
      expect(cover?.contentType, book.title).toBe("image/webp");
      expect(sniffImageFormat(cover!.bytes)).toBe("webp");
      expect(webpSize(cover!.bytes)).toEqual({ width: 800, height: 1200 });
      const published = book.chapters!.filter((c) => c.status === "PUBLISHED");
      expect(published.length, book.title).toBeGreaterThanOrEqual(3);
      expect(published.length).toBeLessThanOrEqual(8);
      expect(book.publicChaptersCount).toBeGreaterThanOrEqual(2);
      expect(book.publicChaptersCount).toBeLessThanOrEqual(Math.min(5, published.length));
      expect(book.description).toMatch(/^<p>.+<\/p>$/);
      expect(published.every((c) => c.wordCount >= 100 && c.publishedAt! <= now)).toBe(true);
      expect(book.publishedAt!.getTime()).toBeLessThan(now.getTime());
    }
    // Not all the demo author's, spread over months, some sold whole, some recommended, one for subscribers.
    expect(books.filter((b) => b.authorId === demoAuthor.authorProfile.id)).toHaveLength(2);
    expect(new Set(books.map((b) => b.authorId)).size).toBe(5);
    const dates = books.map((b) => b.publishedAt!.getTime());
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(90 * 24 * 60 * 60 * 1000);
    expect(books.filter((b) => b.bundlePrice !== null).length).toBeGreaterThan(6);
    expect(books.filter((b) => b.isInRecommendations && b.recommendationWeight !== null).length).toBeGreaterThanOrEqual(2);
    expect(books.filter((b) => b.subscribersOnly)).toHaveLength(1);

    const scripts = books.filter((b) => b.type === "SCRIPT");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.chapters!.every((c) => (c.markup ?? "").startsWith('<p class="sl-heading">'))).toBe(true);
  });

  it("gives the other authors names, bios and stored avatars, one hiding their stats", async () => {
    const authors = await AuthorProfile.query(db.knex).whereIn("id", Book.query(db.knex).select("authorId")).whereNot("id", demoAuthor.authorProfile.id);

    expect(authors).toHaveLength(4);
    for (const author of authors) {
      expect(author.name).toBeTruthy();
      expect(author.bio).toMatch(/^<p>.+<\/p>$/);
      expect((await storedImage(storage, author.imgUrl))?.contentType).toBe("image/webp");
    }
    expect(authors.filter((a) => a.hideStatsFromPublic)).toHaveLength(1);
  });

  it("rates each reviewed book with the mean of its reviews, written by readers who opened it", async () => {
    const books = await Book.query(db.knex).withGraphFetched("readerBooks");
    const reviewed = books.filter((b) => b.readerBooks!.some((rb) => rb.reviewedAt !== null));

    expect(reviewed.length).toBeGreaterThanOrEqual(9);
    for (const book of books) {
      const reviews = book.readerBooks!.filter((rb) => rb.reviewedAt !== null);
      expect(reviews.length, book.title).toBeLessThanOrEqual(5);
      if (reviews.length === 0) {
        expect(book.rating).toBeNull();
        continue;
      }
      expect(reviews.length, book.title).toBeGreaterThanOrEqual(2);
      expect(book.rating).toBeCloseTo(reviews.reduce((sum, r) => sum + r.rating!, 0) / reviews.length, 10);
      for (const review of reviews) {
        expect(review.firstReadAt).toBeInstanceOf(Date);
        expect(review.reviewTitle).toBeTruthy();
        expect(review.reviewMarkup).toMatch(/^<p>.+<\/p>$/);
      }
    }
  });

  it("keeps each review's reactions sum equal to its reactions, and one review is reported", async () => {
    const reviews = await ReaderBook.query(db.knex).whereNotNull("reviewedAt").withGraphFetched("[reactions, reports]");
    const reactions = await BookReviewReaction.query(db.knex);

    expect(reactions.length).toBeGreaterThan(reviews.length);
    expect(reactions.some((r) => r.value === -1)).toBe(true);
    for (const review of reviews) {
      expect(review.reviewReactionsSum).toBe(review.reactions!.reduce((sum, r) => sum + r.value, 0));
      expect(review.reactions!.every((r) => r.readerId !== review.readerId)).toBe(true);
    }
    const reports = await BookReviewReport.query(db.knex).withGraphFetched("review");
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ violation: "SOLICITATION", deleted: false });
    expect(reports[0]!.comment).toBeTruthy();
    expect(reports[0]!.reporterId).not.toBe(reports[0]!.review!.readerId);
  });

  it("puts the demo reader at different places in their books, with one bought whole and one stopped at a locked chapter", async () => {
    const shelf = await ReaderBook.query(db.knex).where({ readerId: demoReader.readerProfile.id }).withGraphFetched("[book.chapters, currentChapter]");

    expect(shelf.length).toBeGreaterThanOrEqual(4);
    // Chapter n of m at some fraction: no two books on the shelf at the same place.
    const placeOf = (rb: ReaderBook) =>
      `${rb.currentChapterIndex}/${rb.book!.chapters!.filter((c) => c.status === "PUBLISHED").length}:${rb.currentChapterProgress}`;
    expect(new Set(shelf.map(placeOf)).size).toBe(shelf.length);
    expect(shelf.some((rb) => rb.currentChapterProgress > 0 && rb.currentChapterProgress < 1)).toBe(true);
    for (const place of shelf) {
      const published = place.book!.chapters!.filter((c) => c.status === "PUBLISHED");
      expect(place.currentChapterId).toBe(published[place.currentChapterIndex - 1]?.id ?? null);
      expect(place.currentChapterProgress).toBeGreaterThanOrEqual(0);
      expect(place.currentChapterProgress).toBeLessThanOrEqual(1);
      expect(place.lastReadAt!.getTime()).toBeGreaterThanOrEqual(place.firstReadAt!.getTime());
    }

    const bought = shelf.filter((rb) => rb.entireBook);
    expect(bought).toHaveLength(1);
    const boughtChapters = bought[0]!.book!.chapters!.filter((c) => c.status === "PUBLISHED").length;
    expect(bought[0]!.paidChaptersCount).toBe(boughtChapters);
    // Reading a chapter that is locked for everyone who has not bought it.
    expect(bought[0]!.currentChapterIndex).toBeGreaterThan(bought[0]!.book!.publicChaptersCount);

    const stopped = shelf.filter((rb) => {
      const published = rb.book!.chapters!.filter((c) => c.status === "PUBLISHED").length;
      return (
        !rb.entireBook && rb.currentChapterIndex === rb.book!.publicChaptersCount && rb.currentChapterProgress === 1 && published > rb.book!.publicChaptersCount
      );
    });
    expect(stopped).toHaveLength(1);
    expect(stopped[0]!.book!.subscribersOnly).toBe(false);
  });

  it("gives every reader the e-mails of the authors they read or subscribe to, and the demo reader has stopped one author's", async () => {
    const shelves = await ReaderBook.query(db.knex).withGraphFetched("book");
    const choices = await ReaderNotification.query(db.knex);
    const choiceOf = (readerId: number, authorId: number) => choices.find((c) => c.readerId === readerId && c.authorId === authorId);

    for (const place of shelves)
      expect(choiceOf(place.readerId, place.book!.authorId), `reader ${place.readerId}, author ${place.book!.authorId}`).toBeDefined();
    for (const subscription of await AuthorSubscription.query(db.knex)) expect(choiceOf(subscription.readerId, subscription.authorId)).toBeDefined();
    // Never an author's own e-mails to themselves.
    const own = await ReaderNotification.query(db.knex).joinRelated("[reader, author]").whereRaw("reader.user_id = author.user_id");
    expect(own).toHaveLength(0);

    const demoChoices = choices.filter((c) => c.readerId === demoReader.readerProfile.id);
    expect(demoChoices.filter((c) => c.getEmails).length).toBeGreaterThanOrEqual(2);
    expect(demoChoices.filter((c) => !c.getEmails)).toHaveLength(1);
    expect(choiceOf(demoReader.readerProfile.id, demoAuthor.authorProfile.id)?.getEmails).toBe(true);
    expect(choices.filter((c) => !c.getEmails)).toHaveLength(1);
  });
});

import { randomBytes } from "node:crypto";
import type { Knex } from "@storyloom/db";
import { hashPassword } from "@storyloom/db/passwords";
import type { BookType, ReviewViolation } from "@storyloom/db/enums";
import { AuthorProfile, Book, BookReviewReaction, BookReviewReport, Genre, ReaderBook, ReaderNotification, Series, User } from "@storyloom/db/models";
import { seedFunnelSteps, seedPaidPurchase, seedSubscription, seedSubscriptionPrices } from "./demoPayments.ts";
import type { Chapter } from "@storyloom/db/models";
import { catalogueBookTexts, catalogueReviews } from "./demoCatalogueProse.ts";
import type { CatalogueBookKey, CatalogueReaderKey } from "./demoCatalogueProse.ts";
import { storeDemoAvatar, storeDemoCover } from "./demoCovers.ts";
import type { DemoImageStore } from "./demoCovers.ts";

export interface DemoCatalogueOptions {
  /** Where the covers and avatars are stored (demoImageStoreFromEnv: the API's own storage and PUBLIC_URL). */
  images: DemoImageStore;
  /** The demo author's profile (author@storyloom.test): two of the books are theirs. */
  demoAuthorId: number;
  /** The demo reader's profile (reader@storyloom.test): their bookshelf, purchase and reviews. */
  demoReaderId: number;
  /** The seed's clock (the other demo dates count from it). */
  now?: Date;
  /** The demo author's series: it offers a subscription, and a catalogue reader takes it. */
  demoSeriesId?: number;
}

type AuthorKey = "demo" | "mira" | "tomas" | "priya" | "jonah";

const catalogueAuthors: Array<{
  key: Exclude<AuthorKey, "demo">;
  name: string;
  email: string;
  hue: number;
  bio: string;
  website: string;
  twitter: string;
  hideStatsFromPublic?: boolean;
  /** Monthly subscription in cents, when the author offers one. */
  subscriptionAmount?: number;
}> = [
  {
    key: "mira",
    name: "Mira Okafor",
    email: "mira.okafor@storyloom.test",
    hue: 210,
    website: "https://miraokafor.example",
    twitter: "miraokafor",
    bio: "<p>Mira Okafor was a court stenographer for twenty years before she began writing down the things nobody says out loud. She writes mysteries, thrillers and the occasional screenplay in a flat in south London.</p>",
  },
  {
    key: "tomas",
    name: "Tomas Lindqvist",
    email: "tomas.lindqvist@storyloom.test",
    hue: 250,
    website: "https://lindqvist.example",
    twitter: "tlindqvist",
    subscriptionAmount: 500,
    bio: "<p>Tomas Lindqvist writes science fiction about small crews, long distances and the kindness of strangers. Subscribers read every new chapter first.</p>",
  },
  {
    key: "priya",
    name: "Priya Raman",
    email: "priya.raman@storyloom.test",
    hue: 340,
    website: "https://priyaraman.example",
    twitter: "priyawrites",
    bio: "<p>Priya Raman writes slow-burning love stories and the occasional memoir about food, family and the recipes that travel between them. She grows too many courgettes.</p>",
  },
  {
    key: "jonah",
    name: "Jonah Whitfield",
    email: "jonah.whitfield@storyloom.test",
    hue: 28,
    website: "https://jonahwhitfield.example",
    twitter: "jonahwhit",
    hideStatsFromPublic: true,
    bio: "<p>Jonah Whitfield grew up on the edge of a marsh in Lincolnshire and now lives in Manchester, where he writes about the strange things that happen just out of sight.</p>",
  },
];

const catalogueReaders: Array<{ key: Exclude<CatalogueReaderKey, "demo">; name: string; email: string; hue: number }> = [
  { key: "ada", name: "Ada Whitcombe", email: "ada.whitcombe@storyloom.test", hue: 160 },
  { key: "bram", name: "Bram Kessler", email: "bram.kessler@storyloom.test", hue: 40 },
  { key: "chioma", name: "Chioma Eze", email: "chioma.eze@storyloom.test", hue: 300 },
  { key: "dmitri", name: "Dmitri Volkov", email: "dmitri.volkov@storyloom.test", hue: 190 },
  { key: "hana", name: "Hana Sato", email: "hana.sato@storyloom.test", hue: 0 },
  { key: "lucia", name: "Lucía Ortega", email: "lucia.ortega@storyloom.test", hue: 90 },
];

interface BookPlan {
  key: CatalogueBookKey;
  author: AuthorKey;
  /** A genre the migration seeds (demoGenres in demo.ts). */
  genre: string;
  type?: BookType;
  publicChaptersCount: number;
  bundlePrice: number | null;
  subscribersOnly?: boolean;
  /** Set for the books in the recommendations. */
  recommendationWeight?: number;
  readersCount: number;
  viewsCount: number;
  /** First chapter out this many days ago, the newest one `updatedDaysAgo`. */
  publishedDaysAgo: number;
  updatedDaysAgo: number;
}

const bookPlans: BookPlan[] = [
  {
    key: "quietTenant",
    author: "mira",
    genre: "Mystery",
    publicChaptersCount: 3,
    bundlePrice: 599,
    recommendationWeight: 1,
    readersCount: 1840,
    viewsCount: 12650,
    publishedDaysAgo: 150,
    updatedDaysAgo: 20,
  },
  {
    key: "meridianDrift",
    author: "tomas",
    genre: "Space Opera",
    publicChaptersCount: 3,
    bundlePrice: 799,
    recommendationWeight: 0.9,
    readersCount: 2210,
    viewsCount: 15830,
    publishedDaysAgo: 140,
    updatedDaysAgo: 3,
  },
  {
    key: "lighthouseNotes",
    author: "demo",
    genre: "Essays",
    publicChaptersCount: 3,
    bundlePrice: null,
    readersCount: 236,
    viewsCount: 1480,
    publishedDaysAgo: 120,
    updatedDaysAgo: 100,
  },
  {
    key: "smallKindnesses",
    author: "priya",
    genre: "Contemporary Romance",
    publicChaptersCount: 3,
    bundlePrice: 499,
    readersCount: 1260,
    viewsCount: 8400,
    publishedDaysAgo: 110,
    updatedDaysAgo: 30,
  },
  {
    key: "monsoonKitchen",
    author: "priya",
    genre: "Memoir",
    publicChaptersCount: 2,
    bundlePrice: 299,
    readersCount: 380,
    viewsCount: 2260,
    publishedDaysAgo: 100,
    updatedDaysAgo: 85,
  },
  {
    key: "orchidLedger",
    author: "mira",
    genre: "Historical Fiction",
    publicChaptersCount: 2,
    bundlePrice: 499,
    readersCount: 530,
    viewsCount: 4210,
    publishedDaysAgo: 90,
    updatedDaysAgo: 40,
  },
  {
    key: "secondTuesday",
    author: "tomas",
    genre: "Time Travel",
    publicChaptersCount: 2,
    bundlePrice: null,
    subscribersOnly: true,
    readersCount: 310,
    viewsCount: 2050,
    publishedDaysAgo: 75,
    updatedDaysAgo: 12,
  },
  {
    key: "lamplighter",
    author: "demo",
    genre: "YA Fantasy",
    publicChaptersCount: 2,
    bundlePrice: 399,
    recommendationWeight: 0.8,
    readersCount: 412,
    viewsCount: 3120,
    publishedDaysAgo: 58,
    updatedDaysAgo: 5,
  },
  {
    key: "cartographersWife",
    author: "priya",
    genre: "Historical Romance",
    publicChaptersCount: 2,
    bundlePrice: 449,
    readersCount: 690,
    viewsCount: 5120,
    publishedDaysAgo: 45,
    updatedDaysAgo: 9,
  },
  {
    key: "foxStreet",
    author: "jonah",
    genre: "Urban Fantasy",
    publicChaptersCount: 2,
    bundlePrice: 449,
    readersCount: 870,
    viewsCount: 6900,
    publishedDaysAgo: 35,
    updatedDaysAgo: 1,
  },
  {
    key: "riverFroze",
    author: "jonah",
    genre: "Coming of Age",
    publicChaptersCount: 3,
    bundlePrice: 349,
    readersCount: 410,
    viewsCount: 2980,
    publishedDaysAgo: 24,
    updatedDaysAgo: 7,
  },
  {
    key: "nightFerry",
    author: "mira",
    genre: "Thriller",
    type: "SCRIPT",
    publicChaptersCount: 2,
    bundlePrice: 199,
    readersCount: 95,
    viewsCount: 640,
    publishedDaysAgo: 6,
    updatedDaysAgo: 2,
  },
];

/**
 * Where each reader is in a book: `at` is the chapter being read (1-based
 * among the published chapters, 0 = not started) and `progress` how far into
 * it. Beyond the free chapters a reader has bought the entire book or
 * subscribes to its author. The demo reader: a bought book part-way, a book
 * read to the end of its free chapters (the next one is locked for them), a
 * finished book and a book just begun (with The Lantern Road from demo.ts).
 */
const places: Array<{
  reader: CatalogueReaderKey;
  book: CatalogueBookKey;
  at: number;
  progress: number;
  bought?: true;
  subscribed?: true;
  lastDaysAgo?: number;
}> = [
  { reader: "demo", book: "foxStreet", at: 1, progress: 0.25, lastDaysAgo: 0.1 },
  { reader: "demo", book: "meridianDrift", at: 5, progress: 0.6, bought: true, lastDaysAgo: 0.5 },
  { reader: "demo", book: "quietTenant", at: 3, progress: 1, lastDaysAgo: 2 },
  { reader: "demo", book: "lighthouseNotes", at: 3, progress: 1, lastDaysAgo: 9 },
  { reader: "ada", book: "quietTenant", at: 6, progress: 1, bought: true },
  { reader: "ada", book: "meridianDrift", at: 8, progress: 1, bought: true },
  { reader: "ada", book: "lighthouseNotes", at: 3, progress: 1 },
  { reader: "ada", book: "riverFroze", at: 4, progress: 1, bought: true },
  { reader: "ada", book: "cartographersWife", at: 4, progress: 1, bought: true },
  { reader: "bram", book: "meridianDrift", at: 8, progress: 1, bought: true },
  { reader: "bram", book: "lamplighter", at: 2, progress: 1 },
  { reader: "bram", book: "foxStreet", at: 5, progress: 1, bought: true },
  { reader: "bram", book: "nightFerry", at: 0, progress: 0 },
  { reader: "chioma", book: "quietTenant", at: 6, progress: 1, bought: true },
  { reader: "chioma", book: "smallKindnesses", at: 5, progress: 1, bought: true },
  { reader: "chioma", book: "orchidLedger", at: 4, progress: 0.9, bought: true },
  { reader: "chioma", book: "monsoonKitchen", at: 3, progress: 1, bought: true },
  { reader: "dmitri", book: "quietTenant", at: 3, progress: 0.8 },
  { reader: "dmitri", book: "smallKindnesses", at: 3, progress: 1 },
  { reader: "dmitri", book: "foxStreet", at: 2, progress: 1 },
  { reader: "dmitri", book: "monsoonKitchen", at: 3, progress: 1, bought: true },
  { reader: "dmitri", book: "orchidLedger", at: 0, progress: 0, bought: true },
  { reader: "hana", book: "meridianDrift", at: 8, progress: 1, bought: true },
  { reader: "hana", book: "lamplighter", at: 2, progress: 1 },
  { reader: "hana", book: "orchidLedger", at: 2, progress: 0.5 },
  { reader: "hana", book: "foxStreet", at: 2, progress: 0.7 },
  { reader: "hana", book: "secondTuesday", at: 4, progress: 0.3, subscribed: true },
  { reader: "lucia", book: "quietTenant", at: 6, progress: 1, bought: true },
  { reader: "lucia", book: "smallKindnesses", at: 5, progress: 1, bought: true },
  { reader: "lucia", book: "lighthouseNotes", at: 3, progress: 1 },
  { reader: "lucia", book: "riverFroze", at: 3, progress: 1 },
  { reader: "lucia", book: "cartographersWife", at: 4, progress: 1, bought: true },
  { reader: "lucia", book: "nightFerry", at: 1, progress: 0.5 },
];

/** The one reported review: Bram advertising his own services under Fox Street. */
const report: { book: CatalogueBookKey; reviewer: CatalogueReaderKey; reporter: CatalogueReaderKey; violation: ReviewViolation; comment: string } = {
  book: "foxStreet",
  reviewer: "bram",
  reporter: "chioma",
  violation: "SOLICITATION",
  comment: "This review advertises the reviewer's own editing services and asks readers to contact them. It says nothing about the book.",
};

/** The author whose e-mails the demo reader stopped: the one whose book they left at its locked chapter. */
const stoppedEmails: { book: CatalogueBookKey } = { book: "quietTenant" };

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const readerOrder: CatalogueReaderKey[] = ["demo", "ada", "bram", "chioma", "dmitri", "hana", "lucia"];

/**
 * The storefront's catalogue: four more authors (with avatars) and a dozen
 * published books across the six genre categories, each with a cover drawn
 * and stored as an upload is; six more readers; everyone's places in their
 * books, whole-book purchases and a subscription; reviews with reactions and
 * a report. Run it inside the demo seed's transaction, after the demo
 * accounts exist.
 */
export async function seedDemoCatalogue(knex: Knex | Knex.Transaction, options: DemoCatalogueOptions): Promise<void> {
  const { images, demoAuthorId, demoReaderId } = options;
  const now = (options.now ?? new Date()).getTime();
  const ago = (days: number) => new Date(now - days * DAY_MS);
  // Nobody signs in as these people: their password is random and forgotten at once.
  const password = await hashPassword(randomBytes(24).toString("hex"));

  const authors = new Map<AuthorKey, { id: number; name: string }>();
  const demoAuthor = await AuthorProfile.query(knex).findById(demoAuthorId).throwIfNotFound();
  authors.set("demo", { id: demoAuthor.id, name: demoAuthor.name ?? "" });
  for (const author of catalogueAuthors) {
    const imgUrl = await storeDemoAvatar(images, { name: author.name, hue: author.hue });
    const user = await User.query(knex).insertGraphAndFetch({
      email: author.email,
      password,
      authorProfile: {
        name: author.name,
        bio: author.bio,
        website: author.website,
        twitter: author.twitter,
        imgUrl,
        hideStatsFromPublic: author.hideStatsFromPublic ?? false,
        subscriptionEnabled: author.subscriptionAmount !== undefined,
        subscriptionAmount: author.subscriptionAmount ?? null,
        appFeePercent: 10,
        // A validated payout account (the offline payment provider learns it at start-up), so their books are on sale.
        stripeId: `acct_demo_${author.key}`,
        paymentConnectionStatus: "VALIDATED",
        stripeConnected: true,
      },
      readerProfile: { name: author.name },
    });
    authors.set(author.key, { id: user.authorProfile!.id, name: author.name });
  }

  const readers = new Map<CatalogueReaderKey, number>([["demo", demoReaderId]]);
  for (const reader of catalogueReaders) {
    const imgUrl = await storeDemoAvatar(images, { name: reader.name, hue: reader.hue });
    const user = await User.query(knex).insertGraphAndFetch({ email: reader.email, password, readerProfile: { name: reader.name, imgUrl }, authorProfile: {} });
    readers.set(reader.key, user.readerProfile!.id);
  }
  const readerId = (key: CatalogueReaderKey) => readers.get(key)!;

  const genres = await Genre.query(knex).whereIn(
    "name",
    bookPlans.map((plan) => plan.genre),
  );
  const books = new Map<CatalogueBookKey, { book: Book; plan: BookPlan; chapters: Chapter[] }>();
  for (const plan of bookPlans) {
    const text = catalogueBookTexts[plan.key];
    const genre = genres.find((g) => g.name === plan.genre);
    if (!genre) throw new Error(`Unknown demo genre ${plan.genre}`);
    const author = authors.get(plan.author)!;
    const publishedAt = ago(plan.publishedDaysAgo);
    const updatedAt = ago(plan.updatedDaysAgo);
    const last = Math.max(text.chapters.length - 1, 1);
    const book = await Book.query(knex).insertGraphAndFetch({
      type: plan.type ?? "STORY",
      title: text.title,
      status: "PUBLISHED",
      description: text.description,
      imgUrl: await storeDemoCover(images, { title: text.title, authorName: author.name, category: genre.category }),
      authorId: author.id,
      genreId: genre.id,
      publicChaptersCount: plan.publicChaptersCount,
      bundlePrice: plan.bundlePrice,
      subscribersOnly: plan.subscribersOnly ?? false,
      isInRecommendations: plan.recommendationWeight !== undefined,
      recommendationWeight: plan.recommendationWeight ?? null,
      readersCount: plan.readersCount,
      viewsCount: plan.viewsCount,
      publishedAt,
      chapters: text.chapters.map((chapter, i) => ({
        ...chapter,
        number: i + 1,
        status: "PUBLISHED" as const,
        publishedAt: new Date(publishedAt.getTime() + ((updatedAt.getTime() - publishedAt.getTime()) * i) / last),
      })),
    });
    books.set(plan.key, { book, plan, chapters: [...book.chapters!].sort((a, b) => a.number - b.number) });
  }
  const bookOf = (key: CatalogueBookKey) => books.get(key)!;

  // Subscriptions: the authors who offer one, with its prices; Hana subscribes to Tomas, Ada to the demo author's series.
  for (const author of catalogueAuthors) {
    if (author.subscriptionAmount !== undefined)
      await seedSubscriptionPrices(knex, { authorId: authors.get(author.key)!.id, seriesId: null, monthly: author.subscriptionAmount });
  }
  await seedSubscription(knex, { readerId: readerId("hana"), authorId: authors.get("tomas")!.id, amount: 500, startedDaysAgo: 60, now, key: "hana_tomas" });
  if (options.demoSeriesId !== undefined) {
    await seedSubscriptionPrices(knex, { authorId: demoAuthorId, seriesId: options.demoSeriesId, monthly: 300 });
    await Series.query(knex).findById(options.demoSeriesId).patch({ subscriptionEnabled: true, seriesOnlySubAmount: 300 });
    await seedSubscription(knex, {
      readerId: readerId("ada"),
      authorId: demoAuthorId,
      seriesId: options.demoSeriesId,
      amount: 300,
      startedDaysAgo: 20,
      now,
      key: "ada_series",
    });
  }

  const reviewsByPlace = new Map<string, ReaderBook>();
  for (const [index, place] of places.entries()) {
    const { book, plan, chapters } = bookOf(place.book);
    if (place.at > plan.publicChaptersCount && !place.bought && !place.subscribed)
      throw new Error(`Demo reader ${place.reader} reads ${place.book} beyond its free chapters without access.`);
    if (place.bought && plan.bundlePrice === null) throw new Error(`Demo book ${place.book} is not sold whole.`);
    const current = place.at > 0 ? chapters[place.at - 1] : undefined;
    let firstReadAt: Date | null = null;
    let lastReadAt: Date | null = null;
    if (current) {
      // Read after the chapter came out: a place earlier than that moves to halfway between it and now.
      const earliest = current.publishedAt!.getTime() + 2 * HOUR_MS;
      const wanted = now - (place.lastDaysAgo ?? ((index * 7) % 19) + 0.5) * DAY_MS;
      const last = Math.min(now, wanted > earliest ? wanted : earliest + (now - earliest) / 2);
      lastReadAt = new Date(last);
      firstReadAt = new Date(book.publishedAt!.getTime() + (last - book.publishedAt!.getTime()) * 0.2);
    }
    const review = catalogueReviews.find((r) => r.book === place.book && r.reader === place.reader);
    if (review && !firstReadAt) throw new Error(`Demo reader ${place.reader} reviews ${place.book} without having opened it.`);
    const readerBook = await ReaderBook.query(knex).insertAndFetch({
      readerId: readerId(place.reader),
      bookId: book.id,
      currentChapterIndex: place.at,
      currentChapterId: current?.id ?? null,
      currentChapterProgress: place.progress,
      chaptersRead: place.at,
      firstReadAt,
      lastReadAt,
      entireBook: place.bought ?? false,
      paidChaptersCount: place.bought ? chapters.length : 0,
      ...(review ? { rating: review.rating, reviewTitle: review.title, reviewMarkup: review.markup, reviewedAt: lastReadAt } : {}),
    });
    if (place.bought) {
      // The purchase came before the reading.
      await seedPaidPurchase(knex, {
        readerId: readerBook.readerId,
        authorId: book.authorId,
        bookId: book.id,
        readerBookId: readerBook.id,
        amount: plan.bundlePrice!,
        at: firstReadAt ?? ago(4),
      });
    }
    if (review) reviewsByPlace.set(`${place.book}:${place.reader}`, readerBook);
    // The funnel: readers who stopped at the last free chapter met the paywall; so did those who then paid.
    const stoppedAtPaywall = place.at >= plan.publicChaptersCount && place.at < chapters.length && place.progress >= 0.95;
    await seedFunnelSteps(knex, {
      readerId: readerBook.readerId,
      bookId: book.id,
      chapterIds: chapters.map((chapter) => chapter.id),
      at: place.at,
      progress: place.progress,
      freeChapters: plan.publicChaptersCount,
      metPaywall: Boolean(place.bought || place.subscribed) || stoppedAtPaywall,
    });
  }

  // Reactions: every review gets votes from most of the other readers, mostly up; the reported one only down.
  for (const [i, review] of catalogueReviews.entries()) {
    const readerBook = reviewsByPlace.get(`${review.book}:${review.reader}`);
    if (!readerBook) throw new Error(`Demo reader ${review.reader} reviews ${review.book} without a place in it.`);
    const isReported = review.book === report.book && review.reader === report.reviewer;
    const reactions = readerOrder
      .map((key, j) => ({ key, j }))
      .filter(({ key, j }) => key !== review.reader && (i + j) % 3 !== 1)
      .map(({ key, j }) => ({ readerId: readerId(key), reviewId: readerBook.id, value: isReported || (i * 5 + j) % 7 === 0 ? -1 : 1 }));
    if (reactions.length > 0) await BookReviewReaction.query(knex).insert(reactions);
    await readerBook.$query(knex).patch({ reviewReactionsSum: reactions.reduce((sum, r) => sum + r.value, 0) });
  }

  for (const [key, { book }] of books) {
    const ratings = catalogueReviews.filter((r) => r.book === key).map((r) => r.rating);
    if (ratings.length > 0) await book.$query(knex).patch({ rating: ratings.reduce((a, b) => a + b, 0) / ratings.length });
  }

  await BookReviewReport.query(knex).insert({
    violation: report.violation,
    comment: report.comment,
    reporterId: readerId(report.reporter),
    reviewId: reviewsByPlace.get(`${report.book}:${report.reviewer}`)!.id,
    dateTime: ago(0.5),
  });

  // Opening or buying a book and subscribing give the reader the author's e-mails (ReaderNotification, as
  // ensureReaderNotification does when it happens); the demo reader has since stopped one author's e-mails,
  // so their e-mail settings show both choices.
  await knex.raw(
    `INSERT INTO reader_notifications (reader_id, author_id, completed_sign_up)
    SELECT DISTINCT rp.id, a.author_id, true
    FROM reader_profiles rp
    JOIN (SELECT rb.reader_id, b.author_id FROM reader_books rb JOIN books b ON b.id = rb.book_id
          UNION SELECT s.reader_id, s.author_id FROM author_subscriptions s
          UNION SELECT s.reader_id, se.author_id FROM series_subscriptions s JOIN series se ON se.id = s.series_id) a ON a.reader_id = rp.id
    JOIN author_profiles ap ON ap.id = a.author_id
    WHERE ap.user_id <> rp.user_id
    ON CONFLICT (reader_id, author_id) DO NOTHING`,
  );
  const stoppedAuthorId = bookOf(stoppedEmails.book).book.authorId;
  if (stoppedAuthorId === demoAuthorId) throw new Error("The demo reader keeps the demo author's e-mails: the newsletters screen shows them delivered.");
  await ReaderNotification.query(knex).where({ readerId: demoReaderId, authorId: stoppedAuthorId }).patch({ getEmails: false });
}

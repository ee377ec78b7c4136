import { hashPassword } from "../src/passwords.ts";
import { centsToMicroCents } from "../src/money.ts";
import type { Knex } from "knex";
import type { GenreCategory } from "../src/enums.ts";
import {
  BalanceTransaction,
  Book,
  CustomDomain,
  Genre,
  Payment,
  ReaderBook,
  ReaderChapterUnlock,
  ReaderNotification,
  ChapterVersion,
  Series,
  StoryBookCharacter,
  StoryBookLore,
  User,
} from "../src/models/index.ts";
import { glassOrchardBooks, harborLightsChapters, lanternRoadChapters } from "./demoProse.ts";
import { seedDemoCatalogue } from "./demoCatalogue.ts";
import { demoImageStoreFromEnv } from "./demoCovers.ts";
import type { DemoImageStore } from "./demoCovers.ts";
import { seedDemoOutline } from "./demoOutline.ts";
import { seedDemoPublishing } from "./demoPublishing.ts";
import { seedDemoSeries } from "./demoSeries.ts";

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

export const demoAccounts: DemoAccount[] = [
  { role: "admin", email: "admin@storyloom.test", password: "storyloom-admin" },
  { role: "author", email: "author@storyloom.test", password: "storyloom-author" },
  { role: "reader", email: "reader@storyloom.test", password: "storyloom-reader" },
];

/** The genres the migration 20261123000100_seed_genres inserts (a copy there); the seed finds its books' genres among them by name. */
export const demoGenres: Record<GenreCategory, string[]> = {
  FICTION: ["Literary Fiction", "Historical Fiction", "Mystery", "Thriller", "Horror"],
  NONFICTION: ["Memoir", "Essays", "History", "Self-Help"],
  FANTASY: ["Epic Fantasy", "Urban Fantasy", "Dark Fantasy", "Fairy Tale Retelling"],
  ROMANCE: ["Contemporary Romance", "Historical Romance", "Romantic Comedy", "Paranormal Romance"],
  SCIENCE_FICTION: ["Space Opera", "Dystopian", "Cyberpunk", "Time Travel"],
  YOUNG_ADULT: ["YA Fantasy", "YA Contemporary", "Coming of Age"],
};

const day = 24 * 60 * 60 * 1000;

function account(role: string): DemoAccount {
  const found = demoAccounts.find((a) => a.role === role);
  if (!found) throw new Error(`No demo account for role ${role}`);
  return found;
}

/**
 * Fills an empty database with demo accounts, genres, books and reading; does
 * nothing when any user exists. Returns the demo accounts either way.
 */
/** The demo series' custom domain. */
export const DEMO_CUSTOM_DOMAIN = "glass-orchard.localhost";

export async function seedDemo(knex: Knex, options: { images?: DemoImageStore } = {}): Promise<{ accounts: DemoAccount[]; created: boolean }> {
  const existing = await knex("users").first("id");
  if (existing) return { accounts: demoAccounts, created: false };
  // The storefront's covers and avatars go where the API reads uploads (FILES_DIR or S3, PUBLIC_URL).
  const images = options.images ?? demoImageStoreFromEnv();

  const [adminHash, authorHash, readerHash] = await Promise.all(
    ["admin", "author", "reader"].map((role) => hashPassword(account(role).password)),
  );

  await knex.transaction(async (trx) => {
    // The genres are reference data a migration inserts (20261123000100_seed_genres): look them up.
    const genres = await Genre.query(trx).whereIn("name", Object.values(demoGenres).flat());
    const genreId = (name: string): number => {
      const genre = genres.find((g) => g.name === name);
      if (!genre) throw new Error(`Unknown demo genre ${name}`);
      return genre.id;
    };

    await User.query(trx).insertGraph({
      email: account("admin").email,
      password: adminHash!,
      permissions: [{ permission: "ADMIN", expiresAt: null }],
      authorProfile: { name: "Storyloom Admin" },
      readerProfile: { name: "Storyloom Admin" },
    });

    const author = await User.query(trx).insertGraphAndFetch({
      email: account("author").email,
      password: authorHash!,
      authorProfile: {
        name: "Elena Marsh",
        bio: "<p>Elena Marsh writes lamp-lit fantasy and quiet scripts about lighthouse towns.</p>",
        website: "https://elenamarsh.example",
        aiTermsAccepted: true,
        appFeePercent: 10,
        theme: "LIGHT",
      },
      readerProfile: { name: "Elena Marsh" },
      balance: { amount: centsToMicroCents(500), aiMonthlyLimit: centsToMicroCents(2000) },
    });
    const authorId = author.authorProfile!.id;
    await BalanceTransaction.query(trx).insert({
      userId: author.id,
      amount: centsToMicroCents(500),
      balanceAmount: centsToMicroCents(500),
      type: "PROMO",
      description: "Welcome credit for the AI tools",
    });

    const reader = await User.query(trx).insertGraphAndFetch({
      email: account("reader").email,
      password: readerHash!,
      readerProfile: { name: "Sam Reed", theme: "GREY", fontSize: 20 },
      authorProfile: {},
    });
    const readerId = reader.readerProfile!.id;

    const now = Date.now();
    const lanternPublishedAt = new Date(now - 30 * day);
    const lanternRoad = await Book.query(trx).insertGraphAndFetch({
      type: "STORY",
      title: "The Lantern Road",
      status: "PUBLISHED",
      description:
        "When the oldest lamp at Hollow Ford goes out, a young lamp-keeper must walk a road of black glass to the place where every light began.",
      authorId,
      genreId: genreId("Epic Fantasy"),
      publicChaptersCount: 2,
      bundle: true,
      bundlePrice: 499,
      rating: 5,
      readersCount: 1,
      viewsCount: 42,
      publishedAt: lanternPublishedAt,
      chapters: lanternRoadChapters.map((chapter, i) => ({
        ...chapter,
        number: i + 1,
        status: "PUBLISHED" as const,
        publishedAt: new Date(lanternPublishedAt.getTime() + i * day),
      })),
      storyBookSettings: { length: "LONG", style: "VIVID", pointOfView: "THIRD_PERSON_LIMITED" },
    });
    const lanternChapters = lanternRoad.chapters!;

    // Chapter 1 has a history: the first draft (named) and an automatic version
    // of a later draft, so the versions screen shows a real diff.
    const opening = lanternChapters[0]!;
    const firstParagraph = /<p>.*?<\/p>/.exec(opening.markup ?? "")?.[0] ?? "";
    const history = [
      { versionName: "First draft", markup: "<p>The lamp went out at midnight. Wren was asleep, and did not see it go.</p>", daysAgo: 40 },
      { versionName: null, markup: firstParagraph, daysAgo: 35 },
    ];
    for (const { versionName, markup, daysAgo } of history) {
      const version = await ChapterVersion.query(trx).insert({ chapterId: opening.id, versionName, markup });
      // Inserts are stamped "now" (BaseModel); the history is older.
      await version.$query(trx).patch({ createdAt: new Date(now - daysAgo * day) });
    }
    await StoryBookCharacter.query(trx).insert([
      { bookId: lanternRoad.id, type: "PROTAGONIST", name: "Wren Alder", overview: "Lamp-keeper of Hollow Ford, stubborn and exact.", orderIndex: 0 },
      { bookId: lanternRoad.id, type: "SUPPORTING", name: "The Rider", overview: "A nameless traveller with a key-shaped scar.", orderIndex: 1 },
    ]);
    await StoryBookLore.query(trx).insert({
      bookId: lanternRoad.id,
      type: "MAGIC",
      name: "The Lamps",
      description: "Every three hundred years the last lamp must be lit again, or the glass road grows.",
      orderIndex: 0,
    });

    await Book.query(trx).insertGraph({
      type: "SCRIPT",
      title: "Harbor Lights",
      status: "DRAFT",
      description: "A lighthouse keeper refuses to let her light go dark, even after it already has.",
      authorId,
      genreId: genreId("Mystery"),
      chapters: harborLightsChapters.map((chapter, i) => ({ ...chapter, number: i + 1, status: "DRAFT" as const })),
    });

    const series = await Series.query(trx).insert({
      title: "The Glass Orchard Chronicles",
      description: "Two books from an orchard where the fruit grows from glass.",
      authorId,
      majorGenreId: genreId("Dark Fantasy"),
    });
    // *.localhost resolves to this machine in browsers, so the series' own site
    // works locally at http://glass-orchard.localhost:8080 with no set-up.
    await CustomDomain.query(trx).insert({
      name: DEMO_CUSTOM_DOMAIN,
      seriesId: series.id,
      certificateStatus: "VALIDATED",
      certStatusUpdatedAt: new Date(now),
    });
    for (const [i, seriesBook] of glassOrchardBooks.entries()) {
      const publishedAt = new Date(now - (20 - i * 10) * day);
      await Book.query(trx).insertGraph({
        type: "STORY",
        title: seriesBook.title,
        description: seriesBook.description,
        status: "PUBLISHED",
        authorId,
        genreId: genreId("Dark Fantasy"),
        seriesId: series.id,
        number: i + 1,
        publicChaptersCount: seriesBook.chapters.length,
        publishedAt,
        chapters: seriesBook.chapters.map((chapter, n) => ({ ...chapter, number: n + 1, status: "PUBLISHED" as const, publishedAt })),
      });
    }

    // The studio's screens with real content: a subseries and planned scenes,
    // an outline from a shipped template, a scheduled chapter and a staged edit.
    await seedDemoSeries(trx, { seriesId: series.id, chapterId: opening.id });
    await seedDemoOutline(trx, { authorId, bookId: lanternRoad.id });
    await seedDemoPublishing(trx, { bookId: lanternRoad.id, now: new Date(now) });

    // The reader bought chapter 3 (the first paid one) and is part-way through it.
    const readerBook = await ReaderBook.query(trx).insert({
      readerId,
      bookId: lanternRoad.id,
      paidChaptersCount: 1,
      chaptersRead: 3,
      // 1-based among the published chapters: the chapter bought after the two free ones.
      currentChapterIndex: 3,
      currentChapterId: lanternChapters[2]!.id,
      currentChapterProgress: 0.4,
      firstReadAt: new Date(now - 6 * day),
      lastReadAt: new Date(now - day),
      rating: 5,
      reviewTitle: "A lantern worth following",
      reviewMarkup:
        "<p>Wren is the most stubborn, likeable heroine I have met in years, and the glass road is genuinely eerie. I bought the next chapter the moment the free ones ran out.</p>",
      reviewedAt: new Date(now - day),
    });
    await ReaderChapterUnlock.query(trx).insert({ readerBookId: readerBook.id, chapterId: lanternChapters[2]!.id });
    await Payment.query(trx).insert({ toAuthorId: authorId, readerId, readerBookId: readerBook.id, amount: 99, appFeePercent: 10 });
    await ReaderNotification.query(trx).insert({ readerId, authorId, getEmails: true, completedSignUp: true });
    await seedDemoCatalogue(trx, { images, demoAuthorId: authorId, demoReaderId: readerId, now: new Date(now) });
  });

  return { accounts: demoAccounts, created: true };
}

import { hashPassword } from "@storyloom/db/passwords";
import { centsToMicroCents } from "@storyloom/db/money";
import type { Knex } from "@storyloom/db";
import type { GenreCategory } from "@storyloom/db/enums";
import {
  Assistant,
  AssistantMessage,
  AuthorAiUsage,
  UserBalance,
  BalanceTransaction,
  Book,
  CustomDomain,
  Genre,
  ReaderBook,
  ReaderChapterUnlock,
  ReaderNotification,
  ChapterVersion,
  Series,
  StoryBookCharacter,
  StoryBookLore,
  User,
} from "@storyloom/db/models";
import { glassOrchardBooks, harborLightsChapters, lanternRoadChapters } from "./demoProse.ts";
import { seedDemoCatalogue } from "./demoCatalogue.ts";
import { seedFunnelSteps, seedPaidPurchase } from "./demoPayments.ts";
import { demoImageStoreFromEnv } from "./demoCovers.ts";
import type { DemoImageStore } from "./demoCovers.ts";
import { seedDemoModeration } from "./demoModeration.ts";
import { seedDemoNewsletters } from "./demoNewsletters.ts";
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

/**
 * A fortnight of the demo author's AI use, so the AI page has a history to show:
 * each run an AI_USAGE transaction and a usage row of the same cost, priced as
 * domain/src/services/aiBalance/aiPrices.ts prices them (micro-cents per token:
 * GPT-4.1 mini 40 in / 160 out, Claude Haiku 4.5 100 in / 500 out), the balance
 * and this month's usage lowered by the same amounts.
 */
async function seedAiHistory(trx: Knex.Transaction, who: { userId: number; authorId: number; credit: number }): Promise<void> {
  const runs = [
    { daysAgo: 12, tool: "GENERATE_CHARACTER", service: "OPEN_AI", model: "gpt-4.1-mini", label: "GPT-4.1 mini", inputTokens: 1840, outputTokens: 620 },
    { daysAgo: 9, tool: "SHORTEN", service: "OPEN_AI", model: "gpt-4.1-mini", label: "GPT-4.1 mini", inputTokens: 2310, outputTokens: 410 },
    { daysAgo: 7, tool: "LENGTHEN", service: "ANTHROPIC", model: "claude-haiku-4-5", label: "Claude Haiku 4.5", inputTokens: 2050, outputTokens: 880 },
    { daysAgo: 5, tool: "FREE_FORM", service: "OPEN_AI", model: "gpt-4.1-mini", label: "GPT-4.1 mini", inputTokens: 2620, outputTokens: 540 },
    { daysAgo: 3, tool: "HEIGHTEN", service: "ANTHROPIC", model: "claude-haiku-4-5", label: "Claude Haiku 4.5", inputTokens: 1990, outputTokens: 720 },
    { daysAgo: 1, tool: "SHORTEN", service: "OPEN_AI", model: "gpt-4.1-mini", label: "GPT-4.1 mini", inputTokens: 2480, outputTokens: 390 },
  ] as const;
  const perToken = { "gpt-4.1-mini": { input: 40, output: 160 }, "claude-haiku-4-5": { input: 100, output: 500 } };
  const now = Date.now();
  const thisMonth = `${new Date(now).toISOString().slice(0, 7)}-01`;
  let balance = who.credit;
  let usedThisMonth = 0;
  for (const run of runs) {
    const at = new Date(now - run.daysAgo * 24 * 60 * 60 * 1000);
    const cost = run.inputTokens * perToken[run.model].input + run.outputTokens * perToken[run.model].output;
    balance -= cost;
    if (at.toISOString().slice(0, 7) === thisMonth.slice(0, 7)) usedThisMonth += cost;
    const transaction = await BalanceTransaction.query(trx).insert({
      userId: who.userId,
      amount: cost,
      balanceAmount: balance,
      isWithdrawal: true,
      type: "AI_USAGE",
      description: `${run.label}: ${run.inputTokens} input and ${run.outputTokens} output tokens (${run.tool})`,
    });
    await transaction.$query(trx).patch({ createdAt: at, updatedAt: at });
    const usage = await AuthorAiUsage.query(trx).insert({
      service: run.service,
      model: run.model,
      tool: run.tool,
      inputTokens: run.inputTokens,
      outputTokens: run.outputTokens,
      authorId: who.authorId,
      balanceTransactionId: transaction.id,
      cost,
    });
    await usage.$query(trx).patch({ createdAt: at, updatedAt: at });
  }
  await UserBalance.query(trx).patch({ amount: balance, aiMonthlyUsage: usedThisMonth, aiMonthlyUsageMonth: thisMonth }).where({ userId: who.userId });
}

export async function seedDemo(knex: Knex, options: { images?: DemoImageStore } = {}): Promise<{ accounts: DemoAccount[]; created: boolean }> {
  const existing = await knex("users").first("id");
  if (existing) return { accounts: demoAccounts, created: false };
  // The storefront's covers and avatars go where the API reads uploads (FILES_DIR or S3, PUBLIC_URL).
  const images = options.images ?? demoImageStoreFromEnv();

  const [adminHash, authorHash, readerHash] = await Promise.all(["admin", "author", "reader"].map((role) => hashPassword(account(role).password)));

  await knex.transaction(async (trx) => {
    // The genres are reference data a migration inserts (20261123000100_seed_genres): look them up.
    const genres = await Genre.query(trx).whereIn("name", Object.values(demoGenres).flat());
    const genreId = (name: string): number => {
      const genre = genres.find((g) => g.name === name);
      if (!genre) throw new Error(`Unknown demo genre ${name}`);
      return genre.id;
    };

    const admin = await User.query(trx).insertGraphAndFetch({
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
        // A validated payout account (the offline payment provider learns it at start-up): the demo books are on sale.
        stripeId: "acct_demo_author",
        paymentConnectionStatus: "VALIDATED",
        stripeConnected: true,
      },
      readerProfile: { name: "Elena Marsh" },
      balance: { amount: centsToMicroCents(500), aiMonthlyLimit: centsToMicroCents(2000) },
    });
    const authorId = author.authorProfile!.id;
    const welcome = await BalanceTransaction.query(trx).insert({
      userId: author.id,
      amount: centsToMicroCents(500),
      balanceAmount: centsToMicroCents(500),
      type: "PROMO",
      description: "Welcome credit for the AI tools",
    });
    const welcomedAt = new Date(Date.now() - 14 * day);
    await welcome.$query(trx).patch({ createdAt: welcomedAt, updatedAt: welcomedAt });
    await seedAiHistory(trx, { userId: author.id, authorId: author.authorProfile!.id, credit: centsToMicroCents(500) });

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
      description: "When the oldest lamp at Hollow Ford goes out, a young lamp-keeper must walk a road of black glass to the place where every light began.",
      authorId,
      genreId: genreId("Epic Fantasy"),
      publicChaptersCount: 2,
      chapterPrice: 99,
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
      ownershipVerifiedAt: new Date(now),
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
    await seedPaidPurchase(trx, {
      readerId,
      authorId,
      bookId: lanternRoad.id,
      readerBookId: readerBook.id,
      amount: 99,
      chapterIds: [lanternChapters[2]!.id],
      at: new Date(now - 6 * day),
    });
    // The book's assistant, with one question answered from chapter 1 (its passages are indexed at the first question or sync).
    const assistant = await Assistant.query(trx).insertAndFetch({
      authorId,
      bookId: lanternRoad.id,
      name: "Book assistant",
      service: "OPEN_AI",
      model: "gpt-4.1-mini",
    });
    const openingText = (opening.markup ?? "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    await AssistantMessage.query(trx).insert([
      { assistantId: assistant.id, role: "USER", content: "Who is Wren, and what does she do?", citations: [] },
      {
        assistantId: assistant.id,
        role: "ASSISTANT",
        content:
          "Wren Alder keeps the lamps along Hollow Ford: she has trimmed every one of them since she was nine, and knows their tempers as other girls know their sisters' moods (Chapter 1).",
        citations: [
          { chapterId: opening.id, chapterNumber: 1, chapterTitle: opening.title, firstParagraph: 1, excerpt: `${openingText.slice(0, 280).trimEnd()}…` },
        ],
      },
    ]);
    // The demo reader met the paywall at chapter 3, bought it and is reading it.
    await seedFunnelSteps(trx, {
      readerId,
      bookId: lanternRoad.id,
      chapterIds: lanternChapters.map((chapter) => chapter.id),
      at: 3,
      progress: 0.4,
      freeChapters: 2,
      metPaywall: true,
    });
    await ReaderNotification.query(trx).insert({ readerId, authorId, getEmails: true, completedSignUp: true });
    await seedDemoNewsletters(trx, { authorId, readerIds: [readerId], now: new Date(now) });
    await seedDemoCatalogue(trx, { images, demoAuthorId: authorId, demoReaderId: readerId, now: new Date(now), demoSeriesId: series.id });
    await seedDemoModeration(trx, { adminUserId: admin.id, now: new Date(now) });
  });

  return { accounts: demoAccounts, created: true };
}

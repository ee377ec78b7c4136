import { randomBytes } from "node:crypto";
import type { CertificateStatus, Knex } from "@storyloom/db";
import { AuthorProfile, Book, Chapter, ChapterVersion, CustomDomain, ReaderProfile, Series, User, UserPermissions } from "@storyloom/db/models";
import { StoryBookCharacter, StoryBookScene, Subseries } from "@storyloom/db/models";
import { StoryBookIdea, StoryBookLore } from "@storyloom/db/models";
import { OutlineTemplate, StoryBookBeat } from "@storyloom/db/models";
import { AIPlotTemplate } from "@storyloom/db/models";
import { StoryTool, StoryToolStep } from "@storyloom/db/models";
import { AuthorSubscription, ReaderBook, ReaderChapterUnlock, SeriesSubscription } from "@storyloom/db/models";
// The API's own hashing, so factory users sign in through the real endpoints.
import { hashPassword } from "@storyloom/db/passwords";

let sequence = 0;

/** A value no other factory call in this process (or a parallel one) produces. */
export function uniqueSuffix(): string {
  sequence += 1;
  return `${process.pid}-${sequence}-${randomBytes(3).toString("hex")}`;
}

// argon2 costs tens of milliseconds per hash; a password reused across
// factory users is hashed once per process.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export const DEFAULT_PASSWORD = "correct horse battery";

export interface CreateUserOptions {
  email?: string;
  password?: string;
  status?: "ACTIVE" | "SUSPENDED";
  /** true: an ADMIN permission that never expires; { expiresAt }: one that expires then (a past date: an expired admin). */
  admin?: boolean | { expiresAt: Date };
  name?: string;
  /** Theme of the reader profile (default LIGHT). */
  theme?: "LIGHT" | "GREY" | "DARK";
}

export interface CreatedUser {
  user: User;
  password: string;
  authorProfile: AuthorProfile;
  readerProfile: ReaderProfile;
}

/** A user as sign-up makes one: User + ReaderProfile + AuthorProfile, optionally an ADMIN permission. */
export async function createUser(knex: Knex, options: CreateUserOptions = {}): Promise<CreatedUser> {
  const suffix = uniqueSuffix();
  const password = options.password ?? DEFAULT_PASSWORD;
  const name = options.name ?? `User ${suffix}`.slice(0, 40);
  const user = await User.query(knex).insertAndFetch({
    email: options.email ?? `user-${suffix}@example.test`,
    password: await cachedHash(password),
    status: options.status ?? "ACTIVE",
  });
  const readerProfile = await ReaderProfile.query(knex).insertAndFetch({ userId: user.id, name, theme: options.theme ?? "LIGHT" });
  const authorProfile = await AuthorProfile.query(knex).insertAndFetch({ userId: user.id, name });
  if (options.admin) {
    await UserPermissions.query(knex).insert({
      userId: user.id,
      permission: "ADMIN",
      expiresAt: options.admin === true ? null : options.admin.expiresAt,
    });
  }
  return { user, password, authorProfile, readerProfile };
}

/** A draft book; creates its author when none is given. */
export async function createBook(knex: Knex, options: { authorId?: number; title?: string } = {}): Promise<Book> {
  const authorId = options.authorId ?? (await createUser(knex)).authorProfile.id;
  return Book.query(knex).insertAndFetch({ authorId, title: options.title ?? `Book ${uniqueSuffix()}` });
}

/** A chapter after the book's last one (DRAFT unless told); creates its book when none is given. */
export async function createChapter(
  knex: Knex,
  options: { bookId?: number; title?: string; markup?: string | null; status?: Chapter["status"] } = {},
): Promise<Chapter> {
  const bookId = options.bookId ?? (await createBook(knex)).id;
  const last = await Chapter.query(knex).where({ bookId }).select("number").orderBy("number", "desc").first();
  return Chapter.query(knex).insertAndFetch({
    bookId,
    number: (last?.number ?? 0) + 1,
    title: options.title ?? `Chapter ${uniqueSuffix()}`,
    markup: options.markup === undefined ? "<p>Once upon a time.</p>" : options.markup,
    status: options.status ?? "DRAFT",
    ...(options.status === "PUBLISHED" ? { publishedAt: new Date() } : {}),
  });
}

/** A saved version of a chapter; creates the chapter when none is given. */
export async function createChapterVersion(
  knex: Knex,
  options: { chapterId?: number; markup?: string; versionName?: string | null; createdAt?: Date } = {},
): Promise<ChapterVersion> {
  const chapterId = options.chapterId ?? (await createChapter(knex)).id;
  const version = await ChapterVersion.query(knex).insertAndFetch({
    chapterId,
    markup: options.markup ?? "<p>An earlier text.</p>",
    versionName: options.versionName === undefined ? "Draft one" : options.versionName,
    snapshotVersion: 1,
  });
  if (!options.createdAt) return version;
  // $beforeInsert stamps the current time; an older version is dated afterwards.
  return version.$query(knex).patchAndFetch({ createdAt: options.createdAt });
}

/** A series; creates its author when none is given. */
export async function createSeries(knex: Knex, options: { authorId?: number; title?: string } = {}): Promise<Series> {
  const authorId = options.authorId ?? (await createUser(knex)).authorProfile.id;
  return Series.query(knex).insertAndFetch({ authorId, title: options.title ?? `Series ${uniqueSuffix()}` });
}

/**
 * A custom domain for a book (created when neither bookId nor seriesId is given) or a series: live by default
 * (ownership verified, VALIDATED); `pending: true` makes a claim whose ownership is not proved yet (VALIDATION_PENDING).
 */
export async function createCustomDomain(
  knex: Knex,
  options: {
    name?: string;
    bookId?: number;
    seriesId?: number;
    isDeleted?: boolean;
    certificateStatus?: CertificateStatus | null;
    pending?: boolean;
    ownershipToken?: string;
  } = {},
): Promise<CustomDomain> {
  const target = options.seriesId !== undefined ? { seriesId: options.seriesId } : { bookId: options.bookId ?? (await createBook(knex)).id };
  return CustomDomain.query(knex).insertAndFetch({
    name: options.name ?? `book-${uniqueSuffix()}.example.test`,
    isDeleted: options.isDeleted ?? false,
    certificateStatus: options.certificateStatus === undefined ? (options.pending ? "VALIDATION_PENDING" : "VALIDATED") : options.certificateStatus,
    ownershipVerifiedAt: options.pending ? null : new Date(),
    ...(options.ownershipToken === undefined ? {} : { ownershipToken: options.ownershipToken }),
    ...target,
  });
}

/** A book placed in a series at `number` (after its last book unless told), optionally in a subseries. */
export async function createSeriesBook(
  knex: Knex,
  options: { seriesId: number; title?: string; number?: number; subseriesId?: number; numberInSubseries?: number },
): Promise<Book> {
  const series = await Series.query(knex).findById(options.seriesId).throwIfNotFound();
  const last = await Book.query(knex).where({ seriesId: series.id }).max("number as max").first();
  const max = (last as unknown as { max: number | null } | undefined)?.max ?? 0;
  return Book.query(knex).insertAndFetch({
    authorId: series.authorId,
    title: options.title ?? `Book ${uniqueSuffix()}`,
    seriesId: series.id,
    number: options.number ?? max + 1,
    subseriesId: options.subseriesId ?? null,
    numberInSubseries: options.numberInSubseries ?? null,
  });
}

/** A subseries of a series (numbered after its last one unless told). */
export async function createSubseries(knex: Knex, options: { seriesId: number; title?: string; route?: string; number?: number }): Promise<Subseries> {
  const count = await Subseries.query(knex).where({ seriesId: options.seriesId }).resultSize();
  const suffix = uniqueSuffix();
  return Subseries.query(knex).insertAndFetch({
    seriesId: options.seriesId,
    title: options.title ?? `Part ${suffix}`,
    route: options.route ?? `part-${suffix.toLowerCase().replace(/[^a-z0-9]/g, "")}`,
    number: options.number ?? count + 1,
  });
}

/** A character of a book. */
export async function createCharacter(knex: Knex, options: { bookId: number; name?: string }): Promise<StoryBookCharacter> {
  return StoryBookCharacter.query(knex).insertAndFetch({ bookId: options.bookId, name: options.name ?? `Character ${uniqueSuffix()}` });
}

/** A lore entry of a book, after its last one. */
export async function createLore(knex: Knex, options: { bookId: number; name?: string; type?: StoryBookLore["type"] }): Promise<StoryBookLore> {
  const count = await StoryBookLore.query(knex).where({ bookId: options.bookId }).resultSize();
  return StoryBookLore.query(knex).insertAndFetch({
    bookId: options.bookId,
    name: options.name ?? `Lore ${uniqueSuffix()}`,
    type: options.type ?? null,
    orderIndex: count,
  });
}

/** A story idea of a book, as the AI idea tools keep one (no genre unless told). */
export async function createStoryBookIdea(knex: Knex, options: { bookId: number; idea?: string; genreId?: number | null }): Promise<StoryBookIdea> {
  return StoryBookIdea.query(knex).insertAndFetch({
    bookId: options.bookId,
    idea: options.idea ?? `Idea ${uniqueSuffix()}`,
    genreId: options.genreId ?? null,
  });
}

/** A scene of a chapter, after its last one; creates the chapter when none is given. */
export async function createScene(knex: Knex, options: { chapterId?: number; goal?: string; type?: StoryBookScene["type"] } = {}): Promise<StoryBookScene> {
  const chapter = options.chapterId !== undefined ? await Chapter.query(knex).findById(options.chapterId).throwIfNotFound() : await createChapter(knex);
  const count = await StoryBookScene.query(knex).where({ chapterId: chapter.id }).resultSize();
  return StoryBookScene.query(knex).insertAndFetch({
    bookId: chapter.bookId,
    chapterId: chapter.id,
    goal: options.goal ?? `Goal ${uniqueSuffix()}`,
    type: options.type ?? "ACTION",
    orderIndex: count,
  });
}

/** A beat of a book's outline, after its last one (act 1 unless told). */
export async function createBeat(
  knex: Knex,
  options: { bookId: number; name?: string; act?: number | null; purpose?: string | null; description?: string | null },
): Promise<StoryBookBeat> {
  const count = await StoryBookBeat.query(knex).where({ bookId: options.bookId }).resultSize();
  return StoryBookBeat.query(knex).insertAndFetch({
    bookId: options.bookId,
    name: options.name ?? `Beat ${uniqueSuffix()}`,
    purpose: options.purpose ?? null,
    description: options.description ?? null,
    act: options.act === undefined ? 1 : options.act,
    orderIndex: count,
  });
}

/** An author's own outline template (a global one with `isGlobal`); creates the author when neither is given. */
export async function createOutlineTemplate(
  knex: Knex,
  options: {
    authorId?: number;
    isGlobal?: boolean;
    name?: string;
    beats?: { name: string; purpose?: string | null; description?: string | null; act: number | null }[];
  } = {},
): Promise<OutlineTemplate> {
  const isGlobal = options.isGlobal ?? false;
  const authorId = isGlobal ? null : (options.authorId ?? (await createUser(knex)).authorProfile.id);
  return OutlineTemplate.query(knex).insertAndFetch({
    name: options.name ?? `Template ${uniqueSuffix()}`,
    description: null,
    beats: options.beats ?? [
      { name: "Opening", purpose: "Start.", description: null, act: 1 },
      { name: "Middle", purpose: "Turn.", description: null, act: 2 },
      { name: "Ending", purpose: "Finish.", description: null, act: 3 },
    ],
    isGlobal,
    isDefault: false,
    authorId,
  });
}

/** A story tool (an author's own unless global; creates its author when none is given), with further steps when told. */
export async function createStoryTool(
  knex: Knex,
  options: {
    authorId?: number;
    isGlobal?: boolean;
    name?: string;
    type?: StoryTool["type"];
    storyType?: StoryTool["storyType"];
    instructions?: string;
    steps?: { instructions: string; model?: string | null }[];
  } = {},
): Promise<StoryTool> {
  const isGlobal = options.isGlobal ?? false;
  const authorId = isGlobal ? null : (options.authorId ?? (await createUser(knex)).authorProfile.id);
  const tool = await StoryTool.query(knex).insertAndFetch({
    name: options.name ?? `Tool ${uniqueSuffix()}`.slice(0, 60),
    type: options.type ?? "EDIT",
    storyType: options.storyType ?? "ALL",
    defaultModel: "gpt-4.1-mini",
    instructions: options.instructions ?? "Tighten this: {{selection}}",
    isGlobal,
    authorId,
  });
  const steps = options.steps ?? [];
  tool.steps =
    steps.length === 0
      ? []
      : await StoryToolStep.query(knex).insert(
          steps.map((step, orderIndex) => ({ storyToolId: tool.id, instructions: step.instructions, model: step.model ?? null, orderIndex })),
        );
  return tool;
}

/**
 * A book that passes checkPublishable (a description, a genre, a chapter with
 * text), DRAFT unless told; creates its author when none is given.
 */
export async function createPublishableBook(knex: Knex, options: { authorId?: number; status?: Book["status"] } = {}): Promise<Book> {
  const authorId = options.authorId ?? (await createUser(knex)).authorProfile.id;
  const genre = await knex("genres").select("id").orderBy("id").first<{ id: number } | undefined>();
  const status = options.status ?? "DRAFT";
  const book = await Book.query(knex).insertAndFetch({
    authorId,
    title: `Book ${uniqueSuffix()}`,
    description: "A lighthouse keeper finds a letter in a bottle.",
    genreId: genre?.id ?? null,
    status,
    ...(status === "PUBLISHED" ? { publishedAt: new Date() } : {}),
  });
  await createChapter(knex, { bookId: book.id, markup: "<p>The lamp was lit at dusk.</p>" });
  return book;
}

/**
 * A public book (PUBLISHED, with a genre) of `chapters` published chapters,
 * the first `publicChaptersCount` of them free; creates its author when none
 * is given. Chapter i's markup is `<p>Text of chapter i.</p>`. Its chapters
 * are priced at 99 cents unless told (`chapterPrice: null`): a book that
 * charges nothing is free to read in full, so the others would not be locked.
 * Readers see the price only once the author can sell (`makeSeller`).
 */
export async function createPublishedBook(
  knex: Knex,
  options: {
    authorId?: number;
    seriesId?: number;
    chapters?: number;
    publicChaptersCount?: number;
    subscribersOnly?: boolean;
    chapterPrice?: number | null;
    bundlePrice?: number | null;
    title?: string;
  } = {},
): Promise<{ book: Book; chapters: Chapter[] }> {
  const authorId = options.authorId ?? (await createUser(knex)).authorProfile.id;
  const genre = await knex("genres").select("id").orderBy("id").first<{ id: number } | undefined>();
  const bundlePrice = options.bundlePrice ?? null;
  const book = await Book.query(knex).insertAndFetch({
    authorId,
    title: options.title ?? `Book ${uniqueSuffix()}`,
    description: "<p>A lighthouse keeper finds a letter in a bottle.</p>",
    genreId: genre?.id ?? null,
    status: "PUBLISHED",
    publishedAt: new Date(),
    seriesId: options.seriesId ?? null,
    publicChaptersCount: options.publicChaptersCount ?? 0,
    subscribersOnly: options.subscribersOnly ?? false,
    chapterPrice: options.chapterPrice === undefined ? 99 : options.chapterPrice,
    bundle: bundlePrice !== null,
    bundlePrice,
  });
  const chapters: Chapter[] = [];
  for (let index = 1; index <= (options.chapters ?? 0); index += 1) {
    chapters.push(
      await createChapter(knex, { bookId: book.id, title: `Chapter title ${index}`, markup: `<p>Text of chapter ${index}.</p>`, status: "PUBLISHED" }),
    );
  }
  return { book, chapters };
}

/** The ReaderBook of a reader and a book (made once; `entireBook` marks the whole book bought). */
export async function createReaderBook(knex: Knex, options: { readerId: number; bookId: number; entireBook?: boolean }): Promise<ReaderBook> {
  const existing = await ReaderBook.query(knex).findOne({ readerId: options.readerId, bookId: options.bookId });
  if (existing) return options.entireBook === undefined ? existing : existing.$query(knex).patchAndFetch({ entireBook: options.entireBook });
  return ReaderBook.query(knex).insertAndFetch({ readerId: options.readerId, bookId: options.bookId, entireBook: options.entireBook ?? false });
}

/** Records chapters bought one by one by a reader (creating the ReaderBook when missing). */
export async function unlockChapters(knex: Knex, options: { readerId: number; bookId: number; chapterIds: number[] }): Promise<ReaderChapterUnlock[]> {
  const readerBook = await createReaderBook(knex, { readerId: options.readerId, bookId: options.bookId });
  const unlocks: ReaderChapterUnlock[] = [];
  for (const chapterId of options.chapterIds) unlocks.push(await ReaderChapterUnlock.query(knex).insertAndFetch({ readerBookId: readerBook.id, chapterId }));
  return unlocks;
}

/** Paid until: 30 days on for a running subscription, yesterday for one that ended (isActive false), unless told. */
function paidUntilOf(options: { isActive?: boolean; currentPeriodEnd?: Date | null }): Date | null {
  if (options.currentPeriodEnd !== undefined) return options.currentPeriodEnd;
  return new Date(Date.now() + (options.isActive === false ? -1 : 30) * 86_400_000);
}

/** A reader's subscription to an author (running and paid for 30 days unless told). */
export async function createAuthorSubscription(
  knex: Knex,
  options: { readerId: number; authorId: number; isActive?: boolean; currentPeriodEnd?: Date | null },
): Promise<AuthorSubscription> {
  return AuthorSubscription.query(knex).insertAndFetch({
    readerId: options.readerId,
    authorId: options.authorId,
    amount: 500,
    interval: "month",
    isActive: options.isActive ?? true,
    status: options.isActive === false ? "canceled" : "active",
    currentPeriodEnd: paidUntilOf(options),
    startedAt: new Date(),
  });
}

/** A reader's subscription to a series (running and paid for 30 days unless told). */
export async function createSeriesSubscription(
  knex: Knex,
  options: { readerId: number; seriesId: number; isActive?: boolean; currentPeriodEnd?: Date | null },
): Promise<SeriesSubscription> {
  return SeriesSubscription.query(knex).insertAndFetch({
    readerId: options.readerId,
    seriesId: options.seriesId,
    amount: 300,
    interval: "month",
    isActive: options.isActive ?? true,
    status: options.isActive === false ? "canceled" : "active",
    currentPeriodEnd: paidUntilOf(options),
    startedAt: new Date(),
  });
}

/** The ReaderBook of a reader who opened the book (firstReadAt and lastReadAt set), made or updated. */
export async function openBook(knex: Knex, options: { readerId: number; bookId: number; readAt?: Date }): Promise<ReaderBook> {
  const readerBook = await createReaderBook(knex, { readerId: options.readerId, bookId: options.bookId });
  const readAt = options.readAt ?? new Date();
  return readerBook.$query(knex).patchAndFetch({ firstReadAt: readerBook.firstReadAt ?? readAt, lastReadAt: readAt });
}

/**
 * A review of a book (on the reader's ReaderBook), by a new reader unless
 * one is given; books.rating is kept the mean of the book's ratings as the
 * API keeps it.
 */
export async function createReview(
  knex: Knex,
  options: {
    bookId: number;
    readerId?: number;
    rating?: number;
    title?: string | null;
    markup?: string | null;
    reviewedAt?: Date;
    reviewReactionsSum?: number;
  },
): Promise<ReaderBook> {
  const readerId = options.readerId ?? (await createUser(knex)).readerProfile.id;
  const readerBook = await openBook(knex, { readerId, bookId: options.bookId });
  const review = await readerBook.$query(knex).patchAndFetch({
    rating: options.rating ?? 4,
    reviewTitle: options.title === undefined ? "A fine read" : options.title,
    reviewMarkup: options.markup === undefined ? "<p>Kept me up all night.</p>" : options.markup,
    reviewedAt: options.reviewedAt ?? new Date(),
    reviewReactionsSum: options.reviewReactionsSum ?? 0,
  });
  await knex("books")
    .where({ id: options.bookId })
    .update({ rating: knex("readerBooks").avg("rating").where({ bookId: options.bookId }).whereNotNull("reviewedAt") });
  return review;
}

/**
 * An author's own copy of the global AI plot template of `type` (IDEA unless
 * told), as an edit of it makes one; creates the author when none is given.
 * One copy per author and global template: make it for an author without one.
 */
export async function createAiPlotTemplateCopy(
  knex: Knex,
  options: {
    authorId?: number;
    type?: AIPlotTemplate["type"];
    name?: string;
    instructions?: string;
    variables?: string[];
    advancedSettings?: Record<string, unknown>;
  } = {},
): Promise<AIPlotTemplate> {
  const type = options.type ?? "IDEA";
  const global = await AIPlotTemplate.query(knex).where({ type }).whereNull("authorId").orderBy("id").first().throwIfNotFound();
  return AIPlotTemplate.query(knex).insertAndFetch({
    type,
    name: options.name ?? `${global.name} ${uniqueSuffix()}`,
    instructions: options.instructions ?? global.instructions,
    variables: options.variables ?? global.variables,
    advancedSettings: options.advancedSettings ?? global.advancedSettings,
    authorId: options.authorId ?? (await createUser(knex)).authorProfile.id,
    globalTemplateId: global.id,
  });
}

/**
 * Gives the author a validated payout account, so their paid options are on
 * sale (domain/src/services/payments/README.md); the account id is the one
 * given (an account of the fake provider) or a made-up one.
 */
export async function makeSeller(knex: Knex, authorId: number, stripeId = `acct_test_${authorId}_${uniqueSuffix()}`): Promise<void> {
  await AuthorProfile.query(knex).findById(authorId).patch({ stripeId, paymentConnectionStatus: "VALIDATED", stripeConnected: true });
}

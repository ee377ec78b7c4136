import { randomBytes } from "node:crypto";
import type { Knex } from "@storyloom/db";
import { AuthorProfile, Book, Chapter, ChapterVersion, CustomDomain, ReaderProfile, Series, User, UserPermissions } from "@storyloom/db/models";
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

/** A custom domain for a book (created when neither bookId nor seriesId is given) or a series. */
export async function createCustomDomain(
  knex: Knex,
  options: { name?: string; bookId?: number; seriesId?: number; isDeleted?: boolean } = {},
): Promise<CustomDomain> {
  const target =
    options.seriesId !== undefined
      ? { seriesId: options.seriesId }
      : { bookId: options.bookId ?? (await createBook(knex)).id };
  return CustomDomain.query(knex).insertAndFetch({
    name: options.name ?? `book-${uniqueSuffix()}.example.test`,
    isDeleted: options.isDeleted ?? false,
    ...target,
  });
}

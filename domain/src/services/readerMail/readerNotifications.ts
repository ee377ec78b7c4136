/**
 * A reader's choice of e-mail per author (ReaderNotification.getEmails): by
 * the unsubscribe link's token (no sign-in: the token is the permission) or
 * by the signed-in reader on their e-mail settings page.
 */
import type { Knex } from "@storyloom/db";
import { NotFoundError } from "../../errors.ts";
import { UNSUBSCRIBE_TOKEN } from "./unsubscribeLinks.ts";

export const LINK_NOT_FOUND = "This unsubscribe link is not valid. Open the newest e-mail's link, or manage your e-mails from your account.";
export const AUTHOR_NOT_FOUND = "You get no e-mails from this author.";

/** One author's e-mails, as the reader sees the choice. */
export interface AuthorEmailChoice {
  authorId: number;
  authorName: string | null;
  getEmails: boolean;
  updatedAt: Date;
}

const choiceColumns = ["readerNotifications.authorId", "authorProfiles.name as authorName", "readerNotifications.getEmails", "readerNotifications.updatedAt"];

function byToken(db: Knex | Knex.Transaction, token: string) {
  return db("readerNotifications")
    .join("authorProfiles", "authorProfiles.id", "readerNotifications.authorId")
    .where("readerNotifications.unsubscribeToken", token);
}

/** The choice a link's token names; NotFoundError for a token that names none (or is not one). */
export async function findChoiceByToken(db: Knex | Knex.Transaction, token: string): Promise<AuthorEmailChoice> {
  const normal = token.toLowerCase();
  if (!UNSUBSCRIBE_TOKEN.test(normal)) throw new NotFoundError(LINK_NOT_FOUND);
  const row: AuthorEmailChoice | undefined = await byToken(db, normal).first(choiceColumns);
  if (!row) throw new NotFoundError(LINK_NOT_FOUND);
  return row;
}

/** Sets the choice a link's token names (unsubscribe, or subscribe again). */
export async function setChoiceByToken(db: Knex | Knex.Transaction, token: string, getEmails: boolean): Promise<AuthorEmailChoice> {
  const choice = await findChoiceByToken(db, token);
  await db("readerNotifications").where({ unsubscribeToken: token.toLowerCase() }).update({ getEmails, updatedAt: db.fn.now() });
  return { ...choice, getEmails };
}

/** Every author the reader has an e-mail choice for, by author name; paged. */
export async function listReaderChoices(input: {
  db: Knex | Knex.Transaction;
  readerId: number;
  page: number;
  pageSize: number;
}): Promise<{ items: AuthorEmailChoice[]; total: number }> {
  const { db, readerId } = input;
  const base = db("readerNotifications")
    .join("authorProfiles", "authorProfiles.id", "readerNotifications.authorId")
    .where("readerNotifications.readerId", readerId);
  const [items, counted] = await Promise.all([
    base
      .clone()
      .orderByRaw("lower(coalesce(author_profiles.name, '')), reader_notifications.author_id")
      .offset((input.page - 1) * input.pageSize)
      .limit(input.pageSize)
      .select<AuthorEmailChoice[]>(choiceColumns),
    base.clone().count<{ count: string }>("* as count").first(),
  ]);
  return { items, total: Number(counted?.count ?? 0) };
}

/** The signed-in reader's choice for one author; NotFoundError when they have none (no e-mail from that author ever reached them). */
export async function setReaderChoice(input: {
  db: Knex | Knex.Transaction;
  readerId: number;
  authorId: number;
  getEmails: boolean;
}): Promise<AuthorEmailChoice> {
  const { db, readerId, authorId } = input;
  const updated = await db("readerNotifications").where({ readerId, authorId }).update({ getEmails: input.getEmails, updatedAt: db.fn.now() }).returning("id");
  if (updated.length === 0) throw new NotFoundError(AUTHOR_NOT_FOUND);
  const row: AuthorEmailChoice | undefined = await db("readerNotifications")
    .join("authorProfiles", "authorProfiles.id", "readerNotifications.authorId")
    .where({ "readerNotifications.readerId": readerId, "readerNotifications.authorId": authorId })
    .first(choiceColumns);
  if (!row) throw new NotFoundError(AUTHOR_NOT_FOUND);
  return row;
}

/** What made a reader the author's reader: a book they opened or bought, the author or a series they subscribed to. */
export type ReaderOf = { bookId: number } | { authorId: number } | { seriesId: number };

/**
 * Gives the reader a ReaderNotification for the author of the book, series
 * or author they now read or follow (getEmails true), unless they have one:
 * a reader who said no keeps saying no. Never for the author's own reader
 * profile.
 */
export async function ensureReaderNotification(db: Knex | Knex.Transaction, readerId: number, of: ReaderOf): Promise<void> {
  const author =
    "bookId" in of
      ? db.raw("SELECT author_id FROM books WHERE id = ?", [of.bookId])
      : "seriesId" in of
        ? db.raw("SELECT author_id FROM series WHERE id = ?", [of.seriesId])
        : db.raw("SELECT ?::bigint AS author_id", [of.authorId]);
  await db.raw(
    `INSERT INTO reader_notifications (reader_id, author_id)
    SELECT rp.id, a.author_id FROM (${author.toQuery()}) a
    JOIN author_profiles ap ON ap.id = a.author_id
    JOIN reader_profiles rp ON rp.id = ?
    WHERE ap.user_id <> rp.user_id
    ON CONFLICT (reader_id, author_id) DO NOTHING`,
    [readerId],
  );
}

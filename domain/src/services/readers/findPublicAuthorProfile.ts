import type { Knex } from "@storyloom/db";
import type { ReaderTheme } from "@storyloom/db/enums";
import { NotFoundError } from "../../errors.ts";
import { sanitizeBio } from "../authorProfiles/sanitizeBio.ts";
import { completeCards, selectCardColumns, wherePublicBook } from "./publicBooks.ts";
import type { CardRow, PublicBookCard } from "./publicBooks.ts";

export const AUTHOR_NOT_FOUND = "Author not found.";

/** An author's public page. */
export interface PublicAuthorProfile {
  id: number;
  name: string | null;
  /** Sanitised HTML. */
  bio: string | null;
  website: string | null;
  twitter: string | null;
  imgUrl: string | null;
  theme: ReaderTheme | null;
  subscriptionEnabled: boolean;
  subscriptionAmount: number | null;
  publishedBooksCount: number;
  /** Null when the author hides stats from the public. */
  readersCount: number | null;
  /** Their public books, newest first. */
  books: PublicBookCard[];
}

type ProfileRow = Omit<PublicAuthorProfile, "books">;

/** Whether the author has a public page (an active user's author profile); one query. */
export async function hasPublicAuthorProfile(db: Knex | Knex.Transaction, authorId: number): Promise<boolean> {
  return (await db("authorPublicProfiles").where("id", authorId).first("id")) !== undefined;
}

/**
 * An author's public page (the author_public_profiles view: public fields
 * only, suspended users absent) with their public books, in four queries;
 * NotFoundError "Author not found." otherwise.
 */
export async function findPublicAuthorProfile(input: { db: Knex | Knex.Transaction; authorId: number }): Promise<PublicAuthorProfile> {
  const { db, authorId } = input;
  const profile: ProfileRow | undefined = await db("authorPublicProfiles")
    .where("id", authorId)
    .first("id", "name", "bio", "website", "twitter", "imgUrl", "theme", "subscriptionEnabled", "subscriptionAmount", "publishedBooksCount", "readersCount");
  if (!profile) throw new NotFoundError(AUTHOR_NOT_FOUND);
  const rows: CardRow[] = await selectCardColumns(wherePublicBook(db("books")))
    .where("books.authorId", authorId)
    .orderByRaw("books.published_at desc nulls last")
    .orderBy("books.id", "desc");
  return { ...profile, bio: profile.bio === null ? null : sanitizeBio(profile.bio), books: await completeCards(db, rows) };
}

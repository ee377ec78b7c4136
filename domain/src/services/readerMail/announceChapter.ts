/**
 * The new-chapter e-mail (`readerMail.announceChapter`, added when a chapter
 * with sendEmailWhenPublished goes live, now or on schedule): to the book's
 * readers and the author's and series' subscribers who want the author's
 * e-mails, once per chapter ever (a republished edit mails nobody again).
 * Nothing is sent for a chapter that is no longer public by the time the job
 * runs, or for a book readers cannot see.
 */
import type { Knex } from "@storyloom/db";
import { slugOf } from "../../sites/slugs.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { chapterHeadingOf } from "../exports/exportManuscript.ts";
import { renderReaderMail } from "./renderReaderMail.ts";
import { sendCampaign } from "./sendCampaign.ts";

export type AnnounceOutcome = { kind: "sent"; written: number; queued: number } | { kind: "skipped"; reason: string };

export const newChapterCampaignKey = (chapterId: number) => `new-chapter:${chapterId}`;

interface ChapterFacts {
  chapterId: number;
  title: string | null;
  customNumbering: string | null;
  sendEmailWhenPublished: boolean;
  status: string;
  bookId: number;
  bookTitle: string;
  bookStatus: string;
  bookDeleted: boolean;
  isSuspended: boolean;
  customChapterNumbering: boolean;
  seriesId: number | null;
  authorId: number;
  authorName: string | null;
  authorUserId: number;
}

export async function announceChapter(input: { knex: Knex; jobs: JobQueue; publicUrl: string; chapterId: number }): Promise<AnnounceOutcome> {
  const { knex } = input;
  const facts: ChapterFacts | undefined = await knex("chapters")
    .join("books", "books.id", "chapters.bookId")
    .join("authorProfiles", "authorProfiles.id", "books.authorId")
    .where("chapters.id", input.chapterId)
    .first(
      "chapters.id as chapterId",
      "chapters.title",
      "chapters.customNumbering",
      "chapters.sendEmailWhenPublished",
      "chapters.status",
      "books.id as bookId",
      "books.title as bookTitle",
      "books.status as bookStatus",
      "books.deleted as bookDeleted",
      "books.isSuspended",
      "books.customChapterNumbering",
      "books.seriesId",
      "authorProfiles.id as authorId",
      "authorProfiles.name as authorName",
      "authorProfiles.userId as authorUserId",
    );
  if (!facts) return { kind: "skipped", reason: "no such chapter" };
  if (facts.status !== "PUBLISHED") return { kind: "skipped", reason: "the chapter is not published" };
  if (!facts.sendEmailWhenPublished) return { kind: "skipped", reason: "the author did not ask for an e-mail" };
  if (facts.bookStatus !== "PUBLISHED" || facts.bookDeleted || facts.isSuspended) return { kind: "skipped", reason: "readers cannot see the book" };

  const index = Number(
    (
      await knex("chapters")
        .where({ bookId: facts.bookId, status: "PUBLISHED" })
        .where("number", "<=", knex("chapters").where("id", facts.chapterId).select("number"))
        .count<{ count: string }>("* as count")
        .first()
    )?.count ?? 1,
  );
  const heading = chapterHeadingOf(facts, { number: index, customNumbering: facts.customNumbering });
  const chapterName = facts.title && facts.title.trim() !== "" && facts.title !== heading ? `${heading}: ${facts.title}` : heading;
  const author = facts.authorName?.trim() || "The author";
  const url = `${input.publicUrl.replace(/\/$/, "")}/book/${slugOf(facts.bookTitle)}/${facts.bookId}/chapter/${index}`;
  const message = await renderReaderMail({
    subject: `${facts.bookTitle}: ${chapterName} is out`,
    heading: `A new chapter from ${author}`,
    paragraphs: [`${chapterName} of ${facts.bookTitle} is out now.`],
    action: { label: "Read the chapter", url },
    reason: `You get this because you read ${facts.bookTitle} or subscribe to ${author}.`,
  });
  const outcome = await sendCampaign({
    knex,
    jobs: input.jobs,
    campaign: {
      key: newChapterCampaignKey(facts.chapterId),
      audience: { bookId: facts.bookId, authorId: facts.authorId, seriesId: facts.seriesId, authorUserId: facts.authorUserId },
      message,
      publicUrl: input.publicUrl,
    },
  });
  return { kind: "sent", ...outcome };
}

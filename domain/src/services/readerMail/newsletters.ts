/**
 * An author's newsletters: written in the studio (the chapter editor's
 * markup), previewed, sent now or scheduled. DRAFT → SCHEDULED (a time, "now"
 * included) → SENT once `readerMail.sendDue` has written its campaign
 * (sendNewsletters.ts); a sent newsletter no longer changes. Every call is
 * scoped to the asking author: anyone else's newsletter is not found.
 */
import type { Knex } from "@storyloom/db";
import type { NewsletterStatus } from "@storyloom/db/enums";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import { enqueueAfterCommit } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { slugOf } from "../../sites/slugs.ts";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { pageTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { sanitizeMarkup } from "../chapters/sanitizeMarkup.ts";
import { OPEN_PIXEL_PLACEHOLDER, UNSUBSCRIBE_PLACEHOLDER, renderReaderMail } from "./renderReaderMail.ts";

export const NEWSLETTER_NOT_FOUND = "Newsletter not found.";
export const ALREADY_SENT = "This newsletter was sent; it can no longer be changed.";
export const NOT_SCHEDULED = "This newsletter is not scheduled.";
export const NOTHING_TO_SEND = "Write the newsletter before you send it.";
export const FUTURE_TIME = "Choose a time in the future.";
export const TOO_FAR = "Choose a time within a year.";

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

export const newsletterCampaignKey = (newsletterId: number) => `newsletter:${newsletterId}`;

/** A newsletter as its author sees it, with how its sending went. */
export interface AuthorNewsletter {
  id: number;
  authorId: number;
  subject: string;
  markup: string;
  status: NewsletterStatus;
  scheduledAt: Date | null;
  sentAt: Date | null;
  /** Readers it was written for (their deliveries); 0 before it is sent. */
  recipientsCount: number;
  /** Messages the mail server accepted. */
  deliveredCount: number;
  /** Messages given up after every try. */
  failedCount: number;
  /** Deliveries opened at least once (the tracking pixel: a lower bound, as mail clients that block images never say). */
  openedCount: number;
  createdAt: Date;
  updatedAt: Date;
}

type Db = Knex | Knex.Transaction;

function withCounts(db: Db) {
  return db("newsletters as n").select(
    "n.id",
    "n.authorId",
    "n.subject",
    db.raw("coalesce(n.markup, '') as markup"),
    "n.status",
    "n.scheduledAt",
    "n.sentAt",
    "n.recipientsCount",
    "n.createdAt",
    "n.updatedAt",
    db.raw("(SELECT count(*)::int FROM newsletter_deliveries d WHERE d.newsletter_id = n.id AND d.sent_at IS NOT NULL) AS delivered_count"),
    db.raw("(SELECT count(*)::int FROM newsletter_deliveries d WHERE d.newsletter_id = n.id AND d.opened_at IS NOT NULL) AS opened_count"),
    db.raw("(SELECT count(*)::int FROM outgoing_emails e WHERE e.campaign_key = 'newsletter:' || n.id AND e.status = 'FAILED') AS failed_count"),
  );
}

/** One page of the author's newsletters (of one status when asked), newest first. */
export async function listNewsletters(input: {
  db: Db;
  authorId: number;
  page: number;
  pageSize: number;
  status?: NewsletterStatus | undefined;
}): Promise<{ items: AuthorNewsletter[]; total: number }> {
  const { db, authorId, status } = input;
  const scope = (query: Knex.QueryBuilder) => {
    query.where({ "n.authorId": authorId, "n.deleted": false });
    if (status) query.where("n.status", status);
    return query;
  };
  const [items, counted] = await Promise.all([
    scope(withCounts(db))
      .orderBy("n.createdAt", "desc")
      .orderBy("n.id", "desc")
      .offset((input.page - 1) * input.pageSize)
      .limit(input.pageSize) as Promise<AuthorNewsletter[]>,
    scope(db("newsletters as n")).count<{ count: string }>("* as count").first(),
  ]);
  return { items, total: Number(counted?.count ?? 0) };
}

/** The author's newsletter; NotFoundError for anyone else's, a deleted one or none. */
export async function findNewsletter(input: { db: Db; authorId: number; newsletterId: number }): Promise<AuthorNewsletter> {
  const row = (await withCounts(input.db).where({ "n.id": input.newsletterId, "n.authorId": input.authorId, "n.deleted": false }).first()) as
    AuthorNewsletter | undefined;
  if (!row) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
  return row;
}

/** Locks the author's newsletter for a change; NotFoundError as findNewsletter. */
async function lockNewsletter(
  trx: Knex.Transaction,
  authorId: number,
  newsletterId: number,
): Promise<{ id: number; status: NewsletterStatus; subject: string; markup: string | null }> {
  const row = await trx("newsletters").where({ id: newsletterId, authorId, deleted: false }).forUpdate().first("id", "status", "subject", "markup");
  if (!row) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
  return row;
}

export async function createNewsletter(input: { knex: Knex; authorId: number; subject: string; markup: string }): Promise<AuthorNewsletter> {
  const [row] = await input
    .knex("newsletters")
    .insert({ authorId: input.authorId, subject: input.subject, markup: sanitizeMarkup(input.markup) })
    .returning<Array<{ id: number }>>("id");
  return findNewsletter({ db: input.knex, authorId: input.authorId, newsletterId: row!.id });
}

/** Changes the subject or text of a draft or scheduled newsletter (a scheduled one keeps its time); 409 once sent. */
export async function updateNewsletter(input: {
  knex: Knex;
  authorId: number;
  newsletterId: number;
  subject?: string | undefined;
  markup?: string | undefined;
}): Promise<AuthorNewsletter> {
  await input.knex.transaction(async (trx) => {
    const row = await lockNewsletter(trx, input.authorId, input.newsletterId);
    if (row.status === "SENT") throw new ConflictError(ALREADY_SENT);
    const markup = input.markup === undefined ? undefined : sanitizeMarkup(input.markup);
    if (row.status === "SCHEDULED" && markup !== undefined && isBlank(markup)) throw new ValidationError(NOTHING_TO_SEND, { markup: NOTHING_TO_SEND });
    await trx("newsletters")
      .where({ id: row.id })
      .update({ ...(input.subject === undefined ? {} : { subject: input.subject }), ...(markup === undefined ? {} : { markup }), updatedAt: trx.fn.now() });
  });
  return findNewsletter({ db: input.knex, authorId: input.authorId, newsletterId: input.newsletterId });
}

/** Deletes a newsletter: a scheduled one is not sent, a sent one leaves the author's public page (its readers keep their e-mails). */
export async function deleteNewsletter(input: { knex: Knex; authorId: number; newsletterId: number; pages?: PublicPageCache }): Promise<void> {
  await input.knex.transaction(async (trx) => {
    const row = await lockNewsletter(trx, input.authorId, input.newsletterId);
    if (row.status === "SENT" && input.pages) void invalidatePublicPages({ trx, pages: input.pages, tags: [pageTags.author(input.authorId)] });
    await trx("newsletters")
      .where({ id: row.id })
      .update({ deleted: true, ...(row.status === "SCHEDULED" ? { status: "DRAFT", scheduledAt: null } : {}), updatedAt: trx.fn.now() });
  });
}

/** Markup with no words in it (Quill's empty editor is "<p><br></p>"). */
function isBlank(markup: string): boolean {
  return markup.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") === "";
}

/**
 * Schedules the newsletter at `at` (in the future, within a year) or, with
 * no `at`, for now: `readerMail.sendDue` runs at that time (a delayed job,
 * and the every-minute sweep should that job be lost). Rescheduling moves it.
 */
export async function scheduleNewsletter(input: {
  knex: Knex;
  jobs: JobQueue;
  authorId: number;
  newsletterId: number;
  at?: Date;
  now?: Date;
}): Promise<AuthorNewsletter> {
  const now = input.now ?? new Date();
  const at = input.at ?? now;
  if (input.at !== undefined) {
    if (at.getTime() <= now.getTime()) throw new ValidationError(FUTURE_TIME, { scheduledAt: FUTURE_TIME });
    if (at.getTime() - now.getTime() > YEAR_MS) throw new ValidationError(TOO_FAR, { scheduledAt: TOO_FAR });
  }
  await input.knex.transaction(async (trx) => {
    const row = await lockNewsletter(trx, input.authorId, input.newsletterId);
    if (row.status === "SENT") throw new ConflictError(ALREADY_SENT);
    if (isBlank(row.markup ?? "")) throw new ValidationError(NOTHING_TO_SEND, { markup: NOTHING_TO_SEND });
    await trx("newsletters").where({ id: row.id }).update({ status: "SCHEDULED", scheduledAt: at, updatedAt: trx.fn.now() });
    void enqueueAfterCommit(
      trx,
      input.jobs,
      "readerMail.sendDue",
      {},
      { jobId: `readerMail.sendDue-newsletter-${row.id}-${at.getTime()}`, delay: Math.max(0, at.getTime() - now.getTime()) },
    );
  });
  return findNewsletter({ db: input.knex, authorId: input.authorId, newsletterId: input.newsletterId });
}

/** Back to a draft; 409 unless scheduled (a newsletter whose time came is sent, or being sent). */
export async function unscheduleNewsletter(input: { knex: Knex; authorId: number; newsletterId: number }): Promise<AuthorNewsletter> {
  await input.knex.transaction(async (trx) => {
    const row = await lockNewsletter(trx, input.authorId, input.newsletterId);
    if (row.status === "SENT") throw new ConflictError(ALREADY_SENT);
    if (row.status !== "SCHEDULED") throw new ConflictError(NOT_SCHEDULED);
    await trx("newsletters").where({ id: row.id }).update({ status: "DRAFT", scheduledAt: null, updatedAt: trx.fn.now() });
  });
  return findNewsletter({ db: input.knex, authorId: input.authorId, newsletterId: input.newsletterId });
}

/** Where a sent newsletter is on the storefront (the e-mail's "Read it on Storyloom"). */
export function publicNewsletterUrl(publicUrl: string, author: { id: number; name: string | null }, newsletterId: number): string {
  return `${publicUrl.replace(/\/$/, "")}/author/${slugOf(author.name, "author")}/${author.id}/newsletters/${newsletterId}`;
}

/** The e-mail a newsletter is, before each reader's links go in. */
export async function renderNewsletter(input: {
  publicUrl: string;
  newsletter: { id: number; subject: string; markup: string | null };
  author: { id: number; name: string | null };
}) {
  const name = input.author.name?.trim() || "The author";
  return renderReaderMail({
    subject: input.newsletter.subject,
    heading: input.newsletter.subject,
    paragraphs: [`A newsletter from ${name}`],
    markup: input.newsletter.markup ?? "",
    action: { label: "Read it on Storyloom", url: publicNewsletterUrl(input.publicUrl, input.author, input.newsletter.id) },
    reason: `You get this because you read ${name}'s books or subscribe to them.`,
    trackOpens: true,
  });
}

/** The newsletter as readers will get it: both parts, the unsubscribe link leading to the e-mail settings page, no tracking. */
export async function previewNewsletter(input: {
  db: Db;
  authorId: number;
  newsletterId: number;
  publicUrl: string;
}): Promise<{ subject: string; html: string; text: string }> {
  const newsletter = await findNewsletter(input);
  const author = await input.db("authorProfiles").where({ id: input.authorId }).first<{ id: number; name: string | null }>("id", "name");
  const message = await renderNewsletter({ publicUrl: input.publicUrl, newsletter, author: author ?? { id: input.authorId, name: null } });
  const settings = `${input.publicUrl.replace(/\/$/, "")}/bookshelf/emails`;
  return {
    subject: message.subject,
    html: message.html
      .replaceAll(UNSUBSCRIBE_PLACEHOLDER, settings)
      .replace(/<img src="%%OPEN_PIXEL_URL%%"[^>]*>/g, "")
      .replaceAll(OPEN_PIXEL_PLACEHOLDER, ""),
    text: message.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, settings),
  };
}

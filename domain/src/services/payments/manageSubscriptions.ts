/**
 * Subscriptions as readers and authors see them (README.md beside this file):
 * a reader's own, newest first, and an author's subscribers; cancelling
 * (by the reader, or by the author for one subscriber) ends a subscription at
 * the end of the period already paid for: it does not renew, and the reader
 * keeps reading until then.
 */
import type { Knex, PriceInterval } from "@storyloom/db";
import type { UserActor } from "../../auth/actor.ts";
import { NotFoundError } from "../../errors.ts";
import type { Payments } from "../../integrations/payments.ts";
import { PaymentsNotConfiguredError, callProvider, isMissingAtProvider } from "../../integrations/payments.ts";
import type { SubscriptionType } from "./subscribe.ts";

export interface SubscriptionSummary {
  type: SubscriptionType;
  subscriptionId: number;
  authorId: number;
  seriesId: number | null;
  /** The author's name or the series' title. */
  name: string;
  interval: PriceInterval;
  /** Cents per interval. */
  amount: number;
  status: string;
  startedAt: Date | null;
  /** Readable until then (the end of the period paid for). */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  isCancelledByReader: boolean;
  cancelledByAuthor: boolean;
  /** It still renews or runs: not ended. */
  isActive: boolean;
  /** The reader may read through it now. */
  hasAccess: boolean;
}

export interface Subscriber extends SubscriptionSummary {
  readerId: number;
  readerName: string | null;
}

const tableOf = (type: SubscriptionType) => (type === "AUTHOR" ? "author_subscriptions" : "series_subscriptions");

/** The columns both kinds share, after the kind and its owner's columns. */
const SHARED_COLUMNS = [
  "s.reader_id",
  "s.interval",
  "s.amount",
  "s.status",
  "s.started_at",
  "s.current_period_end",
  "s.cancel_at_period_end",
  "s.is_cancelled_by_reader",
  "s.cancelled_by_author",
  "s.is_active",
  "s.is_deleted",
  "s.created_at",
] as const;

/** Both kinds in one list: author subscriptions and series subscriptions with their owner's name. */
function subscriptionsQuery(db: Knex | Knex.Transaction) {
  return db
    .select(
      db.raw("'AUTHOR' as type"),
      "s.id as subscription_id",
      "s.author_id",
      db.raw("null::int as series_id"),
      db.raw("coalesce(a.name, 'An author') as name"),
      ...SHARED_COLUMNS,
    )
    .from("author_subscriptions as s")
    .join("author_profiles as a", "a.id", "s.author_id")
    .unionAll((union) => {
      union
        .select(db.raw("'SERIES' as type"), "s.id", "r.author_id", "s.series_id", "r.title", ...SHARED_COLUMNS)
        .from("series_subscriptions as s")
        .join("series as r", "r.id", "s.series_id");
    });
}

interface Row {
  type: SubscriptionType;
  subscriptionId: number;
  authorId: number;
  seriesId: number | null;
  name: string;
  readerId: number;
  readerName?: string | null;
  interval: PriceInterval;
  amount: number;
  status: string;
  startedAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  isCancelledByReader: boolean;
  cancelledByAuthor: boolean;
  isActive: boolean;
  total: string | number;
}

function summaryOf(row: Row, now: Date): SubscriptionSummary {
  return {
    type: row.type,
    subscriptionId: row.subscriptionId,
    authorId: row.authorId,
    seriesId: row.seriesId,
    name: row.name,
    interval: row.interval,
    amount: row.amount,
    status: row.status,
    startedAt: row.startedAt,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    isCancelledByReader: row.isCancelledByReader,
    cancelledByAuthor: row.cancelledByAuthor,
    isActive: row.isActive,
    hasAccess: row.currentPeriodEnd !== null && row.currentPeriodEnd.getTime() > now.getTime(),
  };
}

/** A reader's subscriptions, those running or readable first, then by start, newest first. */
export async function listReaderSubscriptions(input: {
  db: Knex | Knex.Transaction;
  readerId: number;
  page: number;
  pageSize: number;
  now?: Date;
}): Promise<{ items: SubscriptionSummary[]; total: number }> {
  const { db, readerId, page, pageSize } = input;
  const now = input.now ?? new Date();
  const rows: Row[] = await db
    .select("*", db.raw("count(*) over () as total"))
    .from(subscriptionsQuery(db).as("all"))
    .where({ readerId, isDeleted: false })
    .whereNotNull("currentPeriodEnd")
    .orderByRaw("(current_period_end > ?) desc, created_at desc, subscription_id desc", [now])
    .offset((page - 1) * pageSize)
    .limit(pageSize);
  return { items: rows.map((row) => summaryOf(row, now)), total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
}

/** An author's subscribers (to them and to their series) who can read now, newest first. */
export async function listSubscribers(input: {
  db: Knex | Knex.Transaction;
  authorId: number;
  page: number;
  pageSize: number;
  now?: Date;
}): Promise<{ items: Subscriber[]; total: number }> {
  const { db, authorId, page, pageSize } = input;
  const now = input.now ?? new Date();
  const subscribers = () =>
    db.from(subscriptionsQuery(db).as("all")).where({ "all.authorId": authorId, "all.isDeleted": false }).where("all.currentPeriodEnd", ">", now);
  // The page first, then its readers' names: with the names joined before the page, the profile of every
  // subscriber was read to sort them (3,600 subscribers: bench/README.md, "the database at scale").
  const onePage = subscribers()
    .select("all.*", subscribers().count("*").as("total"))
    .orderBy([
      { column: "all.createdAt", order: "desc" },
      { column: "all.subscriptionId", order: "desc" },
    ])
    .offset((page - 1) * pageSize)
    .limit(pageSize);
  const rows: Row[] = await db
    .select("page.*", "readerProfiles.name as readerName")
    .from(onePage.as("page"))
    .join("readerProfiles", "readerProfiles.id", "page.readerId")
    .orderBy([
      { column: "page.createdAt", order: "desc" },
      { column: "page.subscriptionId", order: "desc" },
    ]);
  return {
    items: rows.map((row) => ({ ...summaryOf(row, now), readerId: row.readerId, readerName: row.readerName ?? null })),
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
  };
}

async function findSummary(
  db: Knex | Knex.Transaction,
  type: SubscriptionType,
  subscriptionId: number,
  now: Date,
): Promise<(SubscriptionSummary & { readerId: number }) | null> {
  const [row] = await db.select("*", db.raw("0 as total")).from(subscriptionsQuery(db).as("all")).where({ type, subscriptionId, isDeleted: false });
  return row ? { ...summaryOf(row as Row, now), readerId: (row as Row).readerId } : null;
}

/**
 * Ends a subscription at the end of its paid period: by its reader, or by the
 * author it pays (`by: "author"`). To anyone else it does not exist. Saying it
 * twice changes nothing.
 */
export async function cancelSubscription(input: {
  knex: Knex;
  payments: Payments | null;
  actor: UserActor;
  type: SubscriptionType;
  subscriptionId: number;
  by: "reader" | "author";
  now?: Date;
}): Promise<SubscriptionSummary> {
  const { knex, actor, type, subscriptionId, by } = input;
  const now = input.now ?? new Date();
  const found = await findSummary(knex, type, subscriptionId, now);
  const isTheirs = found && (by === "reader" ? found.readerId === actor.readerId : found.authorId === actor.authorId);
  if (!found || !isTheirs) throw new NotFoundError("Subscription not found.");
  if (!found.isActive || found.cancelAtPeriodEnd) {
    if (by === "author" && found.isActive && !found.cancelledByAuthor)
      await knex(tableOf(type)).where({ id: subscriptionId }).update({ cancelledByAuthor: true, updatedAt: knex.fn.now() });
    return (await findSummary(knex, type, subscriptionId, now))!;
  }
  if (!input.payments) throw new PaymentsNotConfiguredError();
  const payments = input.payments;
  const row = await knex(tableOf(type))
    .join("checkouts", "checkouts.id", `${tableOf(type)}.checkout_id`)
    .where(`${tableOf(type)}.id`, subscriptionId)
    .first<{ stripeSubscriptionId: string | null; stripeAccountId: string | null } | undefined>(
      `${tableOf(type)}.stripe_subscription_id`,
      "checkouts.stripe_account_id",
    );
  if (row?.stripeSubscriptionId && row.stripeAccountId) {
    const { stripeSubscriptionId, stripeAccountId } = row;
    await callProvider(async () => {
      try {
        await payments.stripe.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: true }, { stripeAccount: stripeAccountId });
      } catch (error) {
        // Gone from the provider (the author's account was replaced): nothing there will renew it, so ending it here is enough.
        if (!isMissingAtProvider(error)) throw error;
      }
    });
  }
  await knex(tableOf(type))
    .where({ id: subscriptionId })
    .update({ cancelAtPeriodEnd: true, ...(by === "reader" ? { isCancelledByReader: true } : { cancelledByAuthor: true }), updatedAt: knex.fn.now() });
  return (await findSummary(knex, type, subscriptionId, now))!;
}

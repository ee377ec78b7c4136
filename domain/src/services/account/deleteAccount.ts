/**
 * Deleting one's own account (docs/decisions/payments.md, "Account deletion"). What
 * identifies the person goes: their e-mail, password, names, pictures, bio,
 * links, reviews, reactions, notification settings, sessions and saved
 * payment customers. What money left behind stays, anonymised: payments,
 * checkouts, subscriptions and referrals keep pointing at the account's row
 * and profiles, now empty, so every cent stays accounted for.
 *
 * Before anything is erased, the provider is told: the person's own live
 * subscriptions are cancelled at once (nothing more is charged), and
 * subscriptions to them as an author end with their period. An author with
 * published books deletes the account once those are unpublished: readers
 * who bought them are not cut off by a deletion.
 */
import { randomBytes } from "node:crypto";
import type { Knex } from "@storyloom/db";
import { hashPassword } from "@storyloom/db/passwords";
import { AuthorProfile, ReaderProfile, User } from "@storyloom/db/models";
import type { ActiveSession } from "../../auth/actor.ts";
import { ConflictError, ValidationError } from "../../errors.ts";
import type { Payments } from "../../integrations/payments.ts";
import { PaymentsNotConfiguredError, callProvider, isMissingAtProvider } from "../../integrations/payments.ts";
import type { RateLimiters } from "../../rateLimit.ts";
import { checkCurrentPassword } from "./checkCurrentPassword.ts";

/** What the person types to confirm. */
export const DELETE_CONFIRMATION = "DELETE";

interface LiveSubscription {
  table: "author_subscriptions" | "series_subscriptions";
  id: number;
  stripeSubscriptionId: string;
  stripeAccountId: string;
}

/** Live provider subscriptions: the reader's own, or those paying the author (to them or their series). */
async function liveSubscriptions(
  db: Knex,
  who: { readerId: number | null; authorId: number | null },
): Promise<{ own: LiveSubscription[]; toAuthor: LiveSubscription[] }> {
  const select = (table: LiveSubscription["table"]) =>
    db(`${table} as s`)
      .join("checkouts as k", "k.id", "s.checkout_id")
      .where("s.is_active", true)
      .where("s.is_deleted", false)
      .whereNotNull("s.stripe_subscription_id")
      .whereNotNull("k.stripe_account_id")
      .select<Array<Omit<LiveSubscription, "table">>>("s.id", "s.stripe_subscription_id", "k.stripe_account_id");
  const tagged = (table: LiveSubscription["table"], rows: Array<Omit<LiveSubscription, "table">>): LiveSubscription[] => rows.map((row) => ({ ...row, table }));
  const own: LiveSubscription[] = [];
  const toAuthor: LiveSubscription[] = [];
  if (who.readerId !== null) {
    own.push(...tagged("author_subscriptions", await select("author_subscriptions").where("s.reader_id", who.readerId)));
    own.push(...tagged("series_subscriptions", await select("series_subscriptions").where("s.reader_id", who.readerId)));
  }
  if (who.authorId !== null) {
    toAuthor.push(
      ...tagged("author_subscriptions", await select("author_subscriptions").where("s.author_id", who.authorId).where("s.cancel_at_period_end", false)),
    );
    toAuthor.push(
      ...tagged(
        "series_subscriptions",
        await select("series_subscriptions")
          .join("series as r", "r.id", "s.series_id")
          .where("r.author_id", who.authorId)
          .where("s.cancel_at_period_end", false),
      ),
    );
  }
  return { own, toAuthor };
}

/** Tells the provider; a subscription it no longer has needs nothing. */
async function tellProvider(request: () => Promise<unknown>): Promise<void> {
  await callProvider(async () => {
    try {
      await request();
    } catch (error) {
      if (!isMissingAtProvider(error)) throw error;
    }
  });
}

export async function deleteAccount(input: {
  knex: Knex;
  payments: Payments | null;
  session: ActiveSession;
  currentPassword: string;
  confirm: string;
  limiter: RateLimiters["signIn"];
  clientAddress: string;
  now?: Date;
}): Promise<{ cancelledSubscriptions: number }> {
  const { knex, session } = input;
  const now = input.now ?? new Date();
  if (input.confirm !== DELETE_CONFIRMATION)
    throw new ValidationError(`Type ${DELETE_CONFIRMATION} to confirm.`, { confirm: `Type ${DELETE_CONFIRMATION} to confirm.` });
  await knex.transaction((trx) =>
    checkCurrentPassword({ trx, userId: session.userId, password: input.currentPassword, limiter: input.limiter, clientAddress: input.clientAddress }),
  );
  const author = await AuthorProfile.query(knex).findOne({ userId: session.userId });
  const reader = await ReaderProfile.query(knex).findOne({ userId: session.userId });
  if (author) {
    const [published] = await knex("books").where({ authorId: author.id, status: "PUBLISHED", deleted: false }).count<Array<{ count: string }>>("* as count");
    const count = Number(published?.count ?? 0);
    if (count > 0) {
      throw new ConflictError(
        `Unpublish your ${count === 1 ? "published book" : `${count} published books`} first: readers who bought ${count === 1 ? "it" : "them"} keep reading until you do.`,
      );
    }
  }

  const { own, toAuthor } = await liveSubscriptions(knex, { readerId: reader?.id ?? null, authorId: author?.id ?? null });
  if (own.length + toAuthor.length > 0 && !input.payments)
    throw new PaymentsNotConfiguredError("Your subscriptions cannot be cancelled right now (payments are not available); please try again later.");
  const payments = input.payments;
  for (const subscription of own) {
    await tellProvider(() => payments!.stripe.subscriptions.cancel(subscription.stripeSubscriptionId, {}, { stripeAccount: subscription.stripeAccountId }));
  }
  for (const subscription of toAuthor) {
    await tellProvider(() =>
      payments!.stripe.subscriptions.update(subscription.stripeSubscriptionId, { cancel_at_period_end: true }, { stripeAccount: subscription.stripeAccountId }),
    );
  }

  await knex.transaction(async (trx) => {
    const userId = session.userId;
    for (const subscription of own) {
      await trx(subscription.table)
        .where({ id: subscription.id })
        .update({ isActive: false, status: "canceled", isCancelledByReader: true, cancelAtPeriodEnd: false, currentPeriodEnd: now, updatedAt: now });
    }
    for (const subscription of toAuthor) {
      await trx(subscription.table).where({ id: subscription.id }).update({ cancelAtPeriodEnd: true, cancelledByAuthor: true, updatedAt: now });
    }
    await User.query(trx)
      .findById(userId)
      .patch({
        email: `deleted-user-${userId}@deleted.storyloom.invalid`,
        password: await hashPassword(randomBytes(32).toString("hex")),
        status: "SUSPENDED",
        deletedAt: now,
      });
    await trx("sessions").where({ userId }).delete();
    await trx("passwordResetTokens").where({ userId }).delete();
    await trx("userPermissions").where({ userId }).delete();
    if (reader) {
      await ReaderProfile.query(trx).findById(reader.id).patch({ name: null, imgUrl: null });
      await trx("readerBooks")
        .where({ readerId: reader.id })
        .update({ rating: null, reviewTitle: null, reviewMarkup: null, reviewedAt: null, reviewReactionsSum: 0 });
      await trx("bookReviewReactions").where({ readerId: reader.id }).delete();
      await trx("readerNotifications").where({ readerId: reader.id }).delete();
      await trx("authorCustomers").where({ readerId: reader.id }).delete();
    }
    if (author) {
      await AuthorProfile.query(trx).findById(author.id).patch({
        name: null,
        bio: null,
        website: null,
        twitter: null,
        imgUrl: null,
        subscriptionEnabled: false,
        stripeConnected: false,
        paymentConnectionStatus: null,
      });
      await trx("authorStripePrices").where({ authorId: author.id }).update({ isEnabled: false });
      await trx("books").where({ authorId: author.id }).update({ deleted: true });
      await trx("series").where({ authorId: author.id }).update({ deleted: true, subscriptionEnabled: false });
    }
  });
  return { cancelledSubscriptions: own.length };
}

import type { Actor } from "../auth/actor.ts";
import { forbidden, notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** Buying chapters or a book: a signed-in reader (an author reads with their reader profile too). */
function requireReader(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.readerId !== null ? true : forbidden("Only readers can buy chapters.");
}

/** A payout account is an author's own. */
function requireAuthor(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.authorId !== null ? true : forbidden("Payout accounts are for authors: create your author profile first.");
}

/** Anyone signed in tops up their own balance. */
function requireUser(actor: Actor): Decision {
  return actor.kind === "anonymous" ? unauthenticated : true;
}

/** A reader's own purchases: every signed-in user reads (sign-up makes a reader profile). */
function ownPurchases(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.readerId === null ? notFound("Reader profile not found.") : true;
}

/** One of a reader's payments (a receipt): to anyone but its buyer it does not exist. */
function ownPayment(actor: Actor, payment: { readerId: number }): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.readerId !== null && payment.readerId === actor.readerId ? true : notFound("Purchase not found.");
}

/** A checkout is seen only by the one who started it; to anyone else it does not exist. */
function ownCheckout(actor: Actor, checkout: { userId: number }): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return checkout.userId === actor.userId ? true : notFound("Checkout not found.");
}

/** Subscribing: a signed-in reader. */
function requireSubscriber(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.readerId !== null ? true : forbidden("Only readers can subscribe.");
}

/** An author's prices and subscribers are their own. */
function requireSellingAuthor(actor: Actor): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  return actor.authorId !== null ? true : forbidden("Subscriptions are sold by authors: create your author profile first.");
}

export const paymentsPolicies = {
  "checkout.start": requireReader,
  "checkout.return": ownCheckout,
  "purchases.list": ownPurchases,
  "purchases.read": ownPayment,
  "balance.topUp": requireUser,
  "payoutAccount.manage": requireAuthor,
  "subscriptionPrices.manage": requireSellingAuthor,
  "subscriptions.start": requireSubscriber,
  // A reader's own subscriptions; one that is not theirs is not found (the service checks).
  "subscriptions.own": ownPurchases,
  "subscribers.manage": requireSellingAuthor,
};

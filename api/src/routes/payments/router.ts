import { Checkout } from "@storyloom/db/models";
import { NotFoundError } from "@storyloom/domain/errors.ts";
import { findAuthorProfile } from "@storyloom/domain/services/authorProfiles/findAuthorProfile.ts";
import { disconnectPayoutAccount, refreshPayoutAccount, startPayoutOnboarding } from "@storyloom/domain/services/payments/payoutAccount.ts";
import { reconcileAnyCheckout } from "@storyloom/domain/services/payments/handleStripeEvent.ts";
import { checkoutReturnLocation } from "@storyloom/domain/services/payments/purchaseNotice.ts";
import { startAiTopUp, startBookCheckout } from "@storyloom/domain/services/payments/startCheckout.ts";
import { presentAuthorProfile } from "../../presenters/authorProfiles.ts";
import { defineRoute } from "../defineRoute.ts";
import { redirectAnswer } from "../answers.ts";
import {
  bookCheckoutBody,
  bookCheckoutParams,
  checkoutReturnParams,
  checkoutReturnQuery,
  payoutDisconnectedAnswer,
  providerPageAnswer,
  topUpBody,
} from "./schema.ts";

/** Payout accounts, checkouts and the buyer's return (domain/src/services/payments/README.md). */

export const connectPayoutAccount = defineRoute({
  method: "POST",
  path: "/api/v1/author-profiles/stripe/connect",
  summary: "Starts or resumes the author's payout account onboarding; answers the provider's onboarding page to open.",
  auth: "signedIn",
  authorize: "payoutAccount.manage",
  schema: { response: providerPageAnswer },
  handler: async ({ actor, deps }) => {
    const author = await findAuthorProfile({ actor, db: deps.knex });
    const back = `${deps.config.publicUrl}/api/v1/author-profiles/stripe/return`;
    return startPayoutOnboarding({ knex: deps.knex, payments: deps.payments, authorId: author.id, email: actor.email, returnUrl: back, refreshUrl: back });
  },
});

export const payoutAccountReturn = defineRoute({
  method: "GET",
  path: "/api/v1/author-profiles/stripe/return",
  summary: "Where the provider's onboarding sends the author back: reads the account's status, then redirects to /my-account.",
  auth: "signedIn",
  authorize: "payoutAccount.manage",
  schema: { response: redirectAnswer("To /my-account#payouts once the account's status is read.", 303) },
  handler: async ({ actor, deps, res }) => {
    const author = await findAuthorProfile({ actor, db: deps.knex });
    await refreshPayoutAccount({ knex: deps.knex, payments: deps.payments, authorId: author.id });
    res.redirect(303, "/my-account#payouts");
    return undefined;
  },
});

export const disconnectPayout = defineRoute({
  method: "POST",
  path: "/api/v1/author-profiles/stripe/disconnect",
  summary: "Disconnects the author's payout account: their paid options leave the storefront at once.",
  auth: "signedIn",
  authorize: "payoutAccount.manage",
  schema: { response: payoutDisconnectedAnswer },
  handler: async ({ actor, deps }) => {
    const updated = await deps.knex.transaction(async (trx) => {
      const author = await findAuthorProfile({ actor, db: trx, forUpdate: true });
      return disconnectPayoutAccount(trx, author.id);
    });
    return { authorProfile: presentAuthorProfile(updated) };
  },
});

export const startBookCheckoutRoute = defineRoute({
  method: "POST",
  path: "/api/v1/readers/books/:bookId/checkout",
  summary:
    "Starts buying the next chaptersCount chapters (the options of docs/product.md, Validation rules) or the entire book (0); answers the provider's checkout page.",
  auth: "signedIn",
  authorize: "checkout.start",
  onCustomDomains: true,
  schema: { params: bookCheckoutParams, body: bookCheckoutBody, response: providerPageAnswer },
  handler: async ({ actor, params, body, deps }) =>
    startBookCheckout({
      knex: deps.knex,
      payments: deps.payments,
      actor,
      bookId: params.bookId,
      chaptersCount: body.chaptersCount,
      fromChapterIndex: body.fromChapterIndex,
      referral: body.referral ? { referrerAuthorId: body.referral.referrerAuthorId, bookId: body.referral.bookId ?? null } : null,
      returnPath: body.returnPath ?? `/book/${params.bookId}`,
      publicUrl: deps.config.publicUrl,
    }),
});

export const startTopUp = defineRoute({
  method: "POST",
  path: "/api/v1/balance/top-up",
  summary: "Starts a top-up of the AI balance by amount cents; answers the provider's checkout page.",
  auth: "signedIn",
  authorize: "balance.topUp",
  schema: { body: topUpBody, response: providerPageAnswer },
  handler: async ({ actor, body, deps }) =>
    startAiTopUp({ knex: deps.knex, payments: deps.payments, actor, amount: body.amount, publicUrl: deps.config.publicUrl }),
});

export const checkoutReturn = defineRoute({
  method: "GET",
  path: "/api/v1/checkouts/:checkoutId/return",
  summary:
    "Where the provider's checkout sends the buyer back: applies the payment at once (not waiting for the webhook), then redirects to what they bought with purchase=paid (or pending).",
  auth: "signedIn",
  authorize: "checkout.return",
  onCustomDomains: true,
  schema: {
    params: checkoutReturnParams,
    query: checkoutReturnQuery,
    response: redirectAnswer("Back to what was bought, with purchase=paid (or pending).", 303),
  },
  handler: async ({ params, query, deps, authorize, res }) => {
    const checkout = await Checkout.query(deps.knex).findById(params.checkoutId);
    if (!checkout) throw new NotFoundError("Checkout not found.");
    authorize(checkout);
    // A session id that is not this checkout's changes nothing: the provider's own state decides.
    if (deps.payments && (!query.session_id || query.session_id === checkout.stripeSessionId)) {
      await reconcileAnyCheckout({ knex: deps.knex, payments: deps.payments, checkoutId: checkout.id });
    }
    // Back where they paid from, told whether the payment is confirmed yet (the page says so).
    const { status } = await Checkout.query(deps.knex).findById(checkout.id).select("status").throwIfNotFound();
    res.redirect(303, checkoutReturnLocation({ kind: checkout.kind, status, returnPath: checkout.returnPath }));
    return undefined;
  },
});

export const paymentsRoutes = [connectPayoutAccount, payoutAccountReturn, disconnectPayout, startBookCheckoutRoute, startTopUp, checkoutReturn];

/**
 * A fake Stripe that the real `stripe` SDK talks to through
 * `new Stripe(key, { host, port, protocol: "http" })`: the `/v1` calls of
 * Connect direct charges (accounts, account links, customers, products,
 * prices, Checkout, subscriptions, invoices, refunds, transfers), form-encoded
 * with bracket notation, any `sk_…` key, the Stripe-Account header scoping
 * objects to a connected account, Idempotency-Key replay, `expand`, and
 * Stripe's error bodies. Two hosted pages stand in for Checkout and Connect
 * onboarding, events go to one webhook URL signed as Stripe signs them, and
 * test controls (methods here, routes under `/_fake/`) move time on:
 * renewals, cancellations at period end, refunds, disputes, redeliveries.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serveApiRequest } from "./stripeApi.ts";
import type { ApiContext, RecordedStripeRequest } from "./stripeApi.ts";
import { endSubscriptionPeriod, renewSubscription } from "./stripeBilling.ts";
import { completeOnboarding, restoreAccount } from "./stripeCatalog.ts";
import { payCheckoutSession, successRedirect } from "./stripeCheckout.ts";
import { missingParam, readEnum, readInteger, readString, requireString } from "./stripeForm.ts";
import { parseControlBody, readBody, sendJson } from "./stripeHttp.ts";
import { StripeApiError } from "./stripeObjects.ts";
import type { FakeAccount, FakeCheckoutSession, FakeDispute, FakeEvent, FakeInvoice, FakeRefund, FakeSubscription } from "./stripeObjects.ts";
import { serveCheckoutPage, serveOnboardingPage } from "./stripePages.ts";
import { closeDispute, disputeCharge, refundPayment } from "./stripePayments.ts";
import { StripeStore } from "./stripeStore.ts";
import { WebhookSender } from "./stripeWebhooks.ts";
import type { WebhookDelivery } from "./stripeWebhooks.ts";

export type * from "./stripeObjects.ts";
export type { RecordedStripeRequest } from "./stripeApi.ts";
export { OFFLINE_BANNER } from "./stripePages.ts";
export { signStripePayload } from "./stripeWebhooks.ts";
export type { WebhookDelivery } from "./stripeWebhooks.ts";
export type { StripeStore } from "./stripeStore.ts";

/** The webhook secret when none is given; the product's STRIPE_WEBHOOK_SECRET must match it. */
export const DEFAULT_FAKE_WEBHOOK_SECRET = "whsec_storyloom_fake_stripe";

export interface FakeStripeOptions {
  /** 0 (a free port) unless given. */
  port?: number;
  host?: string;
  /** The base of the hosted pages' URLs (session.url, account link url) as a browser reaches them; the server's own URL by default. */
  publicUrl?: string;
  /** Where events are POSTed; may be set later with setWebhookUrl (the product often starts after the fake). */
  webhookUrl?: string;
  /** `whsec_…`; DEFAULT_FAKE_WEBHOOK_SECRET by default. */
  webhookSecret?: string;
  /** Attempts per event delivery, the first included: 3 by default. */
  webhookAttempts?: number;
  /** Pause before the first retry, doubling after: 200 ms by default. */
  webhookBackoffMs?: number;
  /** How long one delivery attempt may take: 10 s by default. */
  webhookTimeoutMs?: number;
  /** Deliver each event as soon as it happens (the default); false holds them until deliverAll(). */
  autoDeliver?: boolean;
  /** The fake's clock in milliseconds (object times, billing periods); Date.now by default. */
  clock?: () => number;
  /** Keep every /v1 request in `requests` (the default); off in the long-running simulator. */
  recordRequests?: boolean;
}

export interface FakeStripeServer {
  /** http://127.0.0.1:<port>: STRIPE_API_BASE, and the base of the hosted pages unless publicUrl is set. */
  url: string;
  /** What `new Stripe(key, { ...sdkOptions, maxNetworkRetries: 0 })` needs to reach the fake. */
  sdkOptions: { host: string; port: number; protocol: "http" };
  webhookSecret: string;
  /** Every /v1 request, in order (unless recordRequests is false). */
  requests: RecordedStripeRequest[];
  /** The objects, for assertions that need no SDK call. */
  store: StripeStore;
  setWebhookUrl(url: string | null): void;
  /** The Pay button: completes the session (once) and says where the browser goes next. */
  pay(sessionId: string): { session: FakeCheckoutSession; redirectUrl: string };
  /** The onboarding page's button: charges and payouts enabled, `account.updated`. */
  completeOnboarding(accountId: string): FakeAccount;
  /** Makes an account the product already knows again under its id (after a restart), onboarded or not; an existing one is left alone. */
  restoreAccount(accountId: string, options: { onboarded: boolean }): FakeAccount;
  /** The next period: a paid invoice, or with `fail` a declined one and the subscription past_due. */
  renewSubscription(subscriptionId: string, options?: { fail?: boolean }): { subscription: FakeSubscription; invoice: FakeInvoice };
  /** Ends a subscription set to cancel at period end: canceled, `customer.subscription.deleted`. */
  endSubscriptionPeriod(subscriptionId: string): FakeSubscription;
  /** Refunds a PaymentIntent's charge, all of what is left or `amount`. */
  refund(paymentIntentId: string, amount?: number): FakeRefund;
  /** The cardholder disputes a charge: `charge.dispute.created`. */
  dispute(chargeId: string): FakeDispute;
  closeDispute(disputeId: string, outcome: "lost" | "won"): FakeDispute;
  /** Every event so far, oldest first. */
  events(): FakeEvent[];
  /** Every delivery (one per event, more after redeliver) with its attempts. */
  deliveries(): WebhookDelivery[];
  /** Sends an event already sent once more, same id and body. */
  redeliver(eventId: string): WebhookDelivery;
  /** Sends what is queued (also when autoDeliver is off) and resolves when the queue is empty. */
  deliverAll(): Promise<void>;
  /** Resolves when the deliveries under way are done and the queue is empty. */
  waitForDeliveries(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the fake on a free loopback port unless a port is given. */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripeServer> {
  let serverUrl = "";
  const requests: RecordedStripeRequest[] = [];
  const webhooks = new WebhookSender({
    url: options.webhookUrl ?? null,
    secret: options.webhookSecret ?? DEFAULT_FAKE_WEBHOOK_SECRET,
    maxAttempts: options.webhookAttempts ?? 3,
    backoffMs: options.webhookBackoffMs ?? 200,
    timeoutMs: options.webhookTimeoutMs ?? 10_000,
    autoDeliver: options.autoDeliver ?? true,
  });
  const store = new StripeStore({
    clock: options.clock ?? Date.now,
    publicUrl: () => (options.publicUrl ?? serverUrl).replace(/\/+$/, ""),
    onEvent: (event) => webhooks.enqueue(event),
  });
  const api: ApiContext = { store, idempotent: new Map(), requests: (options.recordRequests ?? true) ? requests : null };

  const handle: FakeStripeServer = {
    url: "",
    sdkOptions: { host: "", port: 0, protocol: "http" },
    webhookSecret: webhooks.secret,
    requests,
    store,
    setWebhookUrl: (url) => webhooks.setUrl(url),
    pay(sessionId) {
      const session = payCheckoutSession(store, sessionId);
      return { session, redirectUrl: successRedirect(store, session) };
    },
    completeOnboarding: (accountId) => completeOnboarding(store, accountId),
    restoreAccount: (accountId, { onboarded }) => restoreAccount(store, accountId, onboarded),
    renewSubscription: (subscriptionId, renewal) => renewSubscription(store, subscriptionId, renewal),
    endSubscriptionPeriod: (subscriptionId) => endSubscriptionPeriod(store, subscriptionId),
    refund(paymentIntentId, amount) {
      const paymentIntent = store.getAny(store.paymentIntents, paymentIntentId, "payment_intent");
      return refundPayment(store, { paymentIntent: paymentIntent.id, amount }, store.ownerOf(paymentIntent.id));
    },
    dispute: (chargeId) => disputeCharge(store, chargeId),
    closeDispute: (disputeId, outcome) => closeDispute(store, disputeId, outcome),
    events: () => [...store.events],
    deliveries: () => [...webhooks.deliveries],
    redeliver(eventId) {
      const event = store.events.find((candidate) => candidate.id === eventId);
      if (!event) throw new StripeApiError(404, `No such event: '${eventId}'`, { code: "resource_missing", param: "id" });
      return webhooks.enqueue(event);
    },
    deliverAll: () => webhooks.deliverAll(),
    waitForDeliveries: () => webhooks.waitForDeliveries(),
    close: async () => {
      await webhooks.close();
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };

  /**
   * The same controls over HTTP, for Playwright and the shell (JSON or form bodies, JSON answers):
   * GET health; POST checkout_sessions/:id/pay; POST accounts/:id/complete_onboarding; POST accounts/:id/restore (onboarded=true);
   * POST subscriptions/:id/renew (fail=true); POST subscriptions/:id/end_period;
   * POST payment_intents/:id/refund (amount); POST charges/:id/dispute; POST disputes/:id/close (status=lost|won);
   * GET objects/:id; GET events; POST events/:id/redeliver; POST deliver_all; POST webhook (url).
   */
  async function handleControl(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<void> {
    const method = req.method ?? "GET";
    const form = parseControlBody(req, await readBody(req));
    const [, kind, id, action] = /^\/_fake\/([a-z_]+)(?:\/([^/]+))?(?:\/([a-z_]+))?$/.exec(path) ?? [];
    const key = `${method} ${kind ?? ""}${id === undefined ? "" : "/:id"}${action === undefined ? "" : `/${action}`}`;
    const target = decodeURIComponent(id ?? "");
    switch (key) {
      case "GET health":
        return sendJson(res, 200, { ok: true });
      case "POST checkout_sessions/:id/pay": {
        const { session, redirectUrl } = handle.pay(target);
        return sendJson(res, 200, { session, redirect_url: redirectUrl });
      }
      case "POST accounts/:id/complete_onboarding":
        return sendJson(res, 200, handle.completeOnboarding(target));
      case "POST accounts/:id/restore":
        return sendJson(res, 200, handle.restoreAccount(target, { onboarded: readString(form, "onboarded") === "true" }));
      case "POST subscriptions/:id/renew":
        return sendJson(res, 200, handle.renewSubscription(target, { fail: readString(form, "fail") === "true" }));
      case "POST subscriptions/:id/end_period":
        return sendJson(res, 200, handle.endSubscriptionPeriod(target));
      case "POST payment_intents/:id/refund":
        return sendJson(res, 200, handle.refund(target, readInteger(form, "amount")));
      case "POST charges/:id/dispute":
        return sendJson(res, 200, handle.dispute(target));
      case "POST disputes/:id/close": {
        const outcome = readEnum(form, "status", ["lost", "won"]);
        if (outcome === undefined) throw missingParam("status");
        return sendJson(res, 200, handle.closeDispute(target, outcome));
      }
      case "GET objects/:id": {
        const found = store.findById(target);
        if (!found) throw new StripeApiError(404, `No such object: '${target}'`, { code: "resource_missing", param: "id" });
        return sendJson(res, 200, found);
      }
      case "GET events":
        return sendJson(res, 200, { events: handle.events(), deliveries: handle.deliveries() });
      case "POST events/:id/redeliver":
        return sendJson(res, 200, handle.redeliver(target));
      case "POST deliver_all":
        await handle.deliverAll();
        return sendJson(res, 200, { deliveries: handle.deliveries() });
      case "POST webhook": {
        const webhookUrl = requireString(form, "url");
        handle.setWebhookUrl(webhookUrl);
        return sendJson(res, 200, { url: webhookUrl });
      }
      default:
        throw new StripeApiError(404, `Unknown control ${method} ${path}. See testkit/src/fakes/stripe.ts for the /_fake routes.`);
    }
  }

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = url.pathname;
    if (path.startsWith("/v1/")) return serveApiRequest(api, req, res, url);
    const checkout = /^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/.exec(path);
    if (checkout) return serveCheckoutPage(store, req, res, decodeURIComponent(checkout[1] ?? ""), checkout[2]);
    const onboarding = /^\/connect\/onboarding\/([^/]+)$/.exec(path);
    if (onboarding) return serveOnboardingPage(store, req, res, url, decodeURIComponent(onboarding[1] ?? ""));
    if (path.startsWith("/_fake/")) return handleControl(req, res, path);
    await readBody(req);
    throw new StripeApiError(
      404,
      `Unrecognized request URL (${req.method ?? "GET"}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof StripeApiError) sendJson(res, error.status, error.toBody());
      else sendJson(res, 500, { error: { type: "api_error", message: `The fake Stripe failed: ${error instanceof Error ? error.message : String(error)}` } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  serverUrl = `http://${host}:${address.port}`;
  handle.url = serverUrl;
  handle.sdkOptions = { host: address.address, port: address.port, protocol: "http" };
  return handle;
}

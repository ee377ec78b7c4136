/**
 * Checkout sessions: created open and unpaid, completed by the hosted page's
 * Pay button (or the `pay` control), expired on request.
 */
import { createCustomer, createPrice } from "./stripeCatalog.ts";
import { missingParam, readEnum, readInteger, readMetadata, readNumber, readObject, readObjectArray, readString, requireInteger } from "./stripeForm.ts";
import type { FormObject } from "./stripeForm.ts";
import { StripeApiError, newId } from "./stripeObjects.ts";
import type { FakeCheckoutSession, FakeLineItem, FakePrice, Owner } from "./stripeObjects.ts";
import { startSubscription } from "./stripeBilling.ts";
import { createPayment } from "./stripePayments.ts";
import type { StripeStore } from "./stripeStore.ts";

const SESSION_TTL_SECONDS = 24 * 3600;
const SESSION_ID_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

function readLineItem(store: StripeStore, form: FormObject, param: string, owner: Owner): FakeLineItem {
  const priceId = readString(form, "price", `${param}[price]`);
  const priceData = readObject(form, "price_data", `${param}[price_data]`);
  if (priceId !== undefined && priceData !== undefined)
    throw new StripeApiError(400, "You may only specify one of these parameters: price, price_data.", { param: `${param}[price]` });
  let price: FakePrice;
  if (priceId !== undefined) {
    price = store.get(store.prices, priceId, owner, "price", `${param}[price]`, 400);
    if (!price.active) throw new StripeApiError(400, "The price specified is inactive. This field only accepts active prices.", { param: `${param}[price]` });
  } else if (priceData !== undefined) {
    price = createPrice(store, priceData, owner, `${param}[price_data]`);
  } else {
    throw missingParam(`${param}[price]`);
  }
  const quantity = requireInteger(form, "quantity", `${param}[quantity]`);
  if (quantity < 1)
    throw new StripeApiError(400, "This value must be greater than or equal to 1.", { code: "parameter_invalid_integer", param: `${param}[quantity]` });
  const amount = (price.unit_amount ?? 0) * quantity;
  const product = store.products.get(String(price.product));
  return {
    id: newId("li"),
    object: "item",
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description: product?.name ?? null,
    metadata: {},
    price: structuredClone(price),
    quantity,
  };
}

function readUrl(form: FormObject, key: string): string | null {
  const url = readString(form, key);
  if (url === undefined) return null;
  if (!URL.canParse(url.replaceAll(SESSION_ID_PLACEHOLDER, "x"))) throw new StripeApiError(400, "Not a valid URL", { code: "url_invalid", param: key });
  return url;
}

function onlyOnBehalf(owner: Owner, name: string, param: string): void {
  if (owner !== null) return;
  throw new StripeApiError(
    400,
    `Can only apply an ${name} when the request is made on behalf of another account (using an OAuth key or the Stripe-Account header) or as a destination payment (using \`transfer_data[destination]\`).`,
    { param },
  );
}

/** `POST /v1/checkout/sessions` in payment or subscription mode. */
export function createCheckoutSession(store: StripeStore, form: FormObject, owner: Owner): FakeCheckoutSession {
  const mode = readEnum(form, "mode", ["payment", "subscription", "setup"]);
  if (mode === undefined) throw missingParam("mode");
  if (mode === "setup") throw new StripeApiError(400, "This fake Stripe supports Checkout in `payment` and `subscription` mode only.", { param: "mode" });
  const account = owner === null ? undefined : store.accounts.get(owner);
  if (account && !account.charges_enabled) {
    throw new StripeApiError(400, `The account ${account.id} cannot take payments yet: it has not completed onboarding, so charges_enabled is false.`, {
      code: "account_invalid",
    });
  }
  const entries = readObjectArray(form, "line_items");
  if (!entries || entries.length === 0) throw missingParam("line_items");
  const lineItems = entries.map(({ value, param }) => readLineItem(store, value, param, owner));
  const currency = lineItems[0]?.currency ?? "usd";
  if (lineItems.some((item) => item.currency !== currency))
    throw new StripeApiError(400, "All line items must have the same currency.", { param: "line_items" });
  const recurring = lineItems.filter((item) => item.price.recurring !== null);
  if (mode === "payment" && recurring.length > 0) {
    throw new StripeApiError(
      400,
      "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
      { param: "line_items" },
    );
  }
  if (mode === "subscription" && recurring.length === 0)
    throw new StripeApiError(400, "You must provide at least one recurring price in `subscription` mode when using prices.", { param: "line_items" });

  const customerId = readString(form, "customer");
  const customerEmail = readString(form, "customer_email");
  if (customerId !== undefined && customerEmail !== undefined)
    throw new StripeApiError(400, "You may only specify one of these parameters: customer, customer_email.", { param: "customer" });
  const customer = customerId === undefined ? null : store.get(store.customers, customerId, owner, "customer", "customer", 400);

  const paymentData = readObject(form, "payment_intent_data");
  const subscriptionData = readObject(form, "subscription_data");
  if (mode === "subscription" && paymentData)
    throw new StripeApiError(400, "You can not pass `payment_intent_data` in `subscription` mode.", { param: "payment_intent_data" });
  if (mode === "payment" && subscriptionData)
    throw new StripeApiError(400, "You can not pass `subscription_data` in `payment` mode.", { param: "subscription_data" });
  const amountTotal = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  const feeAmount = paymentData ? (readInteger(paymentData, "application_fee_amount", "payment_intent_data[application_fee_amount]") ?? null) : null;
  if (feeAmount !== null) {
    onlyOnBehalf(owner, "application_fee_amount", "payment_intent_data[application_fee_amount]");
    if (feeAmount < 0 || feeAmount > amountTotal)
      throw new StripeApiError(400, "The application fee must be between 0 and the amount of the payment.", {
        param: "payment_intent_data[application_fee_amount]",
      });
  }
  const feePercent = subscriptionData ? (readNumber(subscriptionData, "application_fee_percent", "subscription_data[application_fee_percent]") ?? null) : null;
  if (feePercent !== null) {
    onlyOnBehalf(owner, "application_fee_percent", "subscription_data[application_fee_percent]");
    if (feePercent > 100)
      throw new StripeApiError(400, "application_fee_percent must be between 0 and 100.", { param: "subscription_data[application_fee_percent]" });
  }

  const now = store.now();
  const id = newId("cs_test");
  const session: FakeCheckoutSession = {
    id,
    object: "checkout.session",
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: amountTotal,
    amount_total: amountTotal,
    billing_address_collection: null,
    cancel_url: readUrl(form, "cancel_url"),
    client_reference_id: readString(form, "client_reference_id") ?? null,
    client_secret: null,
    created: now,
    currency,
    customer: customer?.id ?? null,
    customer_creation: mode === "payment" && !customer ? "if_required" : null,
    customer_details: null,
    customer_email: customerEmail ?? null,
    expires_at: readInteger(form, "expires_at") ?? now + SESSION_TTL_SECONDS,
    invoice: null,
    livemode: false,
    locale: null,
    metadata: readMetadata(form),
    mode,
    payment_intent: null,
    payment_link: null,
    payment_method_types: ["card"],
    payment_status: "unpaid",
    recovered_from: null,
    setup_intent: null,
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: readUrl(form, "success_url"),
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted_page",
    url: `${store.publicUrl()}/checkout/${id}`,
  };
  store.add(store.sessions, session, owner);
  store.sessionPlans.set(id, {
    lineItems,
    applicationFeeAmount: feeAmount,
    paymentIntentMetadata: paymentData ? readMetadata(paymentData) : {},
    transferGroup: paymentData ? (readString(paymentData, "transfer_group") ?? null) : null,
    description: paymentData ? (readString(paymentData, "description") ?? null) : null,
    applicationFeePercent: feePercent,
    subscriptionMetadata: subscriptionData ? readMetadata(subscriptionData) : {},
    subscriptionDescription: subscriptionData ? (readString(subscriptionData, "description") ?? null) : null,
  });
  return session;
}

/** Where the browser goes after paying: success_url with the session id filled in. */
export function successRedirect(store: StripeStore, session: FakeCheckoutSession): string {
  return session.success_url ? session.success_url.replaceAll(SESSION_ID_PLACEHOLDER, session.id) : `${store.publicUrl()}/checkout/${session.id}`;
}

function completeSession(session: FakeCheckoutSession, email: string | null): void {
  session.status = "complete";
  session.payment_status = "paid";
  session.customer_details = { address: null, business_name: null, email, individual_name: null, name: null, phone: null, tax_exempt: "none", tax_ids: [] };
}

/**
 * What the Pay button does. Payment mode: `checkout.session.completed`,
 * `payment_intent.succeeded`, `charge.succeeded`. Subscription mode:
 * `customer.subscription.created`, `invoice.paid`, `checkout.session.completed`.
 * A session already complete is returned as it is: paying twice pays once.
 */
export function payCheckoutSession(store: StripeStore, sessionId: string): FakeCheckoutSession {
  const session = store.getAny(store.sessions, sessionId, "checkout.session");
  if (session.status === "complete") return session;
  if (session.status !== "open") throw new StripeApiError(400, `Checkout session ${session.id} has expired and can no longer be paid.`);
  const plan = store.sessionPlans.get(session.id);
  if (!plan) throw new StripeApiError(500, `Checkout session ${session.id} has lost its line items.`, { type: "api_error" });
  const owner = store.ownerOf(session.id);
  const customerId = typeof session.customer === "string" ? session.customer : null;
  const email = session.customer_email ?? (customerId ? (store.customers.get(customerId)?.email ?? null) : null);

  if (session.mode === "payment") {
    const { paymentIntent, charge } = createPayment(store, {
      owner,
      amount: session.amount_total ?? 0,
      currency: session.currency ?? "usd",
      customer: customerId,
      applicationFeeAmount: plan.applicationFeeAmount,
      metadata: plan.paymentIntentMetadata,
      description: plan.description,
      transferGroup: plan.transferGroup,
      receiptEmail: email,
      succeeds: true,
    });
    session.payment_intent = paymentIntent.id;
    completeSession(session, email);
    store.emit("checkout.session.completed", session, owner);
    store.emit("payment_intent.succeeded", paymentIntent, owner);
    store.emit("charge.succeeded", charge, owner);
    return session;
  }

  const customer = customerId ?? createCustomer(store, email ? { email } : {}, owner).id;
  const { subscription, invoice } = startSubscription(store, {
    owner,
    customer,
    lineItems: plan.lineItems,
    applicationFeePercent: plan.applicationFeePercent,
    metadata: plan.subscriptionMetadata,
    description: plan.subscriptionDescription,
  });
  session.customer = customer;
  session.subscription = subscription.id;
  session.invoice = invoice.id;
  completeSession(session, email);
  store.emit("checkout.session.completed", session, owner);
  return session;
}

/** `POST /v1/checkout/sessions/:id/expire`: `checkout.session.expired`. */
export function expireCheckoutSession(store: StripeStore, session: FakeCheckoutSession): FakeCheckoutSession {
  if (session.status !== "open")
    throw new StripeApiError(400, `Only Checkout Sessions with a status of \`open\` can be expired; this one is \`${session.status}\`.`, { param: "session" });
  session.status = "expired";
  store.emit("checkout.session.expired", session, store.ownerOf(session.id));
  return session;
}

import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { OFFLINE_BANNER, startFakeStripe } from "./stripe.ts";
import { TEST_KEY, TEST_START, TEST_WEBHOOK_SECRET, expanded, useFakeStripe } from "./stripeTestHarness.ts";

const kit = useFakeStripe();
const seconds = (ms: number): number => ms / 1000;

async function monthlyPrice(stripeAccount: string, amount = 500): Promise<Stripe.Price> {
  return kit.stripe.prices.create(
    { currency: "usd", unit_amount: amount, recurring: { interval: "month" }, product_data: { name: "Author subscription" } },
    { stripeAccount },
  );
}

describe("Connect onboarding", () => {
  it("starts an account disabled and enables it from the onboarding page, sending account.updated", async () => {
    const account = await kit.stripe.accounts.create({
      type: "express",
      email: "author@example.com",
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
    });
    expect(account).toMatchObject({ object: "account", type: "express", charges_enabled: false, payouts_enabled: false, details_submitted: false });
    expect(account.id).toMatch(/^acct_/);

    const link = await kit.stripe.accountLinks.create({
      account: account.id,
      type: "account_onboarding",
      refresh_url: "http://studio.test/refresh",
      return_url: "http://studio.test/return",
    });
    expect(link.object).toBe("account_link");
    expect(link.expires_at).toBeGreaterThan(seconds(TEST_START));
    expect(link.url.startsWith(`${kit.fake.url}/connect/onboarding/${account.id}?`)).toBe(true);

    const page = await fetch(link.url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(OFFLINE_BANNER);
    expect(html).toContain(">Complete onboarding</button>");

    const token = new URL(link.url).searchParams.get("link") ?? "";
    let answer: Response | undefined;
    const events = await kit.eventsDuring(async () => {
      answer = await kit.postForm(`${kit.fake.url}/connect/onboarding/${account.id}`, { link: token, action: "complete" });
    });
    expect(answer?.status).toBe(303);
    expect(answer?.headers.get("location")).toBe("http://studio.test/return");
    expect(await kit.stripe.accounts.retrieve(account.id)).toMatchObject({ charges_enabled: true, payouts_enabled: true, details_submitted: true });
    expect(events.map((event) => event.type)).toEqual(["account.updated"]);
    expect(events[0]).toMatchObject({
      account: account.id,
      data: { object: { id: account.id, charges_enabled: true }, previous_attributes: { charges_enabled: false } },
    });

    // A link works once: opened again it sends the user to refresh_url for a new one.
    const reused = await fetch(link.url, { redirect: "manual" });
    expect(reused.status).toBe(302);
    expect(reused.headers.get("location")).toBe("http://studio.test/refresh");
  });

  it("lets the user leave without finishing: back to return_url, the account still disabled", async () => {
    const account = await kit.stripe.accounts.create({ type: "express" });
    const link = await kit.stripe.accountLinks.create({
      account: account.id,
      type: "account_onboarding",
      refresh_url: "http://studio.test/refresh",
      return_url: "http://studio.test/return",
    });
    const events = await kit.eventsDuring(async () => {
      const answer = await kit.postForm(`${kit.fake.url}/connect/onboarding/${account.id}`, {
        link: new URL(link.url).searchParams.get("link") ?? "",
        action: "leave",
      });
      expect(answer.headers.get("location")).toBe("http://studio.test/return");
    });
    expect(events).toEqual([]);
    expect((await kit.stripe.accounts.retrieve(account.id)).details_submitted).toBe(false);
  });

  it("sends an expired link to refresh_url and leaves the account as it was", async () => {
    const account = await kit.stripe.accounts.create({ type: "standard" });
    const link = await kit.stripe.accountLinks.create({
      account: account.id,
      type: "account_onboarding",
      refresh_url: "http://studio.test/refresh",
      return_url: "http://studio.test/return",
    });
    kit.now += 301_000;
    const answer = await fetch(link.url, { redirect: "manual" });
    expect(answer.headers.get("location")).toBe("http://studio.test/refresh");
    expect((await kit.stripe.accounts.retrieve(account.id)).charges_enabled).toBe(false);
  });
});

describe("Checkout in payment mode on a connected account", () => {
  it("pays once from the hosted page, redirects with the session id and sends the events in order", async () => {
    const stripeAccount = await kit.onboardedAccount();
    const product = await kit.stripe.products.create({ name: "Chapter 4" }, { stripeAccount });
    const price = await kit.stripe.prices.create({ product: product.id, currency: "usd", unit_amount: 300 }, { stripeAccount });
    const session = await kit.stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          { price: price.id, quantity: 2 },
          { price_data: { currency: "usd", unit_amount: 450, product_data: { name: "Whole book" } }, quantity: 1 },
        ],
        customer_email: "reader@example.com",
        success_url: "http://shop.test/done?session={CHECKOUT_SESSION_ID}",
        cancel_url: "http://shop.test/book",
        client_reference_id: "reader-7",
        metadata: { bookId: "1" },
        payment_intent_data: { application_fee_amount: 105, metadata: { readerId: "7" } },
      },
      { stripeAccount },
    );
    expect(session).toMatchObject({
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      amount_total: 1050,
      currency: "usd",
      url: `${kit.fake.url}/checkout/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);

    const page = await (await fetch(String(session.url))).text();
    expect(page).toContain(OFFLINE_BANNER);
    expect(page).toContain("Chapter 4");
    expect(page).toContain("Whole book");
    expect(page).toContain("$10.50");

    let location: string | null = null;
    const events = await kit.eventsDuring(async () => {
      const answer = await kit.postForm(`${kit.fake.url}/checkout/${session.id}/pay`);
      expect(answer.status).toBe(303);
      location = answer.headers.get("location");
      const again = await kit.postForm(`${kit.fake.url}/checkout/${session.id}/pay`);
      expect(again.headers.get("location")).toBe(location);
    });
    expect(location).toBe(`http://shop.test/done?session=${session.id}`);
    expect(events.map((event) => event.type)).toEqual(["checkout.session.completed", "payment_intent.succeeded", "charge.succeeded"]);
    expect(events.every((event) => event.account === stripeAccount && event.livemode === false && event.api_version === "2026-10-28.endive")).toBe(true);
    expect(events[0]?.data.object).toMatchObject({ id: session.id, status: "complete", metadata: { bookId: "1" }, client_reference_id: "reader-7" });

    const paid = await kit.stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] }, { stripeAccount });
    expect(paid).toMatchObject({ status: "complete", payment_status: "paid", customer_details: { email: "reader@example.com" } });
    const paymentIntent = expanded(paid.payment_intent);
    expect(paymentIntent).toMatchObject({
      object: "payment_intent",
      status: "succeeded",
      amount: 1050,
      application_fee_amount: 105,
      metadata: { readerId: "7" },
    });
    const charge = await kit.stripe.charges.retrieve(String(paymentIntent.latest_charge), {}, { stripeAccount });
    expect(charge).toMatchObject({ paid: true, amount: 1050, amount_refunded: 0, payment_intent: paymentIntent.id });
    const lineItems = await kit.stripe.checkout.sessions.listLineItems(session.id, {}, { stripeAccount });
    expect(lineItems.data.map((item) => [item.description, item.quantity, item.amount_total])).toEqual([
      ["Chapter 4", 2, 600],
      ["Whole book", 1, 450],
    ]);
  });

  it("keeps a connected account's objects out of the platform's sight", async () => {
    const stripeAccount = await kit.onboardedAccount();
    const customer = await kit.stripe.customers.create({ email: "reader@example.com" }, { stripeAccount });
    await expect(kit.stripe.customers.retrieve(customer.id)).rejects.toThrow(`No such customer: '${customer.id}'`);
    expect((await kit.stripe.customers.retrieve(customer.id, {}, { stripeAccount })).id).toBe(customer.id);
  });

  it("expires a session: its page says so and paying it is refused", async () => {
    const stripeAccount = await kit.onboardedAccount();
    const session = await kit.stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [{ price_data: { currency: "usd", unit_amount: 200, product_data: { name: "Chapter 9" } }, quantity: 1 }],
        cancel_url: "http://shop.test/book",
      },
      { stripeAccount },
    );
    const events = await kit.eventsDuring(() => kit.stripe.checkout.sessions.expire(session.id, {}, { stripeAccount }));
    expect(events.map((event) => event.type)).toEqual(["checkout.session.expired"]);
    const page = await fetch(`${kit.fake.url}/checkout/${session.id}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This checkout has expired");
    expect((await kit.postForm(`${kit.fake.url}/checkout/${session.id}/pay`)).status).toBe(410);
    expect((await kit.postForm(`${kit.fake.url}/checkout/${session.id}/cancel`)).headers.get("location")).toBe("http://shop.test/book");
    expect((await kit.stripe.checkout.sessions.retrieve(session.id, {}, { stripeAccount })).payment_intent).toBeNull();
  });

  it("refuses what Stripe refuses, with its messages", async () => {
    const pending = await kit.stripe.accounts.create({ type: "express" });
    await expect(
      kit.stripe.checkout.sessions.create(
        { mode: "payment", line_items: [{ price_data: { currency: "usd", unit_amount: 100, product_data: { name: "Chapter" } }, quantity: 1 }] },
        { stripeAccount: pending.id },
      ),
    ).rejects.toThrow(`The account ${pending.id} cannot take payments yet`);
    await expect(kit.stripe.transfers.create({ amount: 100, currency: "usd", destination: pending.id })).rejects.toMatchObject({
      param: "destination",
      code: "insufficient_capabilities_for_transfer",
    });
    const stripeAccount = await kit.onboardedAccount();
    const monthly = await monthlyPrice(stripeAccount);
    await expect(kit.stripe.checkout.sessions.create({ mode: "payment", line_items: [{ price: monthly.id, quantity: 1 }] }, { stripeAccount })).rejects.toThrow(
      "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
    );
    await expect(kit.stripe.checkout.sessions.create({ mode: "subscription", line_items: [{ price: monthly.id }] }, { stripeAccount })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      message: "Missing required param: line_items[0][quantity].",
      param: "line_items[0][quantity]",
    });
    const oneOff = await kit.stripe.prices.create({ currency: "usd", unit_amount: 100, product_data: { name: "Chapter" } });
    await expect(
      kit.stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [{ price: oneOff.id, quantity: 1 }],
        payment_intent_data: { application_fee_amount: 10 },
      }),
    ).rejects.toThrow(/Can only apply an application_fee_amount when the request is made on behalf of another account/);
    await kit.stripe.prices.update(oneOff.id, { active: false });
    expect((await kit.stripe.prices.retrieve(oneOff.id)).active).toBe(false);
    await expect(kit.stripe.checkout.sessions.create({ mode: "payment", line_items: [{ price: oneOff.id, quantity: 1 }] })).rejects.toThrow(
      "The price specified is inactive. This field only accepts active prices.",
    );
  });
});

describe("the protocol", () => {
  it("replays an idempotent request and refuses the same key with other parameters", async () => {
    const first = await kit.stripe.customers.create({ email: "a@example.com" }, { idempotencyKey: "signup-1" });
    const again = await kit.stripe.customers.create({ email: "a@example.com" }, { idempotencyKey: "signup-1" });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    await expect(kit.stripe.customers.create({ email: "b@example.com" }, { idempotencyKey: "signup-1" })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it("answers a missing object, an unknown route, a bad key and an unknown account with Stripe's errors", async () => {
    const missing = kit.stripe.customers.retrieve("cus_missing");
    await expect(missing).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(missing).rejects.toMatchObject({ message: "No such customer: 'cus_missing'", code: "resource_missing", statusCode: 404 });

    const unknown = await fetch(`${kit.fake.url}/v1/widgets`, { headers: { authorization: `Bearer ${TEST_KEY}` } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { type: "invalid_request_error", message: expect.stringContaining("Unrecognized request URL (GET: /v1/widgets)") },
    });

    const publishable = new Stripe("pk_test_nope", { ...kit.fake.sdkOptions, maxNetworkRetries: 0 });
    await expect(publishable.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(kit.stripe.customers.create({}, { stripeAccount: "acct_unknown" })).rejects.toBeInstanceOf(Stripe.errors.StripePermissionError);
  });

  it("signs deliveries so the SDK accepts them, and not with another secret or another body", async () => {
    const accountId = await kit.onboardedAccount();
    await kit.fake.waitForDeliveries();
    expect(kit.receiver.statuses).not.toContain(400);
    const delivery = kit.receiver.received.at(-1);
    if (!delivery) throw new Error("nothing was delivered");
    expect(delivery.event).toMatchObject({ type: "account.updated", account: accountId });
    expect(kit.stripe.webhooks.constructEvent(delivery.raw, delivery.signature, TEST_WEBHOOK_SECRET).id).toBe(delivery.event.id);
    expect(() => kit.stripe.webhooks.constructEvent(delivery.raw, delivery.signature, "whsec_wrong")).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const tampered = delivery.raw.replace('"livemode": false', '"livemode": true');
    expect(tampered).not.toBe(delivery.raw);
    expect(() => kit.stripe.webhooks.constructEvent(tampered, delivery.signature, TEST_WEBHOOK_SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it("redelivers an event with the same id, and retries an endpoint that failed", async () => {
    const stripeAccount = await kit.onboardedAccount();
    await kit.fake.waitForDeliveries();
    const event = kit.fake.events().at(-1);
    if (!event) throw new Error("no event");
    const again = await kit.eventsDuring(() => kit.fake.redeliver(event.id));
    expect(again.map((delivered) => delivered.id)).toEqual([event.id]);

    kit.receiver.failNext(1);
    const retried = await kit.eventsDuring(() => kit.stripe.accounts.update(stripeAccount, { metadata: { authorId: "12" } }));
    expect(retried.map((delivered) => delivered.type)).toEqual(["account.updated"]);
    const delivery = kit.fake.deliveries().at(-1);
    expect(delivery).toMatchObject({ eventId: retried[0]?.id, state: "delivered" });
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
  });

  it("offers the controls over HTTP", async () => {
    const stripeAccount = await kit.onboardedAccount();
    const session = await kit.stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [{ price_data: { currency: "usd", unit_amount: 700, product_data: { name: "Chapter 2" } }, quantity: 1 }],
        success_url: "http://shop.test/{CHECKOUT_SESSION_ID}",
      },
      { stripeAccount },
    );
    const paid = await fetch(`${kit.fake.url}/_fake/checkout_sessions/${session.id}/pay`, { method: "POST" });
    expect(await paid.json()).toMatchObject({ session: { id: session.id, status: "complete" }, redirect_url: `http://shop.test/${session.id}` });
    const log = (await (await fetch(`${kit.fake.url}/_fake/events`)).json()) as { events: Array<{ type: string; data: { object: { id: string } } }> };
    expect(log.events.filter((event) => event.data.object.id === session.id).map((event) => event.type)).toEqual(["checkout.session.completed"]);
    const missing = await fetch(`${kit.fake.url}/_fake/subscriptions/sub_missing/renew`, { method: "POST" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { type: "invalid_request_error", message: "No such subscription: 'sub_missing'" } });
  });
});

describe("delivery without a webhook URL, or with autoDeliver off", () => {
  it("holds events until there is a URL and deliverAll() sends them", async () => {
    const held = await startFakeStripe({ webhookSecret: TEST_WEBHOOK_SECRET, autoDeliver: false });
    try {
      const client = new Stripe(TEST_KEY, { ...held.sdkOptions, maxNetworkRetries: 0 });
      const account = await client.accounts.create({ type: "express" });
      held.completeOnboarding(account.id);
      expect(held.deliveries().map((delivery) => delivery.state)).toEqual(["pending"]);
      await held.deliverAll();
      expect(held.deliveries().map((delivery) => delivery.state)).toEqual(["pending"]);

      const mark = kit.receiver.received.length;
      held.setWebhookUrl(kit.receiver.url);
      await held.waitForDeliveries();
      expect(kit.receiver.received.length).toBe(mark);
      await held.deliverAll();
      expect(kit.receiver.received.slice(mark).map((delivery) => [delivery.event.type, delivery.event.account])).toEqual([["account.updated", account.id]]);
      expect(held.deliveries()[0]).toMatchObject({ state: "delivered", attempts: [{ status: 200, error: null }] });
    } finally {
      await held.close();
    }
  });
});

describe("restoring an account the product already knows", () => {
  it("makes it again under its id, onboarded when asked, and leaves an existing one alone", async () => {
    const fake = await startFakeStripe({ autoDeliver: false });
    try {
      const client = new Stripe("sk_test_restore", { ...fake.sdkOptions, maxNetworkRetries: 0 });
      fake.restoreAccount("acct_demo_author", { onboarded: true });
      const account = await client.accounts.retrieve("acct_demo_author");
      expect(account).toMatchObject({ id: "acct_demo_author", charges_enabled: true, payouts_enabled: true, details_submitted: true });
      const answer = await fetch(`${fake.url}/_fake/accounts/acct_pending_one/restore`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(answer.status).toBe(200);
      expect(await client.accounts.retrieve("acct_pending_one")).toMatchObject({ charges_enabled: false });
      expect(fake.restoreAccount("acct_demo_author", { onboarded: false }).charges_enabled).toBe(true);
    } finally {
      await fake.close();
    }
  });
});

/**
 * What the fake Stripe's own tests share: the fake with a fixed clock, the
 * real SDK pointed at it, and a webhook endpoint that verifies each delivery
 * with `stripe.webhooks.constructEvent`, as the product does.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startFakeStripe } from "./stripe.ts";
import type { FakeStripeServer } from "./stripe.ts";

export const TEST_KEY = "sk_test_storyloom";
export const TEST_WEBHOOK_SECRET = "whsec_test_storyloom";
/** Jan 31, noon UTC: the month after ends on Feb 28, the one after that on Mar 31. */
export const TEST_START = Date.UTC(2026, 0, 31, 12, 0, 0);

/** An expanded field as its object; fails the test when the field holds an id or nothing. */
export function expanded<T extends { id: string }>(value: string | T | null | undefined): T {
  if (typeof value !== "object" || value === null) throw new Error(`expected an expanded object, got ${String(value)}`);
  return value;
}

export interface ReceivedWebhook {
  raw: string;
  signature: string;
  event: Stripe.Event;
}

export interface WebhookReceiver {
  url: string;
  /** Deliveries that verified, in arrival order. */
  received: ReceivedWebhook[];
  /** Every request's answer status, in arrival order (400: the signature did not verify). */
  statuses: number[];
  /** Answer the next `count` requests with 500 before looking at them. */
  failNext(count: number): void;
  close(): Promise<void>;
}

async function readRaw(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startWebhookReceiver(stripe: Stripe, secret: string): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  let failures = 0;

  async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const raw = await readRaw(req);
    let status = 200;
    if (failures > 0) {
      failures--;
      status = 500;
    } else {
      const signature = String(req.headers["stripe-signature"] ?? "");
      try {
        received.push({ raw, signature, event: stripe.webhooks.constructEvent(raw, signature, secret) });
      } catch {
        status = 400;
      }
    }
    statuses.push(status);
    res.writeHead(status, { "content-type": "text/plain" });
    res.end(status === 200 ? "ok" : "no");
  }

  const server = http.createServer((req, res) => {
    answer(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/stripe`,
    received,
    statuses,
    failNext(count) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface FakeStripeHarness {
  fake: FakeStripeServer;
  stripe: Stripe;
  receiver: WebhookReceiver;
  /** The fake's clock in ms; back to TEST_START before each test. */
  now: number;
  /** The events the receiver accepted while `action` ran and the deliveries settled. */
  eventsDuring(action: () => unknown): Promise<Stripe.Event[]>;
  /** A new Express account that has completed onboarding. */
  onboardedAccount(): Promise<string>;
  /** POSTs a form the way a browser's button does, without following the redirect. */
  postForm(url: string, fields?: Record<string, string>): Promise<Response>;
}

class Harness implements FakeStripeHarness {
  // Set in beforeAll, before any test reads them.
  fake!: FakeStripeServer;
  stripe!: Stripe;
  receiver!: WebhookReceiver;
  now = TEST_START;

  async eventsDuring(action: () => unknown): Promise<Stripe.Event[]> {
    await this.fake.waitForDeliveries();
    const mark = this.receiver.received.length;
    await action();
    await this.fake.waitForDeliveries();
    return this.receiver.received.slice(mark).map((delivery) => delivery.event);
  }

  async onboardedAccount(): Promise<string> {
    const account = await this.stripe.accounts.create({ type: "express", email: "author@example.com" });
    this.fake.completeOnboarding(account.id);
    return account.id;
  }

  postForm(url: string, fields: Record<string, string> = {}): Promise<Response> {
    return fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  }
}

/** Starts the fake, the SDK and the receiver for the test file (vitest hooks); use the fields inside tests. */
export function useFakeStripe(): FakeStripeHarness {
  const harness = new Harness();
  beforeAll(async () => {
    harness.receiver = await startWebhookReceiver(new Stripe(TEST_KEY), TEST_WEBHOOK_SECRET);
    harness.fake = await startFakeStripe({ webhookSecret: TEST_WEBHOOK_SECRET, webhookBackoffMs: 20, clock: () => harness.now });
    harness.fake.setWebhookUrl(harness.receiver.url);
    harness.stripe = new Stripe(TEST_KEY, { ...harness.fake.sdkOptions, maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await harness.fake.close();
    await harness.receiver.close();
  });
  beforeEach(() => {
    harness.now = TEST_START;
  });
  return harness;
}

/**
 * Webhook delivery as Stripe does it: each event POSTed as JSON, signed with
 * `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>`,
 * one at a time in the order the events happened, a failure (non-2xx or a
 * network error) retried with a growing pause, every attempt logged.
 */
import { createHmac } from "node:crypto";
import type { FakeEvent } from "./stripeObjects.ts";

export interface WebhookAttempt {
  /** Date.now() when the attempt was made. */
  at: number;
  /** The endpoint's status; null when it could not be reached. */
  status: number | null;
  error: string | null;
}

export interface WebhookDelivery {
  eventId: string;
  type: FakeEvent["type"];
  /** pending: queued (or no webhook URL yet); delivered: a 2xx came back; failed: every attempt failed. */
  state: "pending" | "delivered" | "failed";
  attempts: WebhookAttempt[];
}

export interface WebhookSenderOptions {
  url: string | null;
  secret: string;
  /** Attempts per delivery, the first included. */
  maxAttempts: number;
  /** Pause before the second attempt; it doubles for each one after. */
  backoffMs: number;
  /** How long one attempt may take. */
  timeoutMs: number;
  /** Send as soon as an event happens; false holds events until deliverAll(). */
  autoDeliver: boolean;
}

/** The `Stripe-Signature` header for a payload, as Stripe computes it. */
export function signStripePayload(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac("sha256", secret).update(`${timestampSeconds}.${payload}`, "utf8").digest("hex");
  return `t=${timestampSeconds},v1=${signature}`;
}

interface Queued {
  event: FakeEvent;
  delivery: WebhookDelivery;
}

export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = [];
  private readonly queue: Queued[] = [];
  private readonly options: WebhookSenderOptions;
  private readonly closing = new AbortController();
  private running: Promise<void> | null = null;

  constructor(options: WebhookSenderOptions) {
    this.options = { ...options };
  }

  get url(): string | null {
    return this.options.url;
  }

  get secret(): string {
    return this.options.secret;
  }

  /** Sends events to a new endpoint from now on; events held for want of one go out. */
  setUrl(url: string | null): void {
    this.options.url = url;
    if (this.options.autoDeliver) void this.start();
  }

  /** Queues one delivery of the event (again, for a redelivery) and returns its log entry. */
  enqueue(event: FakeEvent): WebhookDelivery {
    const delivery: WebhookDelivery = { eventId: event.id, type: event.type, state: "pending", attempts: [] };
    this.deliveries.push(delivery);
    this.queue.push({ event, delivery });
    if (this.options.autoDeliver) void this.start();
    return delivery;
  }

  /** Sends everything queued and resolves when the queue is empty (at once when there is no webhook URL). */
  deliverAll(): Promise<void> {
    return this.start() ?? Promise.resolve();
  }

  /** Resolves when the deliveries under way are done and the queue is empty. */
  waitForDeliveries(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  async close(): Promise<void> {
    this.closing.abort();
    await this.running;
  }

  private start(): Promise<void> | null {
    if (this.running || this.options.url === null || this.closing.signal.aborted) return this.running;
    this.running = this.pump().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pump(): Promise<void> {
    for (let next = this.queue[0]; next && this.options.url !== null && !this.closing.signal.aborted; next = this.queue[0]) {
      await this.deliver(next, this.options.url);
      this.queue.shift();
    }
  }

  private async deliver({ event, delivery }: Queued, url: string): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= this.options.maxAttempts; attempt++) {
      if (attempt > 1 && !(await this.pause(this.options.backoffMs * 2 ** (attempt - 2)))) return;
      // The signature's time is the real one even when a test fixes the fake's clock: receivers reject stale signatures.
      const header = signStripePayload(payload, this.options.secret, Math.floor(Date.now() / 1000));
      const record: WebhookAttempt = { at: Date.now(), status: null, error: null };
      delivery.attempts.push(record);
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json; charset=utf-8",
            "stripe-signature": header,
            "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
          body: payload,
          signal: AbortSignal.any([this.closing.signal, AbortSignal.timeout(this.options.timeoutMs)]),
        });
        await response.arrayBuffer();
        record.status = response.status;
        if (response.ok) {
          delivery.state = "delivered";
          return;
        }
      } catch (error) {
        record.error = error instanceof Error ? error.message : String(error);
      }
    }
    delivery.state = "failed";
  }

  /** Waits, unless the sender is closed meanwhile (then false). */
  private pause(ms: number): Promise<boolean> {
    const signal = this.closing.signal;
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        signal.removeEventListener("abort", stop);
        resolve(true);
      }, ms);
      const stop = (): void => {
        clearTimeout(timer);
        resolve(false);
      };
      signal.addEventListener("abort", stop, { once: true });
    });
  }
}

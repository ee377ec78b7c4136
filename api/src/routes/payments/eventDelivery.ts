/**
 * What the event-order property tests share (payments/eventOrder.int.test.ts,
 * subscriptions/eventOrder.int.test.ts): delivering one event as the webhook
 * endpoint would, and delivering a run's events shuffled, repeated and
 * concurrent.
 */
import type { Payments } from "@storyloom/domain/integrations/payments.ts";
import { handleStripeEvent } from "@storyloom/domain/services/payments/handleStripeEvent.ts";
import { signStripePayload } from "@storyloom/testkit/fakes/stripe";
import type { FakeEvent } from "@storyloom/testkit/fakes/stripe";
import type { TestContext } from "../../testing.ts";

/** Delivers one event as the webhook endpoint would: verified from its signed body, then handled. */
export function signedDelivery(ctx: TestContext, payments: Payments): (event: FakeEvent) => Promise<void> {
  return async (event) => {
    const body = JSON.stringify(event);
    const verified = payments.verifyEvent(body, signStripePayload(body, ctx.stripe.webhookSecret, Math.floor(Date.now() / 1000)));
    await handleStripeEvent({ knex: ctx.db.knex, payments, event: verified });
  };
}

/**
 * Delivers each event `repeats[n]` times (cycling through `repeats`), all the
 * copies in the order of their shuffle keys, `concurrency` at a time.
 */
export async function deliverShuffled(input: {
  events: readonly FakeEvent[];
  repeats: readonly number[];
  concurrency: number;
  shuffleKeys: { next(): IteratorResult<number> };
  deliver: (event: FakeEvent) => Promise<void>;
}): Promise<void> {
  const { events, repeats, concurrency } = input;
  const copies = events.flatMap((event, n) => Array.from({ length: repeats[n % repeats.length]! }, () => event));
  const keys = copies.map(() => input.shuffleKeys.next().value as number);
  const shuffled = copies.map((event, n) => ({ event, key: keys[n]! })).sort((a, b) => a.key - b.key).map(({ event }) => event);
  for (let start = 0; start < shuffled.length; start += concurrency) {
    await Promise.all(shuffled.slice(start, start + concurrency).map(input.deliver));
  }
}

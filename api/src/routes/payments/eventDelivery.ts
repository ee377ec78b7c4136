/**
 * What the event-order property tests share (payments/eventOrder.int.test.ts,
 * subscriptions/eventOrder.int.test.ts): delivering one event as the webhook
 * endpoint would, delivering a run's events shuffled, repeated and
 * concurrent, and the property they both assert.
 */
import fc from "fast-check";
import { expect } from "vitest";
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
  const shuffled = copies
    .map((event, n) => ({ event, key: keys[n]! }))
    .sort((a, b) => a.key - b.key)
    .map(({ event }) => event);
  for (let start = 0; start < shuffled.length; start += concurrency) {
    await Promise.all(shuffled.slice(start, start + concurrency).map(input.deliver));
  }
}

/**
 * The property: a run of a scenario whose events arrive shuffled, repeated (1
 * to 5 times each) and up to 4 at a time ends in the state a run of the same
 * scenario ends in when its events arrive once each, in order.
 */
export function endsAsInTheCleanOrder<S, R extends { events: readonly FakeEvent[] }>(input: {
  scenarios: fc.Arbitrary<S>;
  /** A new run of the scenario: what it made, and the events the provider sends about it. */
  run: (scenario: S) => Promise<R>;
  stateOf: (run: R) => Promise<unknown>;
  deliver: (event: FakeEvent) => Promise<void>;
}) {
  const { run, stateOf, deliver } = input;
  return fc.asyncProperty(
    input.scenarios,
    fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 16, maxLength: 16 }),
    fc.integer({ min: 1, max: 4 }),
    fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
    async (scenario, repeats, concurrency, shuffleKeys) => {
      const clean = await run(scenario);
      for (const event of clean.events) await deliver(event);
      const expected = await stateOf(clean);

      const messy = await run(scenario);
      await deliverShuffled({ events: messy.events, repeats, concurrency, shuffleKeys, deliver });
      expect(await stateOf(messy)).toEqual(expected);
    },
  );
}

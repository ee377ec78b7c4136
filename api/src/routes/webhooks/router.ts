import { ValidationError } from "@storyloom/domain/errors.ts";
import { PaymentsNotConfiguredError } from "@storyloom/domain/integrations/payments.ts";
import { handleStripeEvent } from "@storyloom/domain/services/payments/handleStripeEvent.ts";
import { defineRoute } from "../defineRoute.ts";
import { stripeEventAnswer } from "./schema.ts";

/**
 * The payment provider's one webhook endpoint: the signature is verified on
 * the raw body, then the event is applied at most once
 * (domain/src/services/payments/handleStripeEvent.ts). A failure answers 5xx,
 * so the provider delivers the event again.
 */
export const stripeWebhook = defineRoute({
  method: "POST",
  path: "/api/webhooks/stripe",
  summary: "The payment provider's events, signed; each is applied once, in any order.",
  auth: "public",
  authorize: "public",
  schema: { response: stripeEventAnswer },
  bodyFormat: "rawJson",
  bodyLimit: "1mb",
  handler: async ({ req, deps }) => {
    if (!deps.payments) throw new PaymentsNotConfiguredError();
    if (!Buffer.isBuffer(req.body)) throw new ValidationError("The event body could not be read.", { body: "The event body could not be read." });
    const signature = req.headers["stripe-signature"];
    const event = deps.payments.verifyEvent(req.body, typeof signature === "string" ? signature : undefined);
    const outcome = await handleStripeEvent({ knex: deps.knex, payments: deps.payments, event });
    return { received: true, outcome };
  },
});

export const webhooksRoutes = [stripeWebhook];

/**
 * The one place that knows the payment provider (docs/code-style.md, Integrations).
 * Stripe is reached through its official SDK, configured by
 * STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY and
 * STRIPE_API_BASE (a URL whose protocol, host and port the SDK is given, so
 * the product can be pointed at testkit's offline fake or at stripe-mock).
 * `npm start` without a key runs the offline fake and sets PAYMENTS_OFFLINE,
 * so that every checkout says no money moves.
 */
import Stripe from "stripe";
import { AppError } from "../errors.ts";

export type { Stripe };

export interface PaymentsConfig {
  secretKey: string;
  webhookSecret: string | null;
  publishableKey: string | null;
  /** Where the SDK sends its requests; null: Stripe itself. */
  apiBase: { protocol: "http" | "https"; host: string; port: number } | null;
  /** The provider is testkit's offline fake: no card is charged. */
  offline: boolean;
}

/** The variables of domain/src/env.ts's sharedEnv this reads. */
export interface PaymentsEnv {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_API_BASE?: string | undefined;
  PAYMENTS_OFFLINE: boolean;
}

/** The provider's configuration, or null when no secret key is set (nothing can be sold). */
export function paymentsConfigOf(env: PaymentsEnv): PaymentsConfig | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  let apiBase: PaymentsConfig["apiBase"] = null;
  if (env.STRIPE_API_BASE) {
    const url = new URL(env.STRIPE_API_BASE);
    const protocol = url.protocol === "http:" ? "http" : "https";
    apiBase = { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443 };
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    apiBase,
    offline: env.PAYMENTS_OFFLINE,
  };
}

/** Payments are not configured on this server: nothing is for sale. */
export class PaymentsNotConfiguredError extends AppError {
  override name = "PaymentsNotConfiguredError";
  readonly code = "payments_not_configured";

  constructor(message = "Payments are not available on this server.") {
    super(message);
  }
}

/** The provider refused or failed a request we made (not the reader's fault). */
export class PaymentProviderError extends AppError {
  override name = "PaymentProviderError";
  readonly code = "payment_provider_error";

  constructor(message = "The payment provider could not be reached. Please try again.") {
    super(message);
  }
}

/** A webhook whose signature does not verify: refused, and nothing is applied. */
export class WebhookSignatureError extends AppError {
  override name = "WebhookSignatureError";
  readonly code = "invalid_signature";

  constructor(message = "The webhook signature does not verify.") {
    super(message);
  }
}

/** What the product holds to talk to the provider. */
export interface Payments {
  config: PaymentsConfig;
  stripe: Stripe;
  /** Verifies a webhook's signature on its raw body and parses the event. */
  verifyEvent(rawBody: Buffer | string, signature: string | undefined): Stripe.Event;
}

/** The SDK, pointed where the configuration says; null when payments are not configured. */
export function createPayments(config: PaymentsConfig | null): Payments | null {
  if (!config) return null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.apiBase ? { host: config.apiBase.host, port: config.apiBase.port, protocol: config.apiBase.protocol } : {}),
  });
  return {
    config,
    stripe,
    verifyEvent(rawBody, signature) {
      if (!config.webhookSecret) throw new PaymentsNotConfiguredError("Webhooks are not configured on this server (no STRIPE_WEBHOOK_SECRET).");
      if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
    },
  };
}

/** Whether the provider said the object asked for does not exist (on this account): a 404. */
export function isMissingAtProvider(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.statusCode === 404;
}

/** Runs a provider request, turning the SDK's failures into the product's errors (an invalid request is our bug: logged as 502). */
export async function callProvider<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new PaymentProviderError(`The payment provider refused the request: ${error.message}`);
    throw error;
  }
}

/**
 * The fake Stripe as a long-running process, for `npm start` without a real
 * key and for the e2e stack:
 *
 *   node testkit/src/fakes/stripeSimulator.ts [--port N] [--host H] [--public-url URL] [--webhook-url URL]
 *
 * or STRIPE_SIMULATOR_PORT, STRIPE_SIMULATOR_HOST, STRIPE_SIMULATOR_PUBLIC_URL,
 * STRIPE_SIMULATOR_WEBHOOK_URL (arguments win; port 0 or none picks a free
 * port). Events are signed with STRIPE_WEBHOOK_SECRET, the product's own
 * variable, or DEFAULT_FAKE_WEBHOOK_SECRET. It prints `STRIPE_API_BASE=…` and
 * `STRIPE_WEBHOOK_SECRET=…`, then `STRIPE_SIMULATOR_READY`, and stops cleanly
 * on SIGTERM or SIGINT. `GET /_fake/health` answers 200 once it listens.
 */
import { DEFAULT_FAKE_WEBHOOK_SECRET, startFakeStripe } from "./stripe.ts";
import type { FakeStripeOptions } from "./stripe.ts";

export interface StripeSimulatorOptions {
  port?: number;
  host?: string;
  publicUrl?: string;
  webhookUrl?: string;
  webhookSecret: string;
}

const FLAGS = ["--port", "--host", "--public-url", "--webhook-url"];

function readPort(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`the port must be an integer from 0 to 65535, got "${value}"`);
  return port;
}

function readUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  if (!URL.canParse(value)) throw new Error(`${name} must be a URL, got "${value}"`);
  return value;
}

/** The simulator's settings from its arguments, then its environment; throws with a message naming a bad value. */
export function readStripeSimulatorOptions(argv: string[], env: Record<string, string | undefined>): StripeSimulatorOptions {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const equals = arg.indexOf("=");
    const flag = equals < 0 ? arg : arg.slice(0, equals);
    if (!FLAGS.includes(flag)) throw new Error(`unknown argument "${arg}"`);
    const value = equals < 0 ? argv[++i] : arg.slice(equals + 1);
    if (value === undefined) throw new Error(`${flag} needs a value`);
    flags.set(flag, value);
  }
  const secret = env.STRIPE_WEBHOOK_SECRET || DEFAULT_FAKE_WEBHOOK_SECRET;
  if (!secret.startsWith("whsec_")) throw new Error('STRIPE_WEBHOOK_SECRET must start with "whsec_"');
  return {
    port: readPort(flags.get("--port") ?? env.STRIPE_SIMULATOR_PORT),
    host: flags.get("--host") ?? (env.STRIPE_SIMULATOR_HOST || undefined),
    publicUrl: readUrl("the public URL", flags.get("--public-url") ?? env.STRIPE_SIMULATOR_PUBLIC_URL),
    webhookUrl: readUrl("the webhook URL", flags.get("--webhook-url") ?? env.STRIPE_SIMULATOR_WEBHOOK_URL),
    webhookSecret: secret,
  };
}

/** The fake's options for a process that runs for days: no request log, patient retries while the API restarts. */
export function simulatorFakeOptions(options: StripeSimulatorOptions): FakeStripeOptions {
  return { ...options, recordRequests: false, webhookAttempts: 5, webhookBackoffMs: 500 };
}

async function main(): Promise<void> {
  let options: StripeSimulatorOptions;
  try {
    options = readStripeSimulatorOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`stripe simulator: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  const fake = await startFakeStripe(simulatorFakeOptions(options)).catch((error: unknown) => {
    console.error(`stripe simulator: could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  console.log(`STRIPE_API_BASE=${fake.url}`);
  console.log(`STRIPE_WEBHOOK_SECRET=${fake.webhookSecret}`);
  console.log("STRIPE_SIMULATOR_READY");
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    fake.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`stripe simulator: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (import.meta.main) await main();

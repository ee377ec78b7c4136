import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { DEFAULT_FAKE_WEBHOOK_SECRET } from "./stripe.ts";
import { readStripeSimulatorOptions } from "./stripeSimulator.ts";

const SCRIPT = fileURLToPath(new URL("./stripeSimulator.ts", import.meta.url));

describe("readStripeSimulatorOptions", () => {
  it("takes arguments over the environment, and the product's webhook secret", () => {
    expect(
      readStripeSimulatorOptions(["--port", "4201", "--webhook-url=http://127.0.0.1:3001/api/webhooks/stripe"], {
        STRIPE_SIMULATOR_PORT: "5000",
        STRIPE_SIMULATOR_PUBLIC_URL: "http://stripe.localhost:4201",
        STRIPE_WEBHOOK_SECRET: "whsec_dev",
      }),
    ).toEqual({
      port: 4201,
      host: undefined,
      publicUrl: "http://stripe.localhost:4201",
      webhookUrl: "http://127.0.0.1:3001/api/webhooks/stripe",
      webhookSecret: "whsec_dev",
    });
    expect(readStripeSimulatorOptions([], {}).webhookSecret).toBe(DEFAULT_FAKE_WEBHOOK_SECRET);
  });

  it("names the bad value", () => {
    expect(() => readStripeSimulatorOptions(["--port", "http"], {})).toThrow('the port must be an integer from 0 to 65535, got "http"');
    expect(() => readStripeSimulatorOptions([], { STRIPE_SIMULATOR_WEBHOOK_URL: "not a url" })).toThrow('the webhook URL must be a URL, got "not a url"');
    expect(() => readStripeSimulatorOptions([], { STRIPE_WEBHOOK_SECRET: "secret" })).toThrow('STRIPE_WEBHOOK_SECRET must start with "whsec_"');
    expect(() => readStripeSimulatorOptions(["--verbose"], {})).toThrow('unknown argument "--verbose"');
    expect(() => readStripeSimulatorOptions(["--host"], {})).toThrow("--host needs a value");
  });
});

describe("the stripeSimulator command", () => {
  it("prints its API base and secret, answers the SDK and exits 0 on SIGTERM", async () => {
    const child = spawn(process.execPath, [SCRIPT, "--port", "0"], {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, STRIPE_WEBHOOK_SECRET: "whsec_dev" },
    });
    try {
      const printed = new Map<string, string>();
      for await (const line of createInterface({ input: child.stdout })) {
        if (line === "STRIPE_SIMULATOR_READY") break;
        const [name = "", value = ""] = line.split("=", 2);
        printed.set(name, value);
      }
      const base = new URL(printed.get("STRIPE_API_BASE") ?? "");
      expect(base.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(printed.get("STRIPE_WEBHOOK_SECRET")).toBe("whsec_dev");
      expect((await fetch(`${base.origin}/_fake/health`)).status).toBe(200);

      const stripe = new Stripe("sk_test_dev", { host: base.hostname, port: Number(base.port), protocol: "http", maxNetworkRetries: 0 });
      const customer = await stripe.customers.create({ email: "reader@example.com" });
      expect(customer.id).toMatch(/^cus_/);

      const exited = once(child, "exit");
      child.kill("SIGTERM");
      expect(await exited).toEqual([0, null]);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });
});

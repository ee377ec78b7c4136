import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import type express from "express";
import request from "supertest";
import { afterAll, beforeAll } from "vitest";
import type { Agent } from "supertest";
import { createUser } from "@storyloom/testkit/factories";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { testRedisPrefix, testRedisUrl } from "@storyloom/testkit/redis";
import { startFakeOpenAi } from "@storyloom/testkit/fakes/openai";
import type { FakeOpenAiServer } from "@storyloom/testkit/fakes/openai";
import { startFakeAnthropic } from "@storyloom/testkit/fakes/anthropic";
import type { FakeAnthropicServer } from "@storyloom/testkit/fakes/anthropic";
import { startFakeStripe } from "@storyloom/testkit/fakes/stripe";
import { signStripePayload } from "@storyloom/testkit/fakes/stripe";
import type { FakeEvent, FakeStripeServer } from "@storyloom/testkit/fakes/stripe";
import { startFakeAcm } from "@storyloom/testkit/fakes/acm";
import type { FakeAcmServer } from "@storyloom/testkit/fakes/acm";
import { startFakeDns } from "@storyloom/testkit/fakes/dns";
import type { FakeDnsServer } from "@storyloom/testkit/fakes/dns";
import { createApp } from "./app.ts";
import { signIn } from "./auth/testing.ts";
import { loadConfig } from "./config.ts";
import type { Config } from "./config.ts";
import { OutgoingEmail } from "@storyloom/db/models";
import { createMailer } from "@storyloom/domain/integrations/mail.ts";
import { createJobQueue } from "@storyloom/domain/jobs/enqueue.ts";
import type { JobQueue } from "@storyloom/domain/jobs/enqueue.ts";
import { createLogger } from "@storyloom/domain/logger.ts";
import { deliverEmail } from "@storyloom/domain/services/mail/deliverEmail.ts";
import { createPublicPageCache } from "@storyloom/domain/services/publicPages/publicPageCache.ts";
import type { PublicPageCache } from "@storyloom/domain/services/publicPages/publicPageCache.ts";

export interface TestContext {
  app: express.Express;
  config: Config;
  db: TestDatabase;
  redis: Redis;
  /** The API's job queues, on the context's own Redis prefix; no worker consumes them. */
  jobs: JobQueue;
  /** The render cache's invalidation, on the context's own Redis prefix. */
  pages: PublicPageCache;
  outboxDir: string;
  /** The fake providers config.ai points at (their keys are required): tests queue answers and read requests. */
  openai: FakeOpenAiServer;
  anthropic: FakeAnthropicServer;
  /**
   * The fake payment provider config.payments points at. It delivers no
   * webhook by itself (the app does not listen): `deliverStripeEvents` posts
   * its events to the app's webhook endpoint, signed as the provider signs.
   */
  stripe: FakeStripeServer;
  /** The fake ACM config.customDomains points at (the context runs custom domains in `acm` mode). */
  acm: FakeAcmServer;
  /** The DNS server the custom-domain checks ask; tests set the records a domain has. */
  dns: FakeDnsServer;
  /** Posts the fake provider's events (all, or those given) to POST /api/webhooks/stripe; resolves to the answers' statuses. */
  deliverStripeEvents(events?: readonly FakeEvent[]): Promise<number[]>;
  /**
   * Does what the workers' `mail.send` jobs would: delivers every PENDING
   * e-mail of the outbox table with the real deliverEmail into `outboxDir`.
   * Resolves to the number sent.
   */
  deliverQueuedMail(): Promise<number>;
  /** The text bodies of the mails written so far, oldest first. */
  readOutbox(): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Undoes quoted-printable soft breaks and escapes (nodemailer wraps long lines). */
function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

function parseEml(raw: string): OutboxMail {
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(raw)?.[1]?.trim() ?? "";
  // The text/plain part: its headers, a blank line, then the body up to the next boundary.
  const part = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?\n([\s\S]*?)(?:\n--|$)/i.exec(raw);
  const encoding = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?Content-Transfer-Encoding: ([\w-]+)/i.exec(raw)?.[1]?.toLowerCase();
  const body = part?.[1] ?? "";
  const text = encoding === "quoted-printable" ? decodeQuotedPrintable(body) : encoding === "base64" ? Buffer.from(body, "base64").toString("utf8") : body;
  return { to: header("To"), subject: header("Subject"), text };
}

const FAKE_OPENAI_KEY = "sk-test-openai";
/** The host custom domains' CNAMEs point at in the tests. */
export const TEST_CNAME_TARGET = "sites.storyloom.test";
const FAKE_ANTHROPIC_KEY = "sk-ant-test";
const FAKE_STRIPE_KEY = "sk_test_storyloom";
const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_storyloom_test";

/** The origin a test context's API answers on unless `overrides` say otherwise. */
export const TEST_PUBLIC_URL = "http://localhost:8080";

/**
 * The API on its own migrated database, Redis prefix and mail outbox, for an
 * integration test file. `overrides` change config (e.g. PUBLIC_URL).
 */
export async function createTestContext(overrides: Partial<Config> = {}): Promise<TestContext> {
  const db = await useTestDatabase();
  const outboxDir = await mkdtemp(path.join(tmpdir(), "storyloom-outbox-"));
  const [openai, anthropic, stripe, acm, dns] = await Promise.all([
    startFakeOpenAi({ apiKey: FAKE_OPENAI_KEY }),
    startFakeAnthropic({ apiKey: FAKE_ANTHROPIC_KEY }),
    startFakeStripe({ webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET, autoDeliver: false }),
    startFakeAcm(),
    startFakeDns(),
  ]);
  const config: Config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent", REDIS_URL: testRedisUrl() }),
    redisPrefix: testRedisPrefix(),
    mailOutboxDir: outboxDir,
    ai: {
      openai: { apiKey: FAKE_OPENAI_KEY, baseURL: openai.baseURL },
      anthropic: { apiKey: FAKE_ANTHROPIC_KEY, baseURL: anthropic.baseURL },
      simulated: false,
      embeddingsModel: null,
    },
    payments: { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET, publishableKey: null, apiBase: stripe.sdkOptions, offline: true },
    customDomains: {
      PUBLIC_URL: overrides.publicUrl ?? TEST_PUBLIC_URL,
      CERTIFICATES: "acm",
      ACM_ENDPOINT: acm.url,
      ACM_CREDENTIALS: { accessKeyId: "AKIDSTORYLOOMTEST", secretAccessKey: "storyloom-test-secret" },
      DNS_SERVERS: [dns.address],
      CUSTOM_DOMAIN_CNAME_TARGET: TEST_CNAME_TARGET,
    },
    ...overrides,
  };
  if (overrides.publicUrl && overrides.secureCookies === undefined) config.secureCookies = overrides.publicUrl.startsWith("https:");
  const logger = createLogger(config);
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir, logger });
  const jobs = createJobQueue({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, logger });
  const pages = createPublicPageCache({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, logger });
  const app = createApp({ config, knex: db.knex, redis, jobs, pages, logger });
  return {
    app,
    config,
    db,
    redis,
    jobs,
    pages,
    outboxDir,
    openai,
    anthropic,
    stripe,
    acm,
    dns,
    async deliverStripeEvents(events = stripe.events()) {
      const statuses: number[] = [];
      for (const event of events) {
        const payload = JSON.stringify(event);
        const signature = signStripePayload(payload, FAKE_STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
        const res = await request(app).post("/api/webhooks/stripe").set("Content-Type", "application/json").set("Stripe-Signature", signature).send(payload);
        statuses.push(res.status);
      }
      return statuses;
    },
    async deliverQueuedMail() {
      const pending = await OutgoingEmail.query(db.knex).select("id").where("status", "PENDING").orderBy("id");
      let sent = 0;
      for (const { id } of pending) {
        if ((await deliverEmail({ knex: db.knex, mailer, emailId: id })) === "sent") sent += 1;
      }
      return sent;
    },
    async readOutbox() {
      const files = (await readdir(outboxDir)).filter((f) => f.endsWith(".eml")).sort();
      return Promise.all(files.map(async (f) => parseEml(await readFile(path.join(outboxDir, f), "utf8"))));
    },
    async close() {
      await jobs.close();
      await pages.close();
      const keys = await redis.keys(`${config.redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      mailer.close();
      await db.close();
      await rm(outboxDir, { recursive: true, force: true });
      await Promise.all([openai.close(), anthropic.close(), stripe.close(), acm.close(), dns.close()]);
    },
  };
}

export interface SignedInAuthor {
  /** Keeps the session cookie of the new user. */
  agent: Agent;
  authorId: number;
}

/** A new user (with an author profile; an admin if asked), signed in through the real endpoints. */
export async function signInNewAuthor(ctx: TestContext, options: { admin?: boolean } = {}): Promise<SignedInAuthor> {
  const { user, password, authorProfile } = await createUser(ctx.db.knex, { admin: options.admin ?? false });
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password).expect(200);
  return { agent, authorId: authorProfile.id };
}

/**
 * A test file's context: made before the file's first test and closed after
 * its last (vitest's hooks, registered here). The object is filled in by
 * then, so tests use it as they would createTestContext's answer.
 */
export function fileTestContext(overrides: Partial<Config> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(overrides));
  });
  afterAll(async () => {
    await ctx.close();
  });
  return ctx;
}

import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, DEVELOPMENT_AUTH_SECRET, REPO_ROOT, loadConfig } from "./config.ts";

const SECRET = "s".repeat(32);

describe("loadConfig", () => {
  it("gives the documented defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: "development",
      isProduction: false,
      apiPort: 4000,
      apiHost: "127.0.0.1",
      publicUrl: "http://localhost:8080",
      secureCookies: false,
      databaseUrl: "postgres://postgres@127.0.0.1:5432/storyloom",
      redisUrl: "redis://127.0.0.1:6379",
      redisPrefix: "storyloom:",
      authSecret: DEVELOPMENT_AUTH_SECRET,
      smtpUrl: undefined,
      mailFrom: "Storyloom <no-reply@storyloom.local>",
      mailOutboxDir: path.join(REPO_ROOT, ".data/outbox"),
      logLevel: "info",
      trustProxy: "loopback",
      productionHost: undefined,
      staging: false,
      storage: { driver: "local", dir: path.join(REPO_ROOT, ".data/files") },
      ai: { openai: null, anthropic: null, simulated: false, embeddingsModel: null },
      payments: null,
      customDomains: {
        PUBLIC_URL: "http://localhost:8080",
        CERTIFICATES: "on-demand",
        AWS_REGION: undefined,
        ACM_ENDPOINT: undefined,
        DNS_SERVERS: undefined,
        CUSTOM_DOMAIN_CNAME_TARGET: undefined,
        CUSTOM_DOMAIN_A_RECORDS: undefined,
      },
    });
  });

  it("configures payments by the provider's secret key, pointing the SDK at STRIPE_API_BASE when set", () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
      PAYMENTS_OFFLINE: "true",
    });
    expect(config.payments).toEqual({
      secretKey: "sk_test_123",
      webhookSecret: "whsec_abc",
      publishableKey: null,
      apiBase: { protocol: "http", host: "127.0.0.1", port: 12111 },
      offline: true,
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_live_1", STRIPE_API_BASE: "https://stripe-mock.example.test" }).payments?.apiBase).toEqual({
      protocol: "https",
      host: "stripe-mock.example.test",
      port: 443,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "pk_test_wrong" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it("configures an AI provider by its key, or by a base URL alone (a compatible server without keys)", () => {
    const config = loadConfig({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", ANTHROPIC_API_KEY: "sk-ant-1", AI_SIMULATED: "true" });
    expect(config.ai).toEqual({
      openai: { apiKey: "not-needed", baseURL: "http://127.0.0.1:11434/v1" },
      anthropic: { apiKey: "sk-ant-1", baseURL: undefined },
      simulated: true,
      embeddingsModel: null,
    });
    expect(loadConfig({ OPENAI_API_KEY: "sk-1", OPENAI_EMBEDDINGS_MODEL: "text-embedding-3-small" }).ai.embeddingsModel).toBe("text-embedding-3-small");
    expect(() => loadConfig({ OPENAI_EMBEDDINGS_MODEL: "not a model!" })).toThrow(/OPENAI_EMBEDDINGS_MODEL/);
  });

  it("configures custom domains: on-demand certificates by default, ACM when asked, and the DNS to check with", () => {
    const config = loadConfig({
      CERTIFICATES: "acm",
      AWS_REGION: "eu-west-1",
      ACM_ENDPOINT: "http://127.0.0.1:9000",
      DNS_SERVERS: "127.0.0.1:5353,10.0.0.2",
      CUSTOM_DOMAIN_CNAME_TARGET: "Sites.Storyloom.com.",
      CUSTOM_DOMAIN_A_RECORDS: "203.0.113.7,203.0.113.8",
    });
    expect(config.customDomains).toMatchObject({
      CERTIFICATES: "acm",
      AWS_REGION: "eu-west-1",
      DNS_SERVERS: ["127.0.0.1:5353", "10.0.0.2"],
      CUSTOM_DOMAIN_CNAME_TARGET: "sites.storyloom.com",
      CUSTOM_DOMAIN_A_RECORDS: ["203.0.113.7", "203.0.113.8"],
    });
    expect(() => loadConfig({ CERTIFICATES: "letsencrypt" })).toThrow(/CERTIFICATES must be on-demand or acm/);
    expect(() => loadConfig({ CUSTOM_DOMAIN_A_RECORDS: "example.com" })).toThrow(/CUSTOM_DOMAIN_A_RECORDS/);
    expect(() => loadConfig({ OPENAI_BASE_URL: "ftp://example.test" })).toThrow(/OPENAI_BASE_URL/);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      API_PORT: "5000",
      API_HOST: "0.0.0.0",
      PUBLIC_URL: "https://storyloom.example/",
      DATABASE_URL: "postgresql://app@db:5432/app",
      REDIS_URL: "rediss://cache:6380",
      REDIS_PREFIX: "sl:",
      AUTH_SECRET: SECRET,
      SMTP_URL: "smtps://user:pass@mail.example:465",
      MAIL_FROM: "Books <books@example.com>",
      MAIL_OUTBOX_DIR: "/var/outbox",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "2",
      PRODUCTION_HOST: "storyloom.example",
      STAGING: "true",
      FILES_DIR: "/var/files",
    });
    expect(config).toMatchObject({
      nodeEnv: "production",
      isProduction: true,
      apiPort: 5000,
      apiHost: "0.0.0.0",
      publicUrl: "https://storyloom.example",
      secureCookies: true,
      databaseUrl: "postgresql://app@db:5432/app",
      redisUrl: "rediss://cache:6380",
      redisPrefix: "sl:",
      authSecret: SECRET,
      smtpUrl: "smtps://user:pass@mail.example:465",
      mailFrom: "Books <books@example.com>",
      mailOutboxDir: "/var/outbox",
      logLevel: "warn",
      trustProxy: 2,
      productionHost: "storyloom.example",
      staging: true,
      storage: { driver: "local", dir: "/var/files" },
    });
  });

  it("stores files in the S3 bucket when S3_BUCKET is set", () => {
    const config = loadConfig({
      S3_BUCKET: "covers",
      S3_ENDPOINT: "http://minio:9000",
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.storage).toEqual({
      driver: "s3",
      bucket: "covers",
      endpoint: "http://minio:9000",
      region: "eu-west-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ API_PORT: "", SMTP_URL: "" })).toMatchObject({ apiPort: 4000, smtpUrl: undefined });
  });

  it("takes API_PORT=0 (a free port the system picks, logged when listening)", () => {
    expect(loadConfig({ API_PORT: "0" })).toMatchObject({ apiPort: 0 });
  });

  it("parses TRUST_PROXY booleans and lists", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toBe("loopback, 10.0.0.0/8");
  });

  it("resolves a relative outbox directory against the repository root", () => {
    expect(loadConfig({ MAIL_OUTBOX_DIR: "tmp/mail" }).mailOutboxDir).toBe(path.join(REPO_ROOT, "tmp/mail"));
  });

  it.each([
    [{ NODE_ENV: "production" }, "Invalid configuration: AUTH_SECRET is required when NODE_ENV=production"],
    [{ AUTH_SECRET: "short" }, "Invalid configuration: AUTH_SECRET must be at least 32 characters"],
    [{ API_PORT: "http" }, "Invalid configuration: API_PORT must be a port number"],
    [{ API_PORT: "70000" }, "Invalid configuration: API_PORT must be a port number between 0 and 65535"],
    [{ PUBLIC_URL: "localhost:8080" }, "Invalid configuration: PUBLIC_URL must be an http(s) URL"],
    [{ PUBLIC_URL: "https://storyloom.example/app" }, "Invalid configuration: PUBLIC_URL must be an origin such as https://example.com, without path or query"],
    [{ DATABASE_URL: "mysql://x" }, "Invalid configuration: DATABASE_URL must be a postgres:// URL"],
    [{ REDIS_URL: "http://x" }, "Invalid configuration: REDIS_URL must be a redis:// URL"],
    [{ SMTP_URL: "mail.example" }, "Invalid configuration: SMTP_URL must be a smtp:// or smtps:// URL"],
    [{ LOG_LEVEL: "loud" }, "Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent"],
    [{ STAGING: "maybe" }, "Invalid configuration: STAGING must be true or false"],
    [{ NODE_ENV: "staging" }, "Invalid configuration: NODE_ENV must be development, test or production"],
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("accepts production with a long enough secret", () => {
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
  });
});

import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "@storyloom/domain/env.ts";
import { loadWorkersConfig } from "./config.ts";

describe("loadWorkersConfig", () => {
  it("takes the defaults the API takes, also for variables set to an empty string", () => {
    const expected = {
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/storyloom",
      REDIS_URL: "redis://127.0.0.1:6379",
      REDIS_PREFIX: "storyloom:",
      SMTP_URL: undefined,
      MAIL_FROM: "Storyloom <no-reply@storyloom.local>",
      MAIL_OUTBOX_DIR: path.join(REPO_ROOT, ".data/outbox"),
      LOG_LEVEL: "info",
      WORKER_CONCURRENCY: 4,
      OPENAI_API_KEY: undefined,
      OPENAI_BASE_URL: undefined,
      ANTHROPIC_API_KEY: undefined,
      ANTHROPIC_BASE_URL: undefined,
      AI_SIMULATED: false,
      OPENAI_EMBEDDINGS_MODEL: undefined,
      JOB_LOCK_MS: 30_000,
      JOB_STALLED_CHECK_MS: 30_000,
      READER_MAIL_PER_MINUTE: 600,
      AI_JOB_RETRY_BASE_MS: 2_000,
      PUBLIC_URL: "http://localhost:8080",
      CERTIFICATES: "on-demand",
      AWS_REGION: undefined,
      ACM_ENDPOINT: undefined,
      DNS_SERVERS: undefined,
      CUSTOM_DOMAIN_CNAME_TARGET: undefined,
      CUSTOM_DOMAIN_A_RECORDS: undefined,
      // EPUBs are stored where the API keeps uploads.
      FILES_DIR: path.join(REPO_ROOT, ".data/files"),
      S3_BUCKET: undefined,
      S3_ENDPOINT: undefined,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: undefined,
      S3_SECRET_ACCESS_KEY: undefined,
      S3_FORCE_PATH_STYLE: false,
    };
    expect(loadWorkersConfig({})).toEqual(expected);
    expect(
      loadWorkersConfig({
        DATABASE_URL: "",
        REDIS_URL: "",
        REDIS_PREFIX: "",
        SMTP_URL: "",
        MAIL_FROM: "",
        MAIL_OUTBOX_DIR: "",
        LOG_LEVEL: "",
        WORKER_CONCURRENCY: "",
      }),
    ).toEqual(expected);
  });

  it("reads the mail settings relative to the repository root", () => {
    const workers = loadWorkersConfig({ SMTP_URL: "smtps://user:pass@mail.example:465", MAIL_FROM: "Books <books@example.com>", MAIL_OUTBOX_DIR: "tmp/mail" });
    expect(workers.SMTP_URL).toBe("smtps://user:pass@mail.example:465");
    expect(workers.MAIL_FROM).toBe("Books <books@example.com>");
    // Relative to the repository root, whatever the working directory; an absolute path is kept.
    expect(workers.MAIL_OUTBOX_DIR).toBe(path.join(REPO_ROOT, "tmp/mail"));
    expect(loadWorkersConfig({ MAIL_OUTBOX_DIR: "/var/outbox" }).MAIL_OUTBOX_DIR).toBe("/var/outbox");
  });

  it("stops with one line naming a malformed variable", () => {
    expect(() => loadWorkersConfig({ DATABASE_URL: "mysql://db/x" })).toThrow("Invalid configuration: DATABASE_URL must be a postgres:// URL");
    expect(() => loadWorkersConfig({ REDIS_URL: "http://cache" })).toThrow("Invalid configuration: REDIS_URL must be a redis:// URL");
    expect(() => loadWorkersConfig({ WORKER_CONCURRENCY: "0" })).toThrow("Invalid configuration: WORKER_CONCURRENCY must be a whole number from 1 to 64");
    expect(() => loadWorkersConfig({ JOB_LOCK_MS: "10" })).toThrow(
      "Invalid configuration: JOB_LOCK_MS must be a whole number of milliseconds from 500 to 600000",
    );
    expect(() => loadWorkersConfig({ AI_JOB_RETRY_BASE_MS: "-1" })).toThrow(
      "Invalid configuration: AI_JOB_RETRY_BASE_MS must be a whole number of milliseconds from 0 to 600000",
    );
    expect(() => loadWorkersConfig({ SMTP_URL: "mail.example" })).toThrow("Invalid configuration: SMTP_URL must be a smtp:// or smtps:// URL");
    expect(() => loadWorkersConfig({ SMTP_URL: "http://mail.example" })).toThrow("Invalid configuration: SMTP_URL must be a smtp:// or smtps:// URL");
    expect(() => loadWorkersConfig({ MAIL_FROM: "x" })).toThrow("Invalid configuration: MAIL_FROM must be at least 3 characters");
  });
});

import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Book, BookEpub, FileRecord } from "@storyloom/db/models";
import { createS3Storage } from "@storyloom/domain/integrations/storage.ts";
import type { Storage } from "@storyloom/domain/integrations/storage.ts";
import { createJobQueue } from "@storyloom/domain/jobs/index.ts";
import type { JobQueue } from "@storyloom/domain/jobs/index.ts";
import { requestEpubBuild } from "@storyloom/domain/services/epubs/requestEpubBuild.ts";
import { startFakeS3 } from "@storyloom/testkit/fakes/s3";
import type { FakeS3Server } from "@storyloom/testkit/fakes/s3";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createPublishedBook } from "@storyloom/testkit/factories";
import { testRedisPrefix, testRedisUrl } from "@storyloom/testkit/redis";
import { generateEpub } from "./generateEpub.ts";

const logger = pino({ level: "silent" });
let db: TestDatabase;
let s3: FakeS3Server;
let storage: Storage;
let jobs: JobQueue;

beforeAll(async () => {
  db = await useTestDatabase();
  s3 = await startFakeS3();
  storage = createS3Storage({
    driver: "s3",
    bucket: s3.bucket,
    region: "us-east-1",
    endpoint: s3.endpoint,
    accessKeyId: "test",
    secretAccessKey: "test",
    forcePathStyle: true,
  });
  jobs = createJobQueue({ redisUrl: testRedisUrl(), redisPrefix: testRedisPrefix(), logger });
});
afterAll(async () => {
  await jobs.close();
  await s3.close();
  await db.close();
});

const deps = () => ({ knex: db.knex, storage, publicUrl: "http://localhost:8080", logger });

async function request(bookId: number): Promise<number> {
  await db.knex.transaction(async (trx) => {
    const book = await Book.query(trx).findById(bookId).throwIfNotFound();
    await requestEpubBuild({ trx, jobs, book });
  });
  return (await BookEpub.query(db.knex).findOne({ bookId }).throwIfNotFound()).requestNumber;
}

describe("epubs.generate", () => {
  it("adds its job after the commit, builds the EPUB into the object store and installs it once, however often it is delivered", async () => {
    const { book } = await createPublishedBook(db.knex, { chapters: 2 });
    const requestNumber = await request(book.id);
    const job = await jobs.queue("exports").getJob(`epubs.generate-${book.id}-${requestNumber}`);
    expect(job?.data).toEqual({ bookId: book.id, requestNumber });

    expect(await generateEpub(deps(), { bookId: book.id, requestNumber })).toBe("built");
    expect(await generateEpub(deps(), { bookId: book.id, requestNumber })).toBe("superseded");
    const reloaded = await Book.query(db.knex).findById(book.id).throwIfNotFound();
    expect(reloaded.epubFileKey).toMatch(new RegExp(`^epubs/${book.id}/[0-9a-f]{32}\\.epub$`));
    const stored = await storage.get(reloaded.epubFileKey ?? "");
    expect(stored?.contentType).toBe("application/epub+zip");
    expect(stored?.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(
      await FileRecord.query(db.knex)
        .where({ s3Key: reloaded.epubFileKey ?? "" })
        .resultSize(),
    ).toBe(1);
    expect(await BookEpub.query(db.knex).findOne({ bookId: book.id })).toMatchObject({ buildStatus: "READY", source: "GENERATED", error: null });
  });

  it("builds only the latest request, and a rebuild retires the file before it from the store", async () => {
    const { book } = await createPublishedBook(db.knex, { chapters: 1 });
    expect(await generateEpub(deps(), { bookId: book.id, requestNumber: await request(book.id) })).toBe("built");
    const firstKey = (await Book.query(db.knex).findById(book.id).throwIfNotFound()).epubFileKey ?? "";
    // The same text rebuilt within the second makes the same bytes (and keeps the file); a corrected chapter does not.
    await db.knex("chapters").where({ bookId: book.id }).update({ markup: "<p>Corrected text.</p>" });

    const overtaken = await request(book.id);
    const latest = await request(book.id);
    expect(await generateEpub(deps(), { bookId: book.id, requestNumber: overtaken })).toBe("superseded");
    expect(await generateEpub(deps(), { bookId: book.id, requestNumber: latest })).toBe("built");
    const secondKey = (await Book.query(db.knex).findById(book.id).throwIfNotFound()).epubFileKey ?? "";
    expect(secondKey).not.toBe(firstKey);
    expect(await FileRecord.query(db.knex).findOne({ s3Key: firstKey })).toMatchObject({ status: "INACTIVE", deleted: true });
    await expect.poll(() => storage.exists(firstKey)).toBe(false);
    expect(await storage.exists(secondKey)).toBe(true);
  });

  it("records why a build failed for the author instead of retrying it", async () => {
    const { book } = await createPublishedBook(db.knex, { chapters: 1 });
    const requestNumber = await request(book.id);
    await db.knex("chapters").where({ bookId: book.id }).update({ status: "DRAFT" });
    expect(await generateEpub(deps(), { bookId: book.id, requestNumber })).toBe("failed");
    expect(await BookEpub.query(db.knex).findOne({ bookId: book.id })).toMatchObject({
      buildStatus: "FAILED",
      error: "Publish at least one chapter before making an EPUB.",
    });
  });
});

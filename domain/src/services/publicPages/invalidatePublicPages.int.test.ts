import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Knex } from "@storyloom/db";
import { Chapter } from "@storyloom/db/models";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createChapter, createPublishableBook } from "@storyloom/testkit/factories";
import { testRedisPrefix, testRedisUrl } from "@storyloom/testkit/redis";
import { createJobQueue } from "../../jobs/enqueue.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { updateChapter } from "../chapters/updateChapter.ts";
import { publishChapter } from "../publishing/publishChapter.ts";
import { invalidatePublicPages } from "./invalidatePublicPages.ts";
import type { PageTag } from "./pageTags.ts";
import { createPublicPageCache } from "./publicPageCache.ts";
import type { PublicPageCache } from "./publicPageCache.ts";
import { renderCacheKeys } from "./renderCacheKeys.ts";
import { ADMIT_AFTER_RENDERS, createRenderCache } from "./renderCacheStore.ts";
import type { RenderCache } from "./renderCacheStore.ts";

const redisPrefix = testRedisPrefix();
const keys = renderCacheKeys(redisPrefix);
let db: TestDatabase;
let redis: Redis;
let jobs: JobQueue;
let pages: PublicPageCache;
let cache: RenderCache;

beforeAll(async () => {
  db = await useTestDatabase();
  redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  await redis.ping();
  jobs = createJobQueue({ redisUrl: testRedisUrl(), redisPrefix });
  pages = createPublicPageCache({ redisUrl: testRedisUrl(), redisPrefix });
  cache = createRenderCache({ redis, redisPrefix, buildId: "test" });
});
afterAll(async () => {
  await jobs.close();
  await pages.close();
  const left = await redis.keys(`${redisPrefix}*`);
  if (left.length > 0) await redis.del(...left);
  redis.disconnect();
  await db.close();
});

/** The storefront's side: renders `url` until the cache keeps it. */
async function cachePage(url: string, tags: PageTag[]): Promise<void> {
  for (let render = 1; render <= ADMIT_AFTER_RENDERS; render += 1) {
    const found = await cache.lookup(url);
    if (found.kind !== "miss") throw new Error(`${url}: expected a miss, got ${found.kind}`);
    await cache.store(
      url,
      found.clock,
      { status: 200, headers: [["content-type", "text/html"]], body: Buffer.from(`<p>${url}</p>`), sharedWithSignedIn: false },
      tags,
    );
  }
  expect((await cache.lookup(url)).kind).toBe("hit");
}

const tagVersion = (tag: string) => redis.get(`${keys.tagPrefix}${tag}`);

describe("invalidatePublicPages", () => {
  it("invalidates once the transaction has committed", async () => {
    let pending: Promise<boolean> | undefined;
    await db.knex.transaction(async (trx: Knex.Transaction) => {
      pending = invalidatePublicPages({ trx, pages, tags: ["series:40"] });
      // Inside the transaction nothing has happened yet: a render now would still read the old rows.
      expect(await tagVersion("series:40")).toBeNull();
    });
    expect(await pending).toBe(true);
    expect(await tagVersion("series:40")).not.toBeNull();
  });

  it("invalidates nothing after a rollback, nor inside a savepoint whose parent rolls back", async () => {
    let pending: Promise<boolean> | undefined;
    await expect(
      db.knex.transaction(async (trx: Knex.Transaction) => {
        await trx.transaction(async (savepoint: Knex.Transaction) => {
          pending = invalidatePublicPages({ trx: savepoint, pages, tags: ["series:41"] });
        });
        throw new Error("the request failed");
      }),
    ).rejects.toThrow("the request failed");
    expect(await pending).toBe(false);
    expect(await tagVersion("series:41")).toBeNull();
  });

  it("reports a failed invalidation instead of rejecting", async () => {
    const failing: PublicPageCache = {
      invalidate: vi.fn(async () => Promise.reject(new Error("Redis is down"))),
      reportFailure: vi.fn(),
      close: async () => {},
    };
    let pending: Promise<boolean> | undefined;
    await db.knex.transaction(async (trx: Knex.Transaction) => {
      pending = invalidatePublicPages({ trx, pages: failing, tags: ["book:1"] });
    });
    expect(await pending).toBe(false);
    expect(failing.reportFailure).toHaveBeenCalledWith(expect.any(Error), ["book:1"]);
  });

  it("publishing a chapter makes its book's cached pages stale, and no other book's", async () => {
    const book = await createPublishableBook(db.knex, { status: "PUBLISHED" });
    const other = await createPublishableBook(db.knex, { status: "PUBLISHED" });
    const first = await Chapter.query(db.knex).where({ bookId: book.id }).first().throwIfNotFound();
    await first.$query(db.knex).patch({ status: "PUBLISHED", publishedAt: new Date() });
    const next = await createChapter(db.knex, { bookId: book.id, markup: "<p>The second night.</p>" });
    const bookPage = `http://localhost:8080/book/b/${book.id}`;
    const chapterPage = `http://localhost:8080/book/b/${book.id}/chapter/1`;
    const otherPage = `http://localhost:8080/book/o/${other.id}`;
    await cachePage(bookPage, [`book:${book.id}`, `author:${book.authorId}`]);
    await cachePage(chapterPage, [`book:${book.id}`]);
    await cachePage(otherPage, [`book:${other.id}`]);

    await db.knex.transaction(async (trx: Knex.Transaction) => {
      await publishChapter({ trx, jobs, pages, chapter: await Chapter.query(trx).findById(next.id).forUpdate().throwIfNotFound() });
    });

    await vi.waitFor(async () => expect((await cache.lookup(bookPage)).kind).toBe("miss"), { timeout: 2_000, interval: 20 });
    expect((await cache.lookup(chapterPage)).kind).toBe("miss");
    expect((await cache.lookup(otherPage)).kind).toBe("hit");
  });

  it("editing a published chapter changes no public page (the edit is staged); publishing the edit does", async () => {
    const book = await createPublishableBook(db.knex, { status: "PUBLISHED" });
    const chapter = await Chapter.query(db.knex).where({ bookId: book.id }).first().throwIfNotFound();
    const published = await chapter.$query(db.knex).patchAndFetch({ status: "PUBLISHED", publishedAt: new Date() });
    const chapterPage = `http://localhost:8080/book/b/${book.id}/chapter/1`;
    await cachePage(chapterPage, [`book:${book.id}`]);

    const edited = await db.knex.transaction(async (trx: Knex.Transaction) =>
      updateChapter({ trx, chapter: published, fromVersion: published.version, changes: { markup: "<p>A better first line.</p>" } }),
    );
    expect((await cache.lookup(chapterPage)).kind).toBe("hit");

    await db.knex.transaction(async (trx: Knex.Transaction) => publishChapter({ trx, jobs, pages, chapter: edited }));
    await vi.waitFor(async () => expect((await cache.lookup(chapterPage)).kind).toBe("miss"), { timeout: 2_000, interval: 20 });
  });
});

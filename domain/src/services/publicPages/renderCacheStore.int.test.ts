import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testRedisPrefix, testRedisUrl } from "@storyloom/testkit/redis";
import type { PageTag } from "./pageTags.ts";
import { createPublicPageCache } from "./publicPageCache.ts";
import type { PublicPageCache } from "./publicPageCache.ts";
import { RENDER_CACHE_TTL_SECONDS, TAG_VERSION_TTL_SECONDS, renderCacheKeys } from "./renderCacheKeys.ts";
import { ADMIT_AFTER_RENDERS, createRenderCache } from "./renderCacheStore.ts";
import type { CachedPage, RenderCache } from "./renderCacheStore.ts";

const redisPrefix = testRedisPrefix();
const keys = renderCacheKeys(redisPrefix);
let redis: Redis;
let cache: RenderCache;
let pages: PublicPageCache;

beforeAll(async () => {
  redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  await redis.ping();
  cache = createRenderCache({ redis, redisPrefix, buildId: "b1" });
  pages = createPublicPageCache({ redisUrl: testRedisUrl(), redisPrefix });
});
afterAll(async () => {
  await pages.close();
  const left = await redis.keys(`${redisPrefix}*`);
  if (left.length > 0) await redis.del(...left);
  redis.disconnect();
});

let counter = 0;
const uniqueKey = () => `http://localhost:8080/book/the-lamp/${++counter}`;
const page = (body: string, sharedWithSignedIn = false): CachedPage => ({
  status: 200,
  headers: [["content-type", "text/html; charset=utf-8"]],
  body: Buffer.from(body),
  sharedWithSignedIn,
});

/** Renders `key` until the cache keeps it, as readers asking for it would. */
async function keep(key: string, body: string, tags: PageTag[], on: RenderCache = cache): Promise<void> {
  for (let render = 1; render <= ADMIT_AFTER_RENDERS; render += 1) {
    const found = await on.lookup(key);
    if (found.kind !== "miss") throw new Error(`expected a miss, got ${found.kind}`);
    expect(await on.store(key, found.clock, page(body), tags)).toBe(render === ADMIT_AFTER_RENDERS);
  }
}

describe("the render cache", () => {
  it("keeps a page on its second render and serves it from then on", async () => {
    const key = uniqueKey();
    await keep(key, "<p>chapter one</p>", ["book:1", "catalogue"]);
    expect(await cache.lookup(key)).toEqual({ kind: "hit", page: page("<p>chapter one</p>") });
    expect(await redis.ttl(`${keys.pagePrefix}b1:${key}`)).toBeGreaterThan(RENDER_CACHE_TTL_SECONDS - 5);
  });

  it("makes every page carrying an invalidated tag stale, and only those", async () => {
    const [chapterPage, bookPage, otherBook] = [uniqueKey(), uniqueKey(), uniqueKey()];
    await keep(chapterPage, "<p>old chapter</p>", ["book:2", "author:9"]);
    await keep(bookPage, "<p>old book</p>", ["book:2"]);
    await keep(otherBook, "<p>another book</p>", ["book:3"]);
    await pages.invalidate(["book:2"]);
    expect((await cache.lookup(chapterPage)).kind).toBe("miss");
    expect((await cache.lookup(bookPage)).kind).toBe("miss");
    expect((await cache.lookup(otherBook)).kind).toBe("hit");
    expect(await redis.ttl(`${keys.tagPrefix}book:2`)).toBeGreaterThan(TAG_VERSION_TTL_SECONDS - 5);
    // Rendered again after the change, the page is kept at once (it was asked for before).
    const found = await cache.lookup(bookPage);
    if (found.kind !== "miss") throw new Error("expected a miss");
    expect(await cache.store(bookPage, found.clock, page("<p>new book</p>"), ["book:2"])).toBe(true);
    expect(await cache.lookup(bookPage)).toEqual({ kind: "hit", page: page("<p>new book</p>") });
  });

  it("does not keep a render that began before an invalidation of one of its tags", async () => {
    const key = uniqueKey();
    const first = await cache.lookup(key);
    if (first.kind !== "miss") throw new Error("expected a miss");
    // The page is being rendered from the old rows when the change commits and invalidates.
    await pages.invalidate(["book:4"]);
    expect(await cache.store(key, first.clock, page("<p>old text</p>"), ["book:4"])).toBe(false);
    expect(await cache.store(key, first.clock, page("<p>old text</p>"), ["book:4"])).toBe(false);
    expect((await cache.lookup(key)).kind).toBe("miss");
  });

  it("never serves an old page after Redis lost the clock", async () => {
    const key = uniqueKey();
    await keep(key, "<p>before</p>", ["book:5"]);
    await redis.del(keys.clock);
    await pages.invalidate(["book:5"]);
    expect((await cache.lookup(key)).kind).toBe("miss");
    expect(Number(await redis.get(keys.clock))).toBeGreaterThan(1_000_000_000_000_000);
  });

  it("keeps each build's pages apart", async () => {
    const key = uniqueKey();
    await keep(key, "<p>build one</p>", ["book:6"]);
    expect((await createRenderCache({ redis, redisPrefix, buildId: "b2" }).lookup(key)).kind).toBe("miss");
  });

  it("serves a page held in memory while its tags keep their versions, checking them for many requests in one MGET", async () => {
    const own = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
    await own.ping();
    const holding = createRenderCache({ redis: own, redisPrefix, buildId: "b1" });
    const key = uniqueKey();
    await keep(key, "<p>held</p>", ["book:7", "catalogue"], holding);
    const mget = vi.spyOn(own, "mget");
    const scripts = vi.spyOn(own, "callBuffer");
    const answers = await Promise.all(Array.from({ length: 50 }, () => holding.lookup(key)));
    expect(answers.every((answer) => answer.kind === "hit" && answer.page.body.toString() === "<p>held</p>")).toBe(true);
    expect(mget.mock.calls.length).toBeLessThanOrEqual(2);
    expect(scripts).not.toHaveBeenCalled();
    // Another process invalidates: the next request sees it, though the page is in this one's memory.
    await pages.invalidate(["catalogue"]);
    expect((await holding.lookup(key)).kind).toBe("miss");
    own.disconnect();
  });

  it("holds no more pages in memory than its budget, the least recently used going first", async () => {
    const own = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
    await own.ping();
    const small = createRenderCache({ redis: own, redisPrefix, buildId: "b1", memoryBytes: 3_000 });
    const [first, second] = [uniqueKey(), uniqueKey()];
    await keep(first, "x".repeat(1_000), ["book:8"], small);
    await keep(second, "y".repeat(1_000), ["book:8"], small);
    const scripts = vi.spyOn(own, "callBuffer");
    expect((await small.lookup(second)).kind).toBe("hit");
    expect(scripts).not.toHaveBeenCalled();
    // The first was pushed out of memory: it comes from Redis.
    expect((await small.lookup(first)).kind).toBe("hit");
    expect(scripts).toHaveBeenCalledTimes(1);
    own.disconnect();
  });

  it("answers unavailable, and says so once, while Redis is down", async () => {
    const down = new Redis("redis://127.0.0.1:1", { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    down.on("error", () => {});
    const log = vi.fn();
    const offline = createRenderCache({ redis: down, redisPrefix, buildId: "b1", log });
    expect(await offline.lookup(uniqueKey())).toEqual({ kind: "unavailable" });
    expect(await offline.store(uniqueKey(), "0", page("<p>x</p>"), ["book:1"])).toBe(false);
    down.disconnect();
  });

  it("logs once when commands fail, and once when they answer again", async () => {
    const flaky = new Redis(testRedisUrl(), { maxRetriesPerRequest: 0 });
    await flaky.ping();
    const log = vi.fn();
    const onFlaky = createRenderCache({ redis: flaky, redisPrefix, buildId: "b1", log });
    const scripts = vi.spyOn(flaky, "callBuffer").mockRejectedValue(new Error("Command timed out"));
    expect(await onFlaky.lookup(uniqueKey())).toEqual({ kind: "unavailable" });
    expect(await onFlaky.lookup(uniqueKey())).toEqual({ kind: "unavailable" });
    expect(log).toHaveBeenCalledTimes(1);
    scripts.mockRestore();
    expect((await onFlaky.lookup(uniqueKey())).kind).toBe("miss");
    expect(log).toHaveBeenCalledTimes(2);
    flaky.disconnect();
  });
});

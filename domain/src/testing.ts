import { Redis } from "ioredis";
import { afterAll, beforeAll } from "vitest";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { testRedisPrefix, testRedisUrl } from "@storyloom/testkit/redis";
import { createJobQueue } from "./jobs/enqueue.ts";
import type { JobQueue } from "./jobs/enqueue.ts";
import { createPublicPageCache } from "./services/publicPages/publicPageCache.ts";
import type { PublicPageCache } from "./services/publicPages/publicPageCache.ts";

/** What a service's integration test file runs against. */
export interface ServiceTestContext {
  db: TestDatabase;
  /** The job queues, on the file's own Redis prefix; no worker consumes them. */
  jobs: JobQueue;
  /** The render cache's invalidation, on the same prefix. */
  pages: PublicPageCache;
  redis: Redis;
}

/**
 * A test database, and the job queues and the public page cache on a Redis
 * prefix of the file's own: made before the file's first test and handed to
 * `use` (which keeps what it needs), closed after its last with the prefix's
 * keys deleted. Returns the prefix.
 */
export function useServiceTestContext(use: (ctx: ServiceTestContext) => void): string {
  const redisPrefix = testRedisPrefix();
  let ctx: ServiceTestContext | undefined;
  beforeAll(async () => {
    ctx = {
      db: await useTestDatabase(),
      jobs: createJobQueue({ redisUrl: testRedisUrl(), redisPrefix }),
      pages: createPublicPageCache({ redisUrl: testRedisUrl(), redisPrefix }),
      redis: new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 }),
    };
    use(ctx);
  });
  afterAll(async () => {
    if (!ctx) return;
    await ctx.jobs.close();
    await ctx.pages.close();
    const keys = await ctx.redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await ctx.redis.del(...keys);
    ctx.redis.disconnect();
    await ctx.db.close();
  });
  return redisPrefix;
}

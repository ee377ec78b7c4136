import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { PageTag } from "./pageTags.ts";
import { INVALIDATE_SCRIPT, TAG_VERSION_TTL_SECONDS, renderCacheKeys } from "./renderCacheKeys.ts";

/** How long an invalidation may wait for Redis before it counts as failed. */
export const INVALIDATE_TIMEOUT_MS = 2_000;

/** The invalidating side of the storefront's render cache, for the API and the workers. */
export interface PublicPageCache {
  /** Makes every cached page carrying one of `tags` stale; resolves once Redis has done it. */
  invalidate(tags: readonly PageTag[]): Promise<void>;
  /** Logs an invalidation that failed where no caller waits for it: those pages stay until their TTL. */
  reportFailure(error: unknown, tags: readonly PageTag[]): void;
  /** Waits for the invalidations under way, then closes the connection. */
  close(): Promise<void>;
}

export interface PublicPageCacheOptions {
  redisUrl: string;
  /** REDIS_PREFIX: the storefront's cache lives under `${redisPrefix}render:` (renderCacheKeys). */
  redisPrefix: string;
  logger?: Logger;
}

/** One connection per process, like the job queue's; it gives up quickly rather than holding a request. */
export function createPublicPageCache(options: PublicPageCacheOptions): PublicPageCache {
  const connection = new Redis(options.redisUrl, {
    maxRetriesPerRequest: 2,
    commandTimeout: INVALIDATE_TIMEOUT_MS,
    connectionName: `storyloom-pages:${options.redisPrefix}`,
  });
  connection.on("error", (error) => options.logger?.warn({ err: error }, "public page cache: redis connection error"));
  const keys = renderCacheKeys(options.redisPrefix);
  const inFlight = new Set<Promise<unknown>>();

  return {
    async invalidate(tags) {
      const unique = [...new Set(tags)];
      if (unique.length === 0) return;
      const running = connection.eval(INVALIDATE_SCRIPT, 1, keys.clock, keys.tagPrefix, TAG_VERSION_TTL_SECONDS, ...unique);
      inFlight.add(running);
      try {
        await running;
      } finally {
        inFlight.delete(running);
      }
    },
    reportFailure(error, tags) {
      options.logger?.error({ err: error, tags }, "could not invalidate cached public pages: they stay until their TTL");
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      if (connection.status === "ready") await connection.quit().catch(() => connection.disconnect());
      else connection.disconnect();
    },
  };
}

import type { Redis } from "ioredis";
import { RateLimitError } from "../errors.ts";

export interface FailureLimiterOptions {
  redis: Redis;
  /** REDIS_PREFIX, then the limiter's name: `storyloom:ratelimit:signin:…`. */
  prefix: string;
  name: string;
  /** Failures allowed per window and key. */
  limit: number;
  windowSeconds: number;
  message: string;
}

export interface FailureLimiter {
  /**
   * Counts an attempt against every key before the caller checks anything,
   * so concurrent attempts cannot slip past the limit; throws RateLimitError
   * once any key is over it.
   */
  consume(keys: string[]): Promise<void>;
  /** Gives the attempt back: it succeeded, so it was no failure. */
  refund(keys: string[]): Promise<void>;
}

const REFUND_SCRIPT = "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0";

/** Fixed-window failure counters in Redis (SET NX EX + INCR), shared by every API instance. */
export function createFailureLimiter(options: FailureLimiterOptions): FailureLimiter {
  const redisKey = (key: string) => `${options.prefix}ratelimit:${options.name}:${key}`;
  return {
    async consume(keys) {
      const pipeline = options.redis.pipeline();
      for (const key of keys) {
        pipeline.set(redisKey(key), "0", "EX", options.windowSeconds, "NX");
        pipeline.incr(redisKey(key));
      }
      const results = (await pipeline.exec()) ?? [];
      const counts: number[] = [];
      for (const [error, value] of results) {
        if (error) throw error;
        if (typeof value === "number") counts.push(value);
      }
      if (counts.some((count) => count > options.limit)) {
        const ttls = await Promise.all(keys.map((key) => options.redis.ttl(redisKey(key))));
        throw new RateLimitError(options.message, Math.max(1, ...ttls));
      }
    },
    async refund(keys) {
      // Only while the window lasts: a DECR after expiry would leave a key without TTL.
      await Promise.all(keys.map((key) => options.redis.eval(REFUND_SCRIPT, 1, redisKey(key))));
    },
  };
}

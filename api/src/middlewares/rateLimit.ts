import { isIPv6 } from "node:net";
import type { Request } from "express";
import type { Redis } from "ioredis";
import { RateLimitError } from "../errors.ts";

export interface FailureLimiterOptions {
  redis: Redis;
  /** REDIS_PREFIX, then the limiter's name: `storyloom:ratelimit:signin:…`. */
  prefix: string;
  name: string;
  /** Failures allowed per window and key. */
  limit: number;
  /** Other limits for keys of one kind, by the part before the first colon: `{ address: 20 }`. */
  limits?: Record<string, number>;
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

/** Fixed-window attempt counters in Redis (SET NX EX + INCR), shared by every API instance. */
export function createFailureLimiter(options: FailureLimiterOptions): FailureLimiter {
  const redisKey = (key: string) => `${options.prefix}ratelimit:${options.name}:${key}`;
  const limitOf = (key: string) => options.limits?.[key.split(":", 1)[0]!] ?? options.limit;
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
      const exceeded = keys.filter((key, i) => (counts[i] ?? 0) > limitOf(key));
      if (exceeded.length > 0) {
        // Retry-After: when every exceeded window has reset.
        const ttls = await Promise.all(exceeded.map((key) => options.redis.ttl(redisKey(key))));
        throw new RateLimitError(options.message, Math.max(1, ...ttls));
      }
    },
    async refund(keys) {
      // Only while the window lasts: a DECR after expiry would leave a key without TTL.
      await Promise.all(keys.map((key) => options.redis.eval(REFUND_SCRIPT, 1, redisKey(key))));
    },
  };
}

/** The eight 16-bit groups of an IPv6 address, "::" expanded. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...missing, ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}

/**
 * The client address a per-address limit counts against: IPv4 as it is
 * (IPv4-mapped IPv6 unwrapped), IPv6 by its /64, since one subscriber gets a
 * whole /64 and could otherwise rotate through its addresses.
 */
export function clientAddressKey(req: Request): string {
  const address = (req.ip ?? req.socket.remoteAddress ?? "unknown").toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}

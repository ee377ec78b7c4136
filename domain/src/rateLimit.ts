/**
 * Attempt limits shared by every API instance, on rate-limiter-flexible's
 * Redis limiter. Each limiter counts one attempt against several keys at once
 * (the account, the client address, both together) with a rule per key kind.
 */
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Redis } from "ioredis";
import { RateLimitError } from "./errors.ts";

export interface RateLimitRule {
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
}

export interface RateLimiterOptions<K extends string> {
  redis: Redis;
  /** REDIS_PREFIX: keys are `storyloom:ratelimit:<name>:<kind>:<key>`. */
  prefix: string;
  name: string;
  /** One rule per key kind, e.g. `{ account: …, address: … }`. */
  rules: Record<K, RateLimitRule>;
  /** What a refused attempt is told (429). */
  message: string;
}

export interface RateLimiter<K extends string> {
  /**
   * Counts an attempt against every key before the caller checks anything,
   * so concurrent attempts cannot slip past the limit; throws RateLimitError,
   * with the seconds until every exceeded window resets, once any key is over.
   */
  consume(keys: Record<K, string>): Promise<void>;
  /** Gives the attempt back: it succeeded, so it was no failure. */
  refund(keys: Record<K, string>): Promise<void>;
}

export function createRateLimiter<K extends string>(options: RateLimiterOptions<K>): RateLimiter<K> {
  const kinds = Object.keys(options.rules) as K[];
  const limiters = new Map<K, RateLimiterRedis>(
    kinds.map((kind) => [
      kind,
      new RateLimiterRedis({
        storeClient: options.redis,
        keyPrefix: `${options.prefix}ratelimit:${options.name}:${kind}`,
        points: options.rules[kind].points,
        duration: options.rules[kind].windowSeconds,
      }),
    ]),
  );
  const limiterOf = (kind: K): RateLimiterRedis => limiters.get(kind)!;
  return {
    async consume(keys) {
      const outcomes = await Promise.allSettled(kinds.map((kind) => limiterOf(kind).consume(keys[kind])));
      let waitMs = 0;
      for (const outcome of outcomes) {
        if (outcome.status === "fulfilled") continue;
        // The library rejects with a RateLimiterRes when over the limit, with an Error when Redis fails.
        if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
        waitMs = Math.max(waitMs, outcome.reason.msBeforeNext);
      }
      if (waitMs > 0) throw new RateLimitError(options.message, Math.max(1, Math.ceil(waitMs / 1000)));
    },
    async refund(keys) {
      await Promise.all(kinds.map((kind) => limiterOf(kind).reward(keys[kind])));
    },
  };
}

/** Every limit of the product in one place, with the keys each counts against. */
export const RATE_LIMITS = {
  /**
   * Sign-in failures. Per account and address: brute force from one place
   * stops at 5 a minute. Per account alone the ceiling is higher and slower,
   * so one attacker cannot lock the owner out from another address, while a
   * distributed guess still meets a limit. Per address: one client spraying
   * many accounts. A right password gives its attempt back.
   */
  signIn: {
    message: "Too many sign-in attempts. Please wait a minute and try again.",
    rules: {
      accountAddress: { points: 5, windowSeconds: 60 },
      account: { points: 100, windowSeconds: 60 * 60 },
      address: { points: 30, windowSeconds: 60 },
    },
  },
  /** Recovery mails go to whatever address is typed: bounded per address and per client. */
  passwordReset: {
    message: "Too many password reset requests. Please wait an hour and try again.",
    rules: {
      account: { points: 5, windowSeconds: 60 * 60 },
      address: { points: 20, windowSeconds: 60 * 60 },
    },
  },
  signUp: {
    message: "Too many accounts were created from this network. Please wait an hour and try again.",
    rules: { address: { points: 20, windowSeconds: 60 * 60 } },
  },
  /**
   * GET /users/is-email-taken answers anyone whether an address has an
   * account: a sign-up form asks a few times, a list of addresses being
   * checked for accounts meets the limit at once.
   */
  emailCheck: {
    message: "Too many e-mail checks from this network. Please wait a minute and try again.",
    rules: { address: { points: 20, windowSeconds: 60 } },
  },
  /** The reading page sends at most two funnel steps per chapter shown, with or without a session: a fast reader stays far below, a script filling an author's report does not. */
  funnelStep: {
    message: "Too many reading steps recorded from this network. Please wait a minute and try again.",
    rules: { address: { points: 120, windowSeconds: 60 } },
  },
  /** The reading page counts a view of its book once per load, with or without a session: a reader turning pages never gets near, a script inflating counts does. */
  bookView: {
    message: "Too many book views counted from this network. Please wait a minute and try again.",
    rules: { address: { points: 60, windowSeconds: 60 } },
  },
  /** A search costs 10-50 ms of database time (bench/README.md): a reader searching never gets near, a script walking the catalogue through it does. */
  search: {
    message: "Too many searches from this network. Please wait a minute and try again.",
    rules: { address: { points: 120, windowSeconds: 60 } },
  },
  /** POST /api/auth/_log needs no session: a client may log a little, not fill the disk. */
  clientLog: {
    message: "Too many requests. Please wait a minute and try again.",
    rules: { address: { points: 30, windowSeconds: 60 } },
  },
  /** Cover uploads cost a decode and an encode each: plenty for an author choosing a cover, not a free image converter. */
  imageUpload: {
    message: "Too many uploads. Please wait a few minutes and try again.",
    rules: {
      account: { points: 30, windowSeconds: 10 * 60 },
      address: { points: 60, windowSeconds: 10 * 60 },
    },
  },
  /** EPUB uploads run the EPUB checker (a Java process, seconds each): enough for an author fixing a file, not a free checking service. */
  epubUpload: {
    message: "Too many uploads. Please wait a few minutes and try again.",
    rules: {
      account: { points: 20, windowSeconds: 10 * 60 },
      address: { points: 40, windowSeconds: 10 * 60 },
    },
  },
  /** Audio uploads are the largest bodies the API takes (up to 100 MB each): a book's worth of chapters an hour, not a file host. */
  audioUpload: {
    message: "Too many uploads. Please wait a few minutes and try again.",
    rules: {
      account: { points: 60, windowSeconds: 60 * 60 },
      address: { points: 120, windowSeconds: 60 * 60 },
    },
  },
} as const satisfies Record<string, { message: string; rules: Record<string, RateLimitRule> }>;

type Limits = typeof RATE_LIMITS;
export type RateLimiters = { [N in keyof Limits]: RateLimiter<Extract<keyof Limits[N]["rules"], string>> };

/** The limiters of RATE_LIMITS on one Redis connection and key prefix. */
export function createRateLimiters(redis: Redis, prefix: string): RateLimiters {
  const make = <N extends keyof Limits>(name: N) =>
    createRateLimiter({ redis, prefix, name, message: RATE_LIMITS[name].message, rules: RATE_LIMITS[name].rules as Record<string, RateLimitRule> });
  return {
    signIn: make("signIn"),
    passwordReset: make("passwordReset"),
    signUp: make("signUp"),
    emailCheck: make("emailCheck"),
    funnelStep: make("funnelStep"),
    bookView: make("bookView"),
    search: make("search"),
    clientLog: make("clientLog"),
    imageUpload: make("imageUpload"),
    epubUpload: make("epubUpload"),
    audioUpload: make("audioUpload"),
  } as RateLimiters;
}

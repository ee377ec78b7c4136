import { test as base } from "@playwright/test";
import { Redis } from "ioredis";

export { expect } from "@playwright/test";

/**
 * The stack's Redis (scripts/e2e.ts passes it): every browser reaches the
 * stack from 127.0.0.1, so the per-address limits of sign-up (20 accounts an
 * hour, domain/src/rateLimit.ts) would count the whole suite as one network.
 */
const redisUrl = process.env.E2E_REDIS_URL;
const redisPrefix = process.env.E2E_REDIS_PREFIX;

/** Forgets the sign-ups counted so far, as if the next test came from another network. */
async function resetSignUpAllowance(): Promise<void> {
  if (!redisUrl || !redisPrefix) return;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${redisPrefix}ratelimit:signUp:*`, "COUNT", 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}

/** Playwright's test, for specs that sign up fresh accounts: each test starts with a fresh sign-up allowance. */
export const test = base.extend<{ signUpAllowance: void }>({
  signUpAllowance: [
    // Playwright wants a destructured first argument; the page is what every sign-up uses anyway.
    async ({ page: _page }, use) => {
      await resetSignUpAllowance();
      await use();
    },
    { auto: true },
  ],
});

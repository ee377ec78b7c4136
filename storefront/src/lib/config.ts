import { z } from "zod";
import { cookieNamesFor } from "@storyloom/api/client/cookieNames";
import { optional, originUrl, readEnv, sharedEnv } from "@storyloom/domain/env.ts";

/** Storefront settings, read from the environment once at start. */
export interface StorefrontConfig {
  /** The platform origin, without a trailing slash: "http://localhost:8080". */
  publicUrl: string;
  /** Where the storefront reaches the API from the server side. */
  apiInternalUrl: string;
  /** The host (with port when not default) that loads the analytics heat-map script; unset: never. */
  productionHost: string | undefined;
  /** The API's session cookie name: `__Host-` prefixed when PUBLIC_URL is https, as the API names it. */
  sessionCookieName: string;
  /** The Redis of the render cache and its key prefix: the API's and the workers' REDIS_URL and REDIS_PREFIX, so their invalidations reach it. */
  redisUrl: string;
  redisPrefix: string;
  /**
   * What tells one build's cached pages from another's (they link that build's assets); server.mjs
   * derives it from the built files. Unset (`astro dev`, tests): the render cache is off.
   */
  buildId: string | undefined;
}

const envSchema = z.object({
  PUBLIC_URL: sharedEnv.PUBLIC_URL,
  API_INTERNAL_URL: optional(originUrl).default("http://127.0.0.1:4000"),
  PRODUCTION_HOST: sharedEnv.PRODUCTION_HOST,
  REDIS_URL: sharedEnv.REDIS_URL,
  REDIS_PREFIX: sharedEnv.REDIS_PREFIX,
  STOREFRONT_BUILD_ID: optional(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1 to 64 letters, digits, _ or -")),
});

/** Validates the variables the storefront uses (the shared reader of domain/src/env.ts); throws naming the first bad one. */
export function readConfig(env: Record<string, string | undefined>): StorefrontConfig {
  const parsed = readEnv(envSchema, env);
  return {
    publicUrl: parsed.PUBLIC_URL,
    apiInternalUrl: parsed.API_INTERNAL_URL,
    productionHost: parsed.PRODUCTION_HOST,
    sessionCookieName: cookieNamesFor(parsed.PUBLIC_URL.startsWith("https:")).session,
    redisUrl: parsed.REDIS_URL,
    redisPrefix: parsed.REDIS_PREFIX,
    buildId: parsed.STOREFRONT_BUILD_ID,
  };
}

/** Whether a request's Host (with its port, any case) is the production host, the only one that loads the heat-map. */
export function isProductionHost(host: string, productionHost: string | undefined): boolean {
  return productionHost !== undefined && host.toLowerCase() === productionHost;
}

export const config: StorefrontConfig = readConfig(process.env);

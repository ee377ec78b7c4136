import type { Redis } from "ioredis";
import type { Knex } from "@storyloom/db";
import type { JobQueue } from "@storyloom/domain/jobs/enqueue.ts";
import type { Logger } from "@storyloom/domain/logger.ts";
import type { RateLimiters } from "@storyloom/domain/rateLimit.ts";
import type { Storage } from "@storyloom/domain/integrations/storage.ts";
import type { AiClients } from "@storyloom/domain/integrations/ai.ts";
import type { Payments } from "@storyloom/domain/integrations/payments.ts";
import type { PublicPageCache } from "@storyloom/domain/services/publicPages/publicPageCache.ts";
import type { CustomDomainsDeps } from "@storyloom/domain/services/customDomains/settings.ts";
import type { Config } from "../config.ts";

/** What every handler may use, built once by createApp. */
export interface RouteDeps {
  config: Config;
  /** With the objection models bound to it (bindModels). */
  knex: Knex;
  redis: Redis;
  /** Where requests add background jobs (after their transaction commits). */
  jobs: JobQueue;
  /** The storefront's render cache: services that change public pages invalidate their tags (after the commit). */
  pages: PublicPageCache;
  limiters: RateLimiters;
  /** Uploaded files (covers), local or S3 as config.storage says. */
  storage: Storage;
  /** The AI providers' SDK clients (domain/src/integrations/ai.ts). */
  ai: AiClients;
  /** The payment provider's SDK (domain/src/integrations/payments.ts); null when payments are not configured. */
  payments: Payments | null;
  /** How custom domains are checked and get certificates (DNS, ACM). */
  customDomains: CustomDomainsDeps;
  logger: Logger;
}

import type { Knex } from "@storyloom/db";
import type { JobQueue } from "@storyloom/domain/jobs/index.ts";
import { checkDueCustomDomains } from "@storyloom/domain/services/customDomains/checkCustomDomain.ts";
import type { CustomDomainsDeps } from "@storyloom/domain/services/customDomains/settings.ts";

/** `domains.checkDue` (every minute): looks at every custom domain whose next DNS and certificate check is due. */
export function checkDueDomains(deps: { knex: Knex; jobs: JobQueue; customDomains: CustomDomainsDeps }): Promise<{ checked: number; failed: number }> {
  return checkDueCustomDomains({ knex: deps.knex, jobs: deps.jobs, deps: deps.customDomains });
}

import type { Knex } from "knex";

// A live custom domain is no longer final: the checks look at it again every
// hour and send it back to pending when its ownership TXT or routing record
// is gone (domain/src/services/customDomains/checkCustomDomain.ts). Domains
// that were live before ownership records existed have none yet: their first
// re-check waits 14 days, time for their authors to add the record the
// studio now shows (docs/decisions/tenancy-and-custom-domains.md, Custom domains).
export async function up(knex: Knex): Promise<void> {
  await knex("custom_domains")
    .where({ is_deleted: false, certificate_status: "VALIDATED" })
    .whereNull("next_check_at")
    .update({ next_check_at: knex.raw("now() + interval '14 days'") });
}

export async function down(knex: Knex): Promise<void> {
  await knex("custom_domains").where({ is_deleted: false, certificate_status: "VALIDATED" }).update({ next_check_at: null });
}

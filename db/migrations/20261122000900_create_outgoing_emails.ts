import type { Knex } from "knex";
import { addId, addTimestamps, createEnum, dropEnum, enumColumn } from "../src/schemaHelpers.ts";

const enums = {
  outgoing_email_status: ["PENDING", "SENT", "FAILED"],
} as const;

// The transactional outbox of e-mail: a row is written in the transaction that
// decides to send, and the workers deliver it (docs/decisions/jobs-and-mail.md, Mail outbox).
export async function up(knex: Knex): Promise<void> {
  for (const [name, values] of Object.entries(enums)) await createEnum(knex, name, values);

  await knex.schema.createTable("outgoing_emails", (t) => {
    addId(t);
    t.text("to_address").notNullable();
    t.text("subject").notNullable();
    // Null once the message is sent or given up: bodies can carry single-use links.
    t.text("text_body");
    t.text("html_body");
    enumColumn(t, "status", "outgoing_email_status").notNullable().defaultTo("PENDING");
    t.integer("attempts").notNullable().defaultTo(0);
    t.text("last_error");
    t.timestamp("sent_at", { useTz: true });
    addTimestamps(knex, t);
    t.index(["status", "created_at"]);
    t.check("attempts >= 0", [], "outgoing_emails_attempts_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("outgoing_emails");
  for (const name of Object.keys(enums).reverse()) await dropEnum(knex, name);
}

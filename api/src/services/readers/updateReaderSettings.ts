import type { Knex } from "@storyloom/db";
import type { ReaderProfile } from "@storyloom/db/models";
import type { UpdateReaderProfileBody } from "../../routes/readers/schema.ts";

/** Saves the reading settings that were sent (null clears one) and gives the profile as it now is. */
export async function updateReaderSettings(input: { trx: Knex.Transaction; profile: ReaderProfile; changes: UpdateReaderProfileBody }): Promise<ReaderProfile> {
  return input.profile.$query(input.trx).patchAndFetch(input.changes);
}

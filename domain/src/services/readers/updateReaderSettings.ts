import type { Knex } from "@storyloom/db";
import type { ReaderProfile } from "@storyloom/db/models";

/** The reading settings a reader may change; null clears one. */
export interface ReaderSettingsChanges {
  theme?: ReaderProfile["theme"];
  fontSize?: number | null;
  fontType?: ReaderProfile["fontType"];
  lineSpacing?: ReaderProfile["lineSpacing"];
}

/** Saves the reading settings that were sent (null clears one) and gives the profile as it now is. */
export async function updateReaderSettings(input: { trx: Knex.Transaction; profile: ReaderProfile; changes: ReaderSettingsChanges }): Promise<ReaderProfile> {
  return input.profile.$query(input.trx).patchAndFetch(input.changes);
}

import type { Knex } from "@storyloom/db";
import { ReaderProfile } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";
import type { ReaderProfileSubject } from "../../policies/readers.ts";

/** The reading settings a reader may change; null clears one. */
export interface ReaderSettingsChanges {
  theme?: ReaderProfile["theme"];
  fontSize?: number | null;
  fontType?: ReaderProfile["fontType"];
  lineSpacing?: ReaderProfile["lineSpacing"];
}

/**
 * Saves the reading settings that were sent (null clears one) on the profile
 * named by both its id and its user, and gives the profile as it now is: one
 * statement (an UPDATE … RETURNING), which is atomic without a transaction.
 * NotFoundError when no such profile exists.
 */
export async function updateReaderSettings(input: {
  db: Knex | Knex.Transaction;
  profile: ReaderProfileSubject;
  changes: ReaderSettingsChanges;
}): Promise<ReaderProfile> {
  const [updated] = await ReaderProfile.query(input.db).patch(input.changes).where({ id: input.profile.id, userId: input.profile.userId }).returning("*");
  if (!updated) throw new NotFoundError("Reader profile not found.");
  return updated;
}

import type { Knex } from "@storyloom/db";
import { AiModeration, AuthorProfile, User } from "@storyloom/db/models";

/**
 * Gives an author back the AI tools that a moderation flag suspended
 * (domain/src/services/ai/moderateAiInput.ts). The flags that suspended them
 * are marked handled (`isIdle`), kept for the record. The caller has
 * authorized "admin.liftAiSuspension".
 */
export async function liftAiSuspension(input: { trx: Knex.Transaction; userId: number }): Promise<User> {
  const { trx, userId } = input;
  await AuthorProfile.query(trx).patch({ aiSuspendedByModeration: false }).where({ userId });
  await AiModeration.query(trx).patch({ isIdle: true }).where({ userId, isSuspendsAi: true, isIdle: false });
  const user = await User.query(trx).findById(userId).withGraphFetched("[readerProfile, authorProfile]");
  if (!user) throw new Error(`user ${userId} vanished inside its own transaction`);
  return user;
}

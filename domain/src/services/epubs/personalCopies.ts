/**
 * The record of readers' personal EPUB copies (readerEpubCopy.ts makes them):
 * a copy is a cache, remade on the next download when it is gone, so the
 * workers' `epubs.sweepCopies` deletes every copy nobody has downloaded for
 * PERSONAL_COPY_IDLE_MS, and at once those made from a file the author has
 * since replaced or removed, of a book or reader that no longer exists.
 */
import type { Knex } from "@storyloom/db";
import type { Storage } from "../../integrations/storage.ts";

type Db = Knex | Knex.Transaction;

/** A copy nobody downloaded for this long is deleted (a later download makes it again). */
export const PERSONAL_COPY_IDLE_MS = 30 * 24 * 60 * 60_000;
/** Copies deleted per sweep at most; the next sweep takes the rest. */
const SWEEP_LIMIT = 500;

/** Records that `storageKey` was served now (made or reused), before it is read: a sweep then leaves it alone. */
export async function recordPersonalCopy(db: Db, copy: { storageKey: string; bookId: number; readerId: number; sourceKey: string; now: Date }): Promise<void> {
  await db("personalCopies")
    .insert({
      storageKey: copy.storageKey,
      bookId: copy.bookId,
      readerId: copy.readerId,
      sourceKey: copy.sourceKey,
      createdAt: copy.now,
      lastServedAt: copy.now,
    })
    .onConflict("storageKey")
    .merge({ lastServedAt: copy.now });
}

/** The copies a sweep deletes: idle too long, or made from a file that is no longer the book's, or whose book or reader is gone. */
function outdated(db: Db, now: Date) {
  return db("personalCopies as c")
    .leftJoin("books as b", "b.id", "c.bookId")
    .leftJoin("readerProfiles as r", "r.id", "c.readerId")
    .whereRaw("(c.last_served_at < ? OR b.id IS NULL OR r.id IS NULL OR b.epub_file_key IS DISTINCT FROM c.source_key)", [
      new Date(now.getTime() - PERSONAL_COPY_IDLE_MS),
    ]);
}

/** Deletes outdated copies, file first, then their rows; a copy being served meanwhile is left for the next sweep. */
export async function sweepPersonalCopies(input: { knex: Knex; storage: Storage; now?: Date; limit?: number }): Promise<{ deleted: number }> {
  const now = input.now ?? new Date();
  const candidates: Array<{ storageKey: string }> = await outdated(input.knex, now)
    .orderBy("c.lastServedAt")
    .limit(input.limit ?? SWEEP_LIMIT)
    .select("c.storageKey");
  let deleted = 0;
  for (const { storageKey } of candidates) {
    const gone = await input.knex.transaction(async (trx) => {
      // Still outdated, and not being recorded by a download right now (that download then finds its row and its file).
      const locked = await outdated(trx, now).where("c.storageKey", storageKey).forUpdate("c").skipLocked().first("c.storageKey");
      if (!locked) return false;
      await input.storage.delete(storageKey);
      await trx("personalCopies").where({ storageKey }).delete();
      return true;
    });
    if (gone) deleted += 1;
  }
  return { deleted };
}

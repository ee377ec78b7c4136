import type { Knex } from "@storyloom/db";
import type { Storage } from "@storyloom/domain/integrations/storage.ts";
import { sweepPersonalCopies as sweep } from "@storyloom/domain/services/epubs/personalCopies.ts";

/** `epubs.sweepCopies` (every hour): deletes readers' personal EPUB copies that are idle or made from a replaced file. */
export function sweepPersonalCopies(deps: { knex: Knex; storage: Storage }): Promise<{ deleted: number }> {
  return sweep({ knex: deps.knex, storage: deps.storage });
}

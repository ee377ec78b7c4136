import type { Knex } from "@storyloom/db";
import type { Storage } from "@storyloom/domain/integrations/storage.ts";
import type { Logger } from "@storyloom/domain/logger.ts";
import { generateBookEpub } from "@storyloom/domain/services/epubs/generateBookEpub.ts";
import type { GenerateEpubOutcome } from "@storyloom/domain/services/epubs/generateBookEpub.ts";

/** `epubs.generate`: builds, stores and installs the book's EPUB for its latest request (domain/src/services/epubs/README.md). */
export function generateEpub(
  deps: { knex: Knex; storage: Storage; publicUrl: string; logger: Logger },
  payload: { bookId: number; requestNumber: number },
): Promise<GenerateEpubOutcome> {
  return generateBookEpub({ knex: deps.knex, storage: deps.storage, publicUrl: deps.publicUrl, logger: deps.logger }, payload);
}

import type { Knex } from "@storyloom/db";
import { whenCommitted } from "../../jobs/enqueue.ts";
import type { PageTag } from "./pageTags.ts";
import type { PublicPageCache } from "./publicPageCache.ts";

/**
 * Once the transaction has committed, makes the cached public pages carrying
 * any of `tags` stale (README.md): after a commit, so a page rendered between
 * the invalidation and the commit cannot keep the old text; nothing after a
 * rollback. Resolves true when Redis took the invalidation, false after a
 * rollback or a failure (logged: the pages then stay until their TTL); it
 * never rejects, so a request need not wait for it.
 */
export function invalidatePublicPages(input: { trx: Knex.Transaction; pages: PublicPageCache; tags: readonly PageTag[] }): Promise<boolean> {
  const { trx, pages, tags } = input;
  if (!trx.isTransaction || trx.executionPromise === undefined) throw new Error("invalidatePublicPages needs a transaction");
  return whenCommitted(trx).then(async (committed) => {
    if (!committed || tags.length === 0) return false;
    try {
      await pages.invalidate(tags);
      return true;
    } catch (error) {
      pages.reportFailure(error, tags);
      return false;
    }
  });
}

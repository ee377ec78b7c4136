import type { Redis } from "ioredis";

/**
 * Reads the current versions of tags for many requests at once: one MGET per
 * batch. A request joins a batch that has not been sent yet, never one already
 * on its way, so the read that answers it started after it asked: whatever
 * invalidation had returned by then is in it.
 */
export interface TagVersionReader {
  /** The versions of `tagKeys` ("0" for a missing one), read after this call. */
  read(tagKeys: readonly string[]): Promise<string[]>;
}

interface Batch {
  keys: Set<string>;
  waiters: Array<{ resolve: (versions: Map<string, string>) => void; reject: (error: unknown) => void }>;
}

export function createTagVersionReader(redis: Redis): TagVersionReader {
  let pending: Batch | null = null;
  let isSending = false;

  // One batch on its way at a time: the requests that come meanwhile wait for the next.
  const send = (): void => {
    const batch = pending;
    if (!batch || isSending) return;
    pending = null;
    isSending = true;
    const keys = [...batch.keys];
    redis
      .mget(...keys)
      .then(
        (values) => {
          const versions = new Map(keys.map((key, index) => [key, values[index] ?? "0"]));
          for (const waiter of batch.waiters) waiter.resolve(versions);
        },
        (error: unknown) => {
          for (const waiter of batch.waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        isSending = false;
        send();
      });
  };

  return {
    async read(tagKeys) {
      if (tagKeys.length === 0) return [];
      if (!pending) {
        pending = { keys: new Set(), waiters: [] };
        // The requests of this same turn join it.
        queueMicrotask(send);
      }
      const batch = pending;
      for (const key of tagKeys) batch.keys.add(key);
      const versions = await new Promise<Map<string, string>>((resolve, reject) => batch.waiters.push({ resolve, reject }));
      return tagKeys.map((key) => versions.get(key) ?? "0");
    },
  };
}

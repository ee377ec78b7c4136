/**
 * Telling the worker running a job that it was cancelled, at once: the API
 * writes CANCELED on the row, then publishes the job's id on a Redis channel
 * every workers process listens to; the one running it aborts the provider's
 * request. A message lost (a worker reconnecting) is caught by the worker's
 * own look at the row (runJob.ts, CANCEL_POLL_MS).
 */
import { Redis } from "ioredis";
import type { Logger } from "pino";

/** The channel, under the installation's REDIS_PREFIX. */
export function cancelChannel(redisPrefix: string): string {
  return `${redisPrefix}jobs:cancel`;
}

/** Publishes the cancellation of `jobId`; a failure is only logged (the worker's poll still sees the row). */
export async function announceCancel(redis: Redis, redisPrefix: string, jobId: number, logger?: Logger): Promise<void> {
  try {
    await redis.publish(cancelChannel(redisPrefix), String(jobId));
  } catch (error) {
    logger?.warn({ err: error, jobId }, "could not announce a job's cancellation; the worker will see it on its next look");
  }
}

export interface CancelWatcher {
  /** Calls `onCancel` when `jobId` is cancelled; returns the function that stops watching. */
  watch(jobId: number, onCancel: () => void): () => void;
  close(): Promise<void>;
}

/** A subscriber connection of its own (a subscribed connection can do nothing else). */
export function createCancelWatcher(options: { redisUrl: string; redisPrefix: string; logger?: Logger }): CancelWatcher {
  const channel = cancelChannel(options.redisPrefix);
  const listeners = new Map<number, Set<() => void>>();
  const subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  subscriber.on("error", (error) => options.logger?.warn({ err: error }, "job cancellation: redis connection error"));
  subscriber.subscribe(channel).catch((error: unknown) => options.logger?.error({ err: error }, "could not listen for job cancellations"));
  subscriber.on("message", (from: string, message: string) => {
    if (from !== channel) return;
    for (const listener of listeners.get(Number(message)) ?? []) listener();
  });
  return {
    watch(jobId, onCancel) {
      const set = listeners.get(jobId) ?? new Set();
      set.add(onCancel);
      listeners.set(jobId, set);
      return () => {
        set.delete(onCancel);
        if (set.size === 0) listeners.delete(jobId);
      };
    },
    async close() {
      listeners.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

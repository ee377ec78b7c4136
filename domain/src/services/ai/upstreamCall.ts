import type { PreparedAiCall } from "./prepareAiCall.ts";

export interface LinkedAbort {
  /** Aborts the provider's request alone (flagged input), or with the caller. */
  readonly signal: AbortSignal;
  abort(): void;
  /** Stops following the caller's signal once the call is over. */
  release(): void;
}

/** The provider request's own abort, which also follows the caller's (the browser gone). */
export function linkedAbort(caller: AbortSignal): LinkedAbort {
  const controller = new AbortController();
  const follow = () => controller.abort();
  if (caller.aborted) controller.abort();
  else caller.addEventListener("abort", follow, { once: true });
  return {
    signal: controller.signal,
    abort: () => controller.abort(),
    release: () => caller.removeEventListener("abort", follow),
  };
}

/**
 * Waits for the moderation that runs beside the provider's request: flagged
 * input aborts the request (nothing of it reached the author) and refuses the
 * call with the moderation's error.
 */
export async function passModeration(call: PreparedAiCall, upstream: LinkedAbort): Promise<void> {
  try {
    await call.moderated;
  } catch (error) {
    upstream.abort();
    throw error;
  }
}

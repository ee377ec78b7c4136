import type { Response } from "express";
import { toAppError } from "../../middlewares/errorHandler.ts";

/** An event as both providers stream them: its `type` is the SSE event name. */
interface ProviderEvent {
  type: string;
}

export interface EventStreamOptions<E extends ProviderEvent> {
  res: Response;
  events: AsyncGenerator<E>;
  /** Aborted by the route when the caller goes away (which aborts the provider's request). */
  controller: AbortController;
  /** The error event of the provider's protocol, for a failure after the stream began. */
  errorEvent: (code: string, message: string) => ProviderEvent;
  simulated: boolean;
  /** What the settled call cost, once it is settled (null if nothing was charged). */
  settled: () => AiCallCost | null;
}

/** What a call cost the author, as the studio shows it after a run. */
export interface AiCallCost {
  /** Micro-cents. */
  cost: number;
  balanceAmount: number;
}

/** The cost headers of a whole (not streamed) answer, settled before it is sent. */
export function costHeaders(cost: AiCallCost | null): Record<string, string> {
  return cost ? { "x-storyloom-cost": String(cost.cost), "x-storyloom-balance": String(cost.balanceAmount) } : {};
}

/** Headers of every AI answer: never cached, never buffered by a proxy, labelled when the simulator wrote it. */
export function aiAnswerHeaders(simulated: boolean): Record<string, string> {
  return { "cache-control": "no-store", "x-accel-buffering": "no", ...(simulated ? { "x-storyloom-simulated": "1" } : {}) };
}

/**
 * Passes a provider's events on as server-sent events in the provider's own
 * framing (`event: <type>` and `data: <json>`), so its official SDK reads our
 * stream as it reads the provider's. The first event is awaited before
 * anything is sent: a refused call (balance, model, validation) is an ordinary
 * JSON error. After that a failure becomes the protocol's error event. The
 * events' generator is always closed, which settles the call, and before the
 * stream ends: when the caller sees the end, the charge is recorded, and
 * `settled()` (what the call cost) is sent as a last SSE comment line, which
 * SDKs skip and the studio reads (`: storyloom-cost {...}`).
 */
export async function sendEventStream<E extends ProviderEvent>({
  res,
  events,
  controller,
  errorEvent,
  simulated,
  settled,
}: EventStreamOptions<E>): Promise<void> {
  let began = false;
  try {
    const first = await events.next();
    res.status(200).set({ "content-type": "text/event-stream; charset=utf-8", connection: "keep-alive", ...aiAnswerHeaders(simulated) });
    res.flushHeaders();
    began = true;
    const write = (event: ProviderEvent) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    if (!first.done) write(first.value);
    try {
      for (let next = await events.next(); !next.done; next = await events.next()) write(next.value);
    } catch (error) {
      if (!controller.signal.aborted) {
        const appError = toAppError(error);
        write(errorEvent(appError?.code ?? "ai_provider_error", appError?.message ?? "The AI provider could not answer. Try again in a moment."));
      }
    }
  } finally {
    await events.return(undefined);
    if (began) {
      const cost = settled();
      if (cost && !res.writableEnded) res.write(`: storyloom-cost ${JSON.stringify(cost)}\n\n`);
      res.end();
    }
  }
}

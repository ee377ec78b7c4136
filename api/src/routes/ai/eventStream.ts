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
 * JSON error. After that a failure becomes the protocol's error event. When the
 * caller goes away the controller aborts the provider's request, and the
 * events' generator is always closed, which settles the call.
 */
export async function sendEventStream<E extends ProviderEvent>({ res, events, controller, errorEvent, simulated }: EventStreamOptions<E>): Promise<void> {
  try {
    const first = await events.next();
    res.status(200).set({ "content-type": "text/event-stream; charset=utf-8", connection: "keep-alive", ...aiAnswerHeaders(simulated) });
    res.flushHeaders();
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
    res.end();
  } finally {
    await events.return(undefined);
  }
}

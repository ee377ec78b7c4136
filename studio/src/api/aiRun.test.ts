import { describe, expect, it } from "vitest";
import { errorOfEvent, parseSse, textOfEvent } from "./aiRun.ts";

describe("reading the AI proxy's stream", () => {
  it("splits events and comments, keeping an unfinished event for the next chunk", () => {
    const chunk = parseSse('event: response.output_text.delta\ndata: {"type":"response.output_text.delta","delta":"Hel"}\n\nevent: response.output_text.delta\ndata: {"ty');
    expect(chunk.events).toEqual([{ event: "response.output_text.delta", data: '{"type":"response.output_text.delta","delta":"Hel"}' }]);
    expect(chunk.rest).toBe('event: response.output_text.delta\ndata: {"ty');
    const next = parseSse(`${chunk.rest}pe":"response.output_text.delta","delta":"lo"}\n\n: storyloom-cost {"cost":12,"balanceAmount":88}\n\n`);
    expect(next.events.map((event) => textOfEvent(JSON.parse(event.data)))).toEqual(["lo"]);
    expect(next.comments).toEqual(['storyloom-cost {"cost":12,"balanceAmount":88}']);
  });

  it("reads the text of both providers' deltas and nothing else", () => {
    expect(textOfEvent({ type: "response.output_text.delta", delta: "A" })).toBe("A");
    expect(textOfEvent({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "B" } })).toBe("B");
    expect(textOfEvent({ type: "content_block_delta", index: 0, delta: { type: "input_json_delta", partial_json: "{" } })).toBe("");
    expect(textOfEvent({ type: "response.completed" })).toBe("");
  });

  it("reads both providers' error events", () => {
    expect(errorOfEvent({ type: "error", code: "rate_limited", message: "Busy." })).toEqual({ code: "rate_limited", message: "Busy." });
    expect(errorOfEvent({ type: "error", error: { type: "overloaded_error", message: "Overloaded" } })).toEqual({ code: "overloaded_error", message: "Overloaded" });
    expect(errorOfEvent({ type: "message_stop" })).toBeNull();
  });
});

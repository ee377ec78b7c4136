import { describe, expect, it } from "vitest";
import type { CompiledPromptView } from "@storyloom/api/client";
import { callOfPrompt, errorOfEvent, parseSse, textOfEvent } from "./aiRun.ts";

describe("reading the AI proxy's stream", () => {
  it("splits events and comments, keeping an unfinished event for the next chunk", () => {
    const chunk = parseSse(
      'event: response.output_text.delta\ndata: {"type":"response.output_text.delta","delta":"Hel"}\n\nevent: response.output_text.delta\ndata: {"ty',
    );
    expect(chunk.events).toEqual([{ event: "response.output_text.delta", data: '{"type":"response.output_text.delta","delta":"Hel"}' }]);
    expect(chunk.rest).toBe('event: response.output_text.delta\ndata: {"ty');
    const next = parseSse(`${chunk.rest}pe":"response.output_text.delta","delta":"lo"}\n\n: storyloom-cost {"cost":12,"balanceAmount":88}\n\n`);
    expect(next.events.map((event) => textOfEvent(JSON.parse(event.data)))).toEqual(["lo"]);
    expect(next.comments).toEqual(['storyloom-cost {"cost":12,"balanceAmount":88}']);
  });

  it("reads the text of both providers' deltas, and a forced tool's JSON, and nothing else", () => {
    expect(textOfEvent({ type: "response.output_text.delta", delta: "A" })).toBe("A");
    expect(textOfEvent({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "B" } })).toBe("B");
    expect(textOfEvent({ type: "content_block_delta", index: 0, delta: { type: "input_json_delta", partial_json: "{" } })).toBe("{");
    expect(textOfEvent({ type: "content_block_start", index: 0, content_block: { type: "tool_use", name: "x", input: {} } })).toBe("");
    expect(textOfEvent({ type: "response.completed" })).toBe("");
  });

  it("reads both providers' error events", () => {
    expect(errorOfEvent({ type: "error", code: "rate_limited", message: "Busy." })).toEqual({ code: "rate_limited", message: "Busy." });
    expect(errorOfEvent({ type: "error", error: { type: "overloaded_error", message: "Overloaded" } })).toEqual({
      code: "overloaded_error",
      message: "Overloaded",
    });
    expect(errorOfEvent({ type: "message_stop" })).toBeNull();
  });
});

describe("a compiled prompt as the proxy call", () => {
  const output = {
    format: "json_schema",
    name: "generated_characters",
    schema: { type: "object", properties: {}, required: [], additionalProperties: false },
  } as const;
  const prompt = (service: "OPEN_AI" | "ANTHROPIC", structured: boolean): CompiledPromptView => ({
    tool: "GENERATE_CHARACTER",
    service,
    model: service === "OPEN_AI" ? "gpt-4.1-mini" : "claude-haiku-4-5",
    instructions: "Create characters.",
    input: "Create 2 new characters for the story.",
    maxOutputTokens: 1000,
    temperature: 0.9,
    output: structured ? output : "text",
  });

  it("holds an OpenAI answer to the schema with text.format", () => {
    const call = callOfPrompt(prompt("OPEN_AI", true), 7);
    expect(call).toMatchObject({ path: "/ai/open-ai/responses", query: { tool: "GENERATE_CHARACTER", bookId: 7 } });
    expect(call.body.text).toEqual({ format: { type: "json_schema", name: "generated_characters", schema: output.schema, strict: true } });
  });

  it("asks Anthropic for a structured answer as a forced tool call, and for text without tools", () => {
    const call = callOfPrompt(prompt("ANTHROPIC", true), 7);
    expect(call.path).toBe("/ai/anthropic/messages");
    expect(call.body.tools).toEqual([{ name: "generated_characters", input_schema: output.schema }]);
    expect(call.body.tool_choice).toEqual({ type: "tool", name: "generated_characters" });
    const text = callOfPrompt(prompt("ANTHROPIC", false), 7);
    expect(text.body.tools).toBeUndefined();
    expect(text.body.tool_choice).toBeUndefined();
  });
});

import OpenAI, { APIError, APIUserAbortError, AuthenticationError, BadRequestError, RateLimitError } from "openai";
import type { ResponseStreamEvent } from "openai/resources/responses/responses";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countInputTokens, countOutputTokens, responsesInputText, SIMULATED_HEADER, splitIntoTokens, startFakeOpenAi } from "./openai.ts";
import type { FakeOpenAiServer } from "./openai.ts";

const KEY = "sk-test-0123456789";
const MODEL = "gpt-4.1-mini";
const STORY =
  "The ferry left at dawn. Nobody waved from the pier, and the gulls kept their opinions to themselves. By noon the island was a rumour on the horizon.";
const SAVE_TOOL = {
  type: "function" as const,
  name: "save_scene",
  description: "Saves a scene",
  strict: true,
  parameters: {
    type: "object",
    properties: { title: { type: "string" }, words: { type: "integer" } },
    required: ["title", "words"],
    additionalProperties: false,
  },
};

let fake: FakeOpenAiServer;
let client: OpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY, moderationTriggers: { dragonfire: "violence" } });
  client = new OpenAI({ apiKey: KEY, baseURL: fake.baseURL, maxRetries: 0 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

async function collect(stream: AsyncIterable<ResponseStreamEvent>): Promise<ResponseStreamEvent[]> {
  const events: ResponseStreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

describe("token counting", () => {
  it("cuts text into word and punctuation chunks that join back to the text", () => {
    for (const text of ["Hello, world.", "  leading and trailing  ", "naïve café — 42 émigrés!\n\nNew line", '{"a":"b c"}', ""]) {
      expect(splitIntoTokens(text).join("")).toBe(text);
    }
    expect(splitIntoTokens("Hello, world.")).toEqual(["Hello", ",", " world", "."]);
    expect(countOutputTokens("Don't stop.")).toBe(3);
    expect(countInputTokens("12345")).toBe(2);
  });
});

describe("POST /v1/responses", () => {
  it("answers a programmed text with the SDK's response shape and predictable usage", async () => {
    fake.queue({ text: "A quiet harbour at dawn." });
    const params = { model: MODEL, instructions: "You are a novelist.", input: [{ role: "user" as const, content: "Describe the harbour." }] };
    const { data: response, response: raw } = await client.responses.create(params).withResponse();

    expect(raw.headers.get(SIMULATED_HEADER)).toBe("1");
    expect(response).toMatchObject({ object: "response", status: "completed", model: MODEL, output_text: "A quiet harbour at dawn." });
    expect(response.output).toEqual([
      expect.objectContaining({
        type: "message",
        role: "assistant",
        status: "completed",
        content: [{ type: "output_text", text: "A quiet harbour at dawn.", annotations: [], logprobs: [] }],
      }),
    ]);
    const input = countInputTokens(responsesInputText(params));
    expect(input).toBe(Math.ceil("You are a novelist.\nDescribe the harbour.".length / 4));
    expect(response.usage).toMatchObject({ input_tokens: input, output_tokens: 6, total_tokens: input + 6 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: "POST", path: "/v1/responses", body: params, status: 200, aborted: false });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it("answers the same prompt with the same simulated text, and shortens when asked", async () => {
    const first = await client.responses.create({ model: MODEL, input: "Write the opening of a mystery." });
    const again = await client.responses.create({ model: MODEL, input: "Write the opening of a mystery." });
    expect(first.output_text.length).toBeGreaterThan(40);
    expect(again.output_text).toBe(first.output_text);

    const shorter = await client.responses.create({ model: MODEL, instructions: "Shorten the user's text.", input: STORY });
    expect(shorter.output_text.length).toBeGreaterThan(0);
    expect(shorter.output_text.length).toBeLessThan(STORY.length);
    expect(STORY.startsWith(shorter.output_text)).toBe(true);
  });

  it("streams the real event sequence, one delta per chunk", async () => {
    const text = "The lighthouse keeper counted ships, never stars.";
    fake.queue({ text, delayMsPerChunk: 1 });
    const events = await collect(await client.responses.create({ model: MODEL, input: "Go", stream: true }));

    const types = events.map((e) => e.type);
    expect(types.slice(0, 4)).toEqual(["response.created", "response.in_progress", "response.output_item.added", "response.content_part.added"]);
    expect(types.slice(-4)).toEqual(["response.output_text.done", "response.content_part.done", "response.output_item.done", "response.completed"]);
    expect(events.map((e) => e.sequence_number)).toEqual(events.map((_, i) => i));

    const deltas = events.flatMap((e) => (e.type === "response.output_text.delta" ? [e.delta] : []));
    expect(deltas.length).toBe(countOutputTokens(text));
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe(text);
    const done = events.find((e) => e.type === "response.output_text.done");
    expect(done?.type === "response.output_text.done" && done.text).toBe(text);
    const completed = events.at(-1);
    expect(completed?.type === "response.completed" && completed.response.usage).toMatchObject({
      input_tokens: countInputTokens("Go"),
      output_tokens: deltas.length,
    });
  });

  it("streams through the SDK's accumulating helper to a final response", async () => {
    const stream = client.responses.stream({ model: MODEL, input: "Write a line about rain." });
    const deltas: string[] = [];
    stream.on("response.output_text.delta", (event) => deltas.push(event.delta));
    const final = await stream.finalResponse();
    expect(deltas.length).toBeGreaterThan(1);
    expect(final.status).toBe("completed");
    expect(final.output_text).toBe(deltas.join(""));
    expect(final.usage?.output_tokens).toBe(deltas.length);
  });

  it("answers a programmed tool call with a function_call item, plain and streamed", async () => {
    fake.queue(
      { toolCall: { name: "save_scene", arguments: { title: "Dawn", words: 120 } } },
      { toolCall: { name: "save_scene", arguments: { title: "Dusk", words: 80 } } },
    );
    const plain = await client.responses.create({ model: MODEL, input: "Save it", tools: [SAVE_TOOL] });
    const call = plain.output[0];
    expect(call).toMatchObject({ type: "function_call", name: "save_scene", status: "completed" });
    expect(call?.type === "function_call" && JSON.parse(call.arguments)).toEqual({ title: "Dawn", words: 120 });
    expect(call?.type === "function_call" && call.call_id).toMatch(/^call_/);

    const stream = client.responses.stream({ model: MODEL, input: "Save it", tools: [SAVE_TOOL] });
    const pieces: string[] = [];
    stream.on("response.function_call_arguments.delta", (event) => pieces.push(event.delta));
    const final = await stream.finalResponse();
    const streamed = final.output[0];
    expect(pieces.length).toBeGreaterThan(1);
    expect(streamed?.type === "function_call" && streamed.arguments).toBe(pieces.join(""));
    expect(streamed?.type === "function_call" && streamed.parsed_arguments).toEqual({ title: "Dusk", words: 80 });
  });

  it("calls the forced function with arguments that fit its schema when nothing is programmed", async () => {
    const response = await client.responses.create({
      model: MODEL,
      input: "Save it",
      tools: [SAVE_TOOL],
      tool_choice: { type: "function", name: "save_scene" },
    });
    const call = response.output[0];
    expect(call?.type).toBe("function_call");
    const args: unknown = call?.type === "function_call" ? JSON.parse(call.arguments) : null;
    expect(args).toEqual({ title: expect.any(String), words: 1 });
  });

  it("answers a structured-output request with JSON that fits the schema", async () => {
    const schema = {
      type: "object",
      properties: { mood: { type: "string", enum: ["calm", "tense"] }, beats: { type: "array", items: { type: "string" } } },
      required: ["mood", "beats"],
      additionalProperties: false,
    };
    const response = await client.responses.create({
      model: MODEL,
      input: "Plan a scene",
      text: { format: { type: "json_schema", name: "plan", schema, strict: true } },
    });
    expect(JSON.parse(response.output_text)).toEqual({ mood: "calm", beats: [expect.any(String)] });
  });

  it("refuses a programmed answer that is both a text and a tool call", () => {
    expect(() => fake.queue({ text: "hi", toolCall: { name: "save_scene", arguments: {} } })).toThrow("at most one of text, toolCall and error");
  });

  it("stops at max_output_tokens with status incomplete", async () => {
    const chunks = splitIntoTokens(STORY);
    fake.queue({ text: STORY }, { text: STORY });
    const response = await client.responses.create({ model: MODEL, input: "Go", max_output_tokens: 16 });
    expect(response.status).toBe("incomplete");
    expect(response.incomplete_details).toEqual({ reason: "max_output_tokens" });
    expect(response.output_text).toBe(chunks.slice(0, 16).join(""));
    expect(response.usage?.output_tokens).toBe(16);

    const events = await collect(await client.responses.create({ model: MODEL, input: "Go", max_output_tokens: 16, stream: true }));
    const last = events.at(-1);
    expect(last?.type).toBe("response.incomplete");
    expect(last?.type === "response.incomplete" && last.response.incomplete_details).toEqual({ reason: "max_output_tokens" });
    expect(events.filter((e) => e.type === "response.output_text.delta")).toHaveLength(16);
  });

  it("refuses a max_output_tokens below 16 and a body without a model, naming the parameter", async () => {
    const tooSmall = await client.responses.create({ model: MODEL, input: "Go", max_output_tokens: 5 }).catch((e: unknown) => e);
    expect(tooSmall).toBeInstanceOf(BadRequestError);
    expect(tooSmall).toMatchObject({ status: 400, param: "max_output_tokens", type: "invalid_request_error" });

    const noModel = await fetch(`${fake.baseURL}/responses`, {
      method: "POST",
      headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
      body: JSON.stringify({ input: "hi" }),
    });
    expect(noModel.status).toBe(400);
    expect(await noModel.json()).toEqual({
      error: { message: "Missing required parameter: 'model'.", type: "invalid_request_error", param: "model", code: "missing_required_parameter" },
    });

    const notJson = await fetch(`${fake.baseURL}/responses`, { method: "POST", headers: { authorization: `Bearer ${KEY}` }, body: "{nope" });
    expect(notJson.status).toBe(400);
  });

  it("surfaces a programmed 429 as the SDK's RateLimitError with retry-after", async () => {
    fake.queue({ error: { status: 429, message: "Slow down", retryAfterSeconds: 7 } });
    const error = await client.responses.create({ model: MODEL, input: "Go" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({
      status: 429,
      type: "requests",
      code: "rate_limit_exceeded",
      error: { message: "Slow down", type: "requests", param: null, code: "rate_limit_exceeded" },
    });
    expect(error instanceof RateLimitError && error.headers.get("retry-after")).toBe("7");
  });

  it("fails a stream mid-way with an error event when told to", async () => {
    fake.queue({ error: { status: 500, message: "The model crashed", afterChunks: 2 } });
    const deltas: string[] = [];
    const failure = await (async () => {
      for await (const event of await client.responses.create({ model: MODEL, input: "Go", stream: true }))
        if (event.type === "response.output_text.delta") deltas.push(event.delta);
    })().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(APIError);
    expect(String(failure)).toContain("The model crashed");
    expect(deltas).toHaveLength(2);
  });

  it("answers 401 in OpenAI's shape to a wrong or missing key", async () => {
    const wrong = new OpenAI({ apiKey: "sk-wrong-key-000000", baseURL: fake.baseURL, maxRetries: 0 });
    const error = await wrong.responses.create({ model: MODEL, input: "Go" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: "invalid_api_key" });

    const missing = await fetch(`${fake.baseURL}/models`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      error: { message: expect.stringContaining("You didn't provide an API key"), type: "invalid_request_error", param: null, code: null },
    });
  });

  it("records an abort from the client in the middle of a stream", async () => {
    fake.queue({ text: STORY, hangAfterChunks: 3 });
    const controller = new AbortController();
    const deltas: string[] = [];
    const stream = await client.responses.create({ model: MODEL, input: "Go", stream: true }, { signal: controller.signal });
    await (async () => {
      for await (const event of stream) {
        if (event.type !== "response.output_text.delta") continue;
        deltas.push(event.delta);
        if (deltas.length === 3) controller.abort();
      }
    })().catch((e: unknown) => e);
    const request = await fake.waitForRequest(0);
    await fake.settled(request);
    expect(deltas).toHaveLength(3);
    expect(request).toMatchObject({ aborted: true, status: 200, finishedAt: null });
    expect(request.firstByteAt).toEqual(expect.any(Number));
  });

  it("records an abort of a request still waiting for its answer", async () => {
    fake.queue({ hangAfterChunks: 0 });
    const controller = new AbortController();
    const pending = client.responses.create({ model: MODEL, input: "Go" }, { signal: controller.signal }).catch((e: unknown) => e);
    const request = await fake.waitForRequest(0);
    controller.abort();
    expect(await pending).toBeInstanceOf(APIUserAbortError);
    await fake.settled(request);
    expect(request).toMatchObject({ aborted: true, status: null, firstByteAt: null });
  });
});

describe("POST /v1/moderations", () => {
  it("flags nothing in ordinary text, with every category and score", async () => {
    const result = await client.moderations.create({ model: "omni-moderation-latest", input: "A picnic by the river." });
    expect(result.model).toBe("omni-moderation-latest");
    expect(result.results).toHaveLength(1);
    expect(result.results[0]?.flagged).toBe(false);
    expect(Object.keys(result.results[0]?.categories ?? {})).toHaveLength(13);
    expect(Object.values(result.results[0]?.categories ?? {}).every((flag) => flag === false)).toBe(true);
    expect(result.results[0]?.category_applied_input_types.violence).toEqual(["text"]);
  });

  it("flags the category named by FLAG_ME_<category> or by a configured trigger word", async () => {
    const result = await client.moderations.create({
      model: "omni-moderation-latest",
      input: ["a FLAG_ME_hate/threatening remark", "the Dragonfire burned", "calm"],
    });
    const [threat, fire, calm] = result.results;
    expect(threat?.flagged).toBe(true);
    expect(threat?.categories["hate/threatening"]).toBe(true);
    expect(threat?.categories.hate).toBe(false);
    expect(threat?.category_scores["hate/threatening"]).toBeGreaterThan(0.9);
    expect(fire?.categories.violence).toBe(true);
    expect(calm?.flagged).toBe(false);
  });

  it("answers programmed categories and errors, and refuses a missing input", async () => {
    fake.queueModeration({ categories: ["self-harm/intent"] }, { error: { status: 429 } });
    const programmed = await client.moderations.create({ input: "anything" });
    expect(programmed.results[0]?.categories["self-harm/intent"]).toBe(true);
    await expect(client.moderations.create({ input: "anything" })).rejects.toBeInstanceOf(RateLimitError);
    const missing = await fetch(`${fake.baseURL}/moderations`, { method: "POST", headers: { authorization: `Bearer ${KEY}` }, body: "{}" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { param: "input", type: "invalid_request_error" } });
  });
});

describe("GET /v1/models", () => {
  it("lists the models of the price table", async () => {
    const ids: string[] = [];
    for await (const model of client.models.list()) ids.push(model.id);
    expect(ids).toContain("gpt-4.1-mini");
    expect(ids).toContain("omni-moderation-latest");
  });
});

describe("POST /v1/embeddings", () => {
  it("answers one unit vector per text, as floats or base64, texts sharing words pointing the same way", async () => {
    const floats = await client.embeddings.create({
      model: "text-embedding-3-small",
      input: ["Wren's eyes were grey.", "What colour are Wren's eyes?", "The gulls argued."],
      dimensions: 64,
      encoding_format: "float",
    });
    expect(floats.data.map((item) => item.index)).toEqual([0, 1, 2]);
    const [answer, question, other] = floats.data.map((item) => item.embedding);
    const dot = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * b[i]!, 0);
    expect(answer).toHaveLength(64);
    expect(dot(answer!, answer!)).toBeCloseTo(1, 5);
    expect(dot(answer!, question!)).toBeGreaterThan(dot(other!, question!));
    expect(floats.usage.prompt_tokens).toBeGreaterThan(0);
    // The SDK asks for base64 unless told otherwise, and decodes it.
    const decoded = await client.embeddings.create({ model: "text-embedding-3-small", input: "Wren's eyes were grey.", dimensions: 64 });
    expect(decoded.data[0]!.embedding.map((value) => Number(value.toFixed(5)))).toEqual(answer!.map((value) => Number(value.toFixed(5))));
  });

  it("refuses an unknown model and empty input as the API does", async () => {
    await expect(client.embeddings.create({ model: "gpt-4.1-mini", input: "x" })).rejects.toBeInstanceOf(BadRequestError);
    await expect(client.embeddings.create({ model: "text-embedding-3-small", input: [] })).rejects.toBeInstanceOf(BadRequestError);
  });
});

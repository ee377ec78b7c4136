import { z } from "zod";
import { aiServices, aiTools, sceneTypes } from "@storyloom/db/enums";
import { modelsOf } from "@storyloom/domain/services/aiBalance/aiPrices.ts";
import { aiPreferencesView, aiStatusView, aiUsageView, balanceTransactionView, balanceView } from "../../presenters/views/ai.ts";
import { count, pageOf } from "../../presenters/views/paging.ts";
import { pageNumber, pathId, required, wholeNumber } from "../schemaParts.ts";

/**
 * The requests of the AI proxy (router.ts): the providers' own protocols, the
 * part of them the product supports (domain/src/services/ai/openAiRequest.ts,
 * anthropicRequest.ts). Field names are the providers' (snake_case). A field
 * the proxy does not support is refused by name, never passed on silently.
 */
export const AI_BODY_LIMIT = "2mb";
/** One message's text; a long chapter with its story context fits several times over. */
const AI_TEXT_MAX = 400_000;
const NAME = /^[a-zA-Z0-9_-]{1,64}$/;

const text = (max = AI_TEXT_MAX) => z.string({ error: required("Must be text.") }).max(max, `Must be at most ${max} characters.`);
const jsonObject = z.record(z.string(), z.unknown(), { error: required("Must be a JSON object.") });
const toolName = z.string({ error: required("Must be text.") }).regex(NAME, "Must be 1 to 64 letters, digits, _ or -.");

/** Which product tool a call is for (usage is recorded under it) and whose book's story context it gets. */
export const aiCallQuery = z.strictObject({
  tool: z.enum(aiTools, { error: `Must be one of: ${aiTools.join(", ")}.` }).optional(),
  bookId: pathId.optional(),
});

const openAiMessage = z.strictObject({
  type: z.literal("message", { error: "Must be message." }).optional(),
  role: z.enum(["user", "assistant", "system", "developer"], { error: required("Must be user, assistant, system or developer.") }),
  content: z.union(
    [
      text(),
      z
        .array(z.strictObject({ type: z.literal("input_text", { error: "Must be input_text." }), text: text() }))
        .min(1, "Send at least one part.")
        .max(100, "At most 100 parts."),
    ],
    {
      error: required("Must be text or a list of input_text parts."),
    },
  ),
});

const openAiFunctionTool = z.strictObject({
  type: z.literal("function", { error: required("Only function tools are supported.") }),
  name: toolName,
  description: text(4000).optional(),
  parameters: jsonObject,
  strict: z.boolean({ error: "Must be true or false." }).optional(),
});

const openAiTextFormat = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("text") }),
    z.strictObject({ type: z.literal("json_object") }),
    z.strictObject({ type: z.literal("json_schema"), name: toolName, schema: jsonObject, strict: z.boolean().optional(), description: text(4000).optional() }),
  ],
  { error: "Must be a text, json_object or json_schema format." },
);

const sampling = {
  temperature: z.number({ error: "Must be a number." }).min(0, "Must be between 0 and 2.").max(2, "Must be between 0 and 2.").optional(),
  top_p: z.number({ error: "Must be a number." }).min(0, "Must be between 0 and 1.").max(1, "Must be between 0 and 1.").optional(),
  stream: z.boolean({ error: "Must be true or false." }).optional(),
};

const outputTokens = z
  .number({ error: required("Must be a whole number.") })
  .int("Must be a whole number.")
  .min(16, "Must be at least 16.")
  .max(200_000, "Must be at most 200000.");

/** POST /ai/open-ai/responses: a Responses API request. */
export const openAiResponseBody = z.strictObject({
  model: z
    .string({ error: required("Must be text.") })
    .min(1, "This field is required.")
    .max(100, "Must be at most 100 characters."),
  input: z.union([text(), z.array(openAiMessage).min(1, "Send at least one message.").max(200, "At most 200 messages.")], {
    error: required("Must be text or a list of messages."),
  }),
  instructions: text().optional(),
  max_output_tokens: outputTokens.optional(),
  ...sampling,
  tools: z.array(openAiFunctionTool).max(32, "At most 32 tools.").optional(),
  tool_choice: z
    .union([z.enum(["auto", "none", "required"]), z.strictObject({ type: z.literal("function"), name: toolName })], {
      error: "Must be auto, none, required or a function.",
    })
    .optional(),
  text: z.strictObject({ format: openAiTextFormat }).optional(),
  reasoning: z.strictObject({ effort: z.enum(["minimal", "low", "medium", "high"], { error: "Must be minimal, low, medium or high." }) }).optional(),
});

/** POST /ai/open-ai/responses-tool-function: the same, with at least one function to call. */
export const openAiToolFunctionBody = openAiResponseBody.extend({
  tools: z
    .array(openAiFunctionTool, { error: required("Must be a list of function tools.") })
    .min(1, "Send at least one function tool.")
    .max(32, "At most 32 tools."),
});

const anthropicText = z.strictObject({ type: z.literal("text", { error: "Must be text." }), text: text() });
const anthropicContent = z.union([text(), z.array(anthropicText).min(1, "Send at least one block.").max(100, "At most 100 blocks.")], {
  error: required("Must be text or a list of text blocks."),
});

/** POST /ai/anthropic/messages: a Messages API request. */
export const anthropicMessageBody = z.strictObject({
  model: z
    .string({ error: required("Must be text.") })
    .min(1, "This field is required.")
    .max(100, "Must be at most 100 characters."),
  max_tokens: outputTokens,
  messages: z
    .array(z.strictObject({ role: z.enum(["user", "assistant"], { error: required("Must be user or assistant.") }), content: anthropicContent }), {
      error: required("Must be a list of messages."),
    })
    .min(1, "Send at least one message.")
    .max(200, "At most 200 messages."),
  system: z.union([text(), z.array(anthropicText).max(20, "At most 20 blocks.")], { error: "Must be text or a list of text blocks." }).optional(),
  ...sampling,
  top_k: z
    .number({ error: "Must be a whole number." })
    .int("Must be a whole number.")
    .min(1, "Must be at least 1.")
    .max(500, "Must be at most 500.")
    .optional(),
  stop_sequences: z.array(text(200)).max(8, "At most 8 stop sequences.").optional(),
  tools: z
    .array(
      z.strictObject({
        name: toolName,
        description: text(4000).optional(),
        input_schema: z.looseObject({
          type: z.literal("object", { error: required("Must be object.") }),
          properties: jsonObject.optional(),
          required: z.array(z.string()).optional(),
        }),
      }),
    )
    .max(32, "At most 32 tools.")
    .optional(),
  tool_choice: z
    .union([z.strictObject({ type: z.enum(["auto", "any", "none"]) }), z.strictObject({ type: z.literal("tool"), name: toolName })], {
      error: "Must be auto, any, none or a tool.",
    })
    .optional(),
});

/** GET /balance: a page of the transaction history with the balance. */
export const balanceQuery = z.strictObject({
  page: pageNumber.optional(),
  pageSize: wholeNumber().pipe(z.number().min(1, "Must be between 1 and 100.").max(100, "Must be between 1 and 100.")).optional(),
});

/** GET /ai/usage: the last `days` days (default 30). */
export const aiUsageQuery = z.strictObject({
  days: wholeNumber().pipe(z.number().min(1, "Must be between 1 and 366.").max(366, "Must be between 1 and 366.")).optional(),
});

const modelOf = (service: "OPEN_AI" | "ANTHROPIC") => {
  const models = modelsOf(service);
  return z.string({ error: `Must be one of: ${models.join(", ")}.` }).refine((model) => models.includes(model), `Must be one of: ${models.join(", ")}.`);
};

/** POST /ai/preferences: the fields sent are saved; null clears a setting. */
export const aiPreferencesBody = z
  .strictObject({
    sceneType: z
      .enum(sceneTypes, { error: `Must be one of: ${sceneTypes.join(", ")}.` })
      .nullable()
      .optional(),
    advancedSettings: z
      .strictObject({
        temperature: z.number({ error: "Must be a number." }).min(0, "Must be between 0 and 2.").max(2, "Must be between 0 and 2.").nullable().optional(),
        maxOutputTokens: z
          .number({ error: "Must be a whole number." })
          .int("Must be a whole number.")
          .min(16, "Must be at least 16.")
          .max(200_000, "Must be at most 200000.")
          .nullable()
          .optional(),
      })
      .optional(),
    preferredService: z.enum(aiServices, { error: `Must be one of: ${aiServices.join(", ")}.` }).optional(),
    preferredModels: z.strictObject({ OPEN_AI: modelOf("OPEN_AI").optional(), ANTHROPIC: modelOf("ANTHROPIC").optional() }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: "Send at least one of sceneType, advancedSettings, preferredService, preferredModels." });

// Answers (presenters/views/ai.ts holds the shapes).

export const aiStatusAnswer = z.object({ status: aiStatusView });
export const aiPreferencesAnswer = z.object({ aiPreferences: aiPreferencesView });
export const aiUsageAnswer = z.object({ usage: aiUsageView });
export const balanceAnswer = z.object({ balance: balanceView, transactions: pageOf(balanceTransactionView).describe("Newest first.") });

/** The tokens a provider reports a call used: what it is charged from. */
const providerUsage = z.looseObject({ input_tokens: count(), output_tokens: count() });

/**
 * POST /ai/open-ai/responses (and responses-tool-function) without `stream`:
 * OpenAI's Response object as the provider answered it; only the fields the
 * product relies on are named. With `stream` the route writes the provider's
 * server-sent events itself.
 */
export const openAiResponseAnswer = z.looseObject({
  id: z.string(),
  object: z.literal("response"),
  model: z.string(),
  output: z.array(z.looseObject({ type: z.string() })).describe("The output items: messages (their output_text parts) and function calls."),
  usage: providerUsage.nullish().describe("What the call was charged from; without it the input is estimated."),
});

/** POST /ai/anthropic/messages without `stream`: Anthropic's Message as the provider answered it (the fields the product relies on). */
export const anthropicMessageAnswer = z.looseObject({
  id: z.string(),
  type: z.literal("message"),
  role: z.literal("assistant"),
  model: z.string(),
  content: z.array(z.looseObject({ type: z.string() })).describe("The content blocks: text, and the input of a tool the model called."),
  stop_reason: z.string().nullable(),
  usage: providerUsage.describe("What the call was charged from."),
});

/**
 * The fake OpenAI's embeddings (POST /v1/embeddings): deterministic vectors
 * that behave like a real model's where tests can see it. Each text is a bag
 * of its words (lower-cased, common words left out, a crude English stem),
 * each word hashed into one of `dimensions` buckets, normalised to unit
 * length: texts sharing words point the same way, so cosine similarity ranks
 * a passage about "Wren's grey eyes" first for "What colour are Wren's eyes?".
 * Answers as the API does: floats, or base64 of little-endian float32s.
 */
import { createHash } from "node:crypto";
import { countInputTokens, isRecord } from "./aiText.ts";

export const DEFAULT_EMBEDDING_DIMENSIONS = 1536;
export const EMBEDDING_MODELS: Record<string, number> = { "text-embedding-3-small": 1536, "text-embedding-3-large": 3072, "text-embedding-ada-002": 1536 };

const STOP_WORDS = new Set(
  "a an and are as at be but by did do does for from had has have he her his how i in is it its me my not of on or she so that the their them they this to was were what when where which who why will with you your".split(
    " ",
  ),
);

/** A word's crude stem: enough that "eyes" and "eye" share a bucket. */
function stem(word: string): string {
  return word.replace(/(?:'s|’s)$/, "").replace(/(ing|ed|es|s)$/, "");
}

export function embedText(text: string, dimensions: number): Float32Array {
  const vector = new Float32Array(dimensions);
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []) {
    if (STOP_WORDS.has(raw)) continue;
    const word = stem(raw);
    if (word.length < 2) continue;
    const digest = createHash("sha1").update(word).digest();
    vector[digest.readUInt32LE(0) % dimensions]! += 1;
  }
  let norm = 0;
  for (const value of vector) norm += value * value;
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i]! /= Math.sqrt(norm);
  return vector;
}

export type EmbeddingsAnswer = { status: 200; body: Record<string, unknown> } | { status: 400; message: string; param: string };

/** The answer to an embeddings request body. */
export function answerEmbeddings(body: unknown): EmbeddingsAnswer {
  if (!isRecord(body)) return { status: 400, message: "The body of your request must be a JSON object.", param: "body" };
  const model = body.model;
  if (typeof model !== "string" || !(model in EMBEDDING_MODELS))
    return { status: 400, message: `The model '${String(model)}' does not exist or you do not have access to it.`, param: "model" };
  const inputs =
    typeof body.input === "string"
      ? [body.input]
      : Array.isArray(body.input) && body.input.every((item) => typeof item === "string")
        ? (body.input as string[])
        : null;
  if (!inputs || inputs.length === 0 || inputs.length > 2048)
    return { status: 400, message: "'input' must be a string or an array of 1 to 2048 strings.", param: "input" };
  if (inputs.some((input) => input.length === 0)) return { status: 400, message: "'input' cannot contain an empty string.", param: "input" };
  const dimensions = body.dimensions === undefined ? (EMBEDDING_MODELS[model] ?? DEFAULT_EMBEDDING_DIMENSIONS) : body.dimensions;
  if (
    typeof dimensions !== "number" ||
    !Number.isInteger(dimensions) ||
    dimensions < 1 ||
    dimensions > (EMBEDDING_MODELS[model] ?? DEFAULT_EMBEDDING_DIMENSIONS)
  )
    return { status: 400, message: "'dimensions' is out of range for this model.", param: "dimensions" };
  const base64 = body.encoding_format === "base64";
  const tokens = inputs.reduce((sum, input) => sum + countInputTokens(input), 0);
  return {
    status: 200,
    body: {
      object: "list",
      model,
      data: inputs.map((input, index) => {
        const vector = embedText(input, dimensions);
        return {
          object: "embedding",
          index,
          embedding: base64 ? Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString("base64") : Array.from(vector),
        };
      }),
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    },
  };
}

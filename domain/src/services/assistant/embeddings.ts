/**
 * The provider's embeddings for the assistant's retrieval, when the server is
 * configured with OPENAI_EMBEDDINGS_MODEL (docs/decisions/ai-jobs-assistant-and-continuity.md, Book
 * assistant): passages and questions become vectors; the closest passages by
 * cosine similarity join the full-text matches (bookIndex.ts). Vectors are
 * kept as little-endian float32 bytes, 256 dimensions (the text-embedding-3
 * models shorten their vectors on request, keeping most of their quality).
 */
import type { AiClients } from "../../integrations/ai.ts";

/** Dimensions asked of the model: 1 KB a passage, a 300,000-word book's vectors about 2 MB. */
export const EMBEDDING_DIMENSIONS = 256;
/** Texts per request. */
export const EMBEDDING_BATCH = 100;

export interface Embedder {
  model: string;
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/** The embedder the configuration asks for; null when retrieval is full-text search alone. */
export function embedderOf(ai: AiClients): Embedder | null {
  const model = ai.config.embeddingsModel;
  if (!model || !ai.config.openai) return null;
  return {
    model,
    async embed(texts) {
      const vectors: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += EMBEDDING_BATCH) {
        const batch = texts.slice(i, i + EMBEDDING_BATCH);
        const answer = await ai.openai().embeddings.create({ model, input: batch, dimensions: EMBEDDING_DIMENSIONS, encoding_format: "float" });
        const ordered = [...answer.data].sort((a, b) => a.index - b.index);
        if (ordered.length !== batch.length) throw new Error(`the embeddings model answered ${ordered.length} vectors for ${batch.length} texts`);
        for (const item of ordered) vectors.push(Float32Array.from(item.embedding));
      }
      return vectors;
    },
  };
}

/** Whether this machine keeps floats little-endian (every platform Node runs on today): the bytes are then the floats as they are. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export function vectorToBytes(vector: Float32Array): Buffer {
  if (LITTLE_ENDIAN) return Buffer.from(Float32Array.from(vector).buffer);
  const bytes = Buffer.alloc(vector.length * 4);
  for (let i = 0; i < vector.length; i++) bytes.writeFloatLE(vector[i]!, i * 4);
  return bytes;
}

export function bytesToVector(bytes: Buffer): Float32Array {
  // A copy into a buffer of its own: the driver's Buffer may start at an offset no float may.
  if (LITTLE_ENDIAN) return new Float32Array(new Uint8Array(bytes).buffer);
  const vector = new Float32Array(bytes.length / 4);
  for (let i = 0; i < vector.length; i++) vector[i] = bytes.readFloatLE(i * 4);
  return vector;
}

/** Cosine similarity; 0 when either is all zeros or their lengths differ. */
export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

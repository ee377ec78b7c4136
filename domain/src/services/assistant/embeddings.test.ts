import { describe, expect, it } from "vitest";
import { bytesToVector, cosine, vectorToBytes } from "./embeddings.ts";

describe("vectors as bytes", () => {
  it("round-trips as little-endian float32s, also from a buffer at an odd offset", () => {
    const vector = Float32Array.from([0.5, -1.25, 3e-7, 0]);
    const bytes = vectorToBytes(vector);
    expect(bytes.readFloatLE(4)).toBe(-1.25);
    const shifted = Buffer.concat([Buffer.from([9]), bytes]).subarray(1);
    expect(Array.from(bytesToVector(shifted))).toEqual(Array.from(vector));
  });

  it("measures cosine similarity, 0 for an empty or mismatched vector", () => {
    expect(cosine(Float32Array.from([1, 0]), Float32Array.from([2, 0]))).toBeCloseTo(1);
    expect(cosine(Float32Array.from([1, 0]), Float32Array.from([0, 3]))).toBe(0);
    expect(cosine(Float32Array.from([0, 0]), Float32Array.from([1, 1]))).toBe(0);
    expect(cosine(Float32Array.from([1]), Float32Array.from([1, 1]))).toBe(0);
  });
});

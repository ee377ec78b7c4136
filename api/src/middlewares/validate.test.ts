import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ValidationError } from "@storyloom/domain/errors.ts";
import { parseInput } from "./validate.ts";

const schema = z.strictObject({
  title: z.string().max(5),
  count: z.number().int().min(1),
  tags: z.array(z.string()).optional(),
  nested: z.strictObject({ flag: z.boolean() }).optional(),
});

function fieldsOf(value: unknown): Record<string, string> | undefined {
  try {
    parseInput(schema, value);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).fields;
  }
  return undefined;
}

describe("parseInput", () => {
  it("returns the parsed value", () => {
    expect(parseInput(schema, { title: "abc", count: 2 })).toEqual({ title: "abc", count: 2 });
  });

  it("words the usual problems for people", () => {
    expect(fieldsOf({})).toEqual({ title: "This field is required.", count: "This field is required." });
    expect(fieldsOf({ title: 1, count: "2" })).toEqual({ title: "Must be text.", count: "Must be a number." });
    expect(fieldsOf({ title: "too long", count: 0 })).toEqual({
      title: "Input can't be longer than 5 characters.",
      count: "Must be at least 1.",
    });
    expect(fieldsOf({ title: "a", count: 1.5 })).toEqual({ count: "Must be a whole number." });
    expect(fieldsOf({ title: "a", count: 1, tags: [1] })).toEqual({ "tags.0": "Must be text." });
    expect(fieldsOf({ title: "a", count: 1, nested: { flag: "yes" } })).toEqual({ "nested.flag": "Must be true or false." });
  });

  it("names unknown fields, nested ones with their path", () => {
    expect(fieldsOf({ title: "a", count: 1, extra: 1, more: 2 })).toEqual({ extra: "Unknown field.", more: "Unknown field." });
    expect(fieldsOf({ title: "a", count: 1, nested: { flag: true, x: 1 } })).toEqual({ "nested.x": "Unknown field." });
    expect(() => parseInput(schema, { title: "a", count: 1, extra: 1 })).toThrow("Unknown field: extra.");
  });

  it("summarises the first problem in the message", () => {
    expect(() => parseInput(schema, { count: 1 })).toThrow("title: This field is required.");
  });

  it("refuses text holding a NUL character, naming the field", () => {
    expect(fieldsOf({ title: "a\u0000b", count: 1, tags: ["ok", "x\u0000"] })).toEqual({
      title: "Contains a character that is not allowed.",
      "tags.1": "Contains a character that is not allowed.",
    });
    expect(() => parseInput(schema, { title: "\u0000", count: 1 })).toThrow("title: Contains a character that is not allowed.");
  });

  it("refuses a body that is not an object", () => {
    expect(fieldsOf([1, 2])).toEqual({ body: "Must be an object." });
  });
});

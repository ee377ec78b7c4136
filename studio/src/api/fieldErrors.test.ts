import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./fieldErrors.ts";

describe("fieldErrorsOf", () => {
  it("gives the API's per-field messages, and nothing for other failures", () => {
    const rejected = { error: { code: "validation_error", message: "name: This field is required.", fields: { name: "This field is required." } } };
    expect(fieldErrorsOf(rejected)).toEqual({ name: "This field is required." });
    expect(fieldErrorsOf({ error: { code: "forbidden", message: "No." } })).toEqual({});
    expect(fieldErrorsOf(new Error("Internal server error"))).toEqual({});
  });
});

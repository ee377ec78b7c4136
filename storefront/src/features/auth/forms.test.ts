import { describe, expect, it } from "vitest";
import { REQUIRED_MESSAGE, apiFieldErrors, hasErrors, readFields, requiredFieldErrors, statusForApiError } from "./forms.ts";

describe("form helpers", () => {
  it("reads text fields and treats missing ones as empty", () => {
    const form = new FormData();
    form.set("email", " a@example.com ");
    expect(readFields(form, ["email", "password"])).toEqual({ email: " a@example.com ", password: "" });
  });

  it("marks empty and blank required fields with the message of docs/product.md (Validation rules)", () => {
    expect(requiredFieldErrors({ name: "  ", email: "a@example.com" }, ["name", "email"])).toEqual({ name: REQUIRED_MESSAGE });
    expect(REQUIRED_MESSAGE).toBe("This field is required.");
  });

  it("knows when there is nothing to show", () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({ email: "Bad" })).toBe(true);
  });

  it("keeps only the API's messages for the fields the form shows", () => {
    const body = { error: { code: "validation_error", message: "Invalid", fields: { email: "Enter a valid email address.", role: "x" } } };
    expect(apiFieldErrors(body, ["email", "password"])).toEqual({ email: "Enter a valid email address." });
  });

  it("answers a re-rendered form with the status the API's error stands for", () => {
    expect(statusForApiError({ error: { code: "conflict", message: "Taken" } })).toBe(409);
    expect(statusForApiError({ error: { code: "rate_limited", message: "Slow down" } })).toBe(429);
    expect(statusForApiError({ error: { code: "validation_error", message: "Invalid" } })).toBe(400);
  });
});

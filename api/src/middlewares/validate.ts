import type { RequestHandler } from "express";
import type { z } from "zod";
import { ValidationError } from "@storyloom/domain/errors.ts";
import type { FieldErrors } from "@storyloom/domain/errors.ts";

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  date: "a date",
};

/**
 * Messages for issues a schema did not word itself. Schema-level messages
 * (those of docs/product.md, Validation rules, in each schema.ts) take precedence over this map.
 */
const defaultIssueMessage: z.core.$ZodErrorMap = (issue: Issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return "This field is required.";
      return `Must be ${TYPE_NAMES[issue.expected] ?? issue.expected}.`;
    case "unrecognized_keys":
      return "Unknown field.";
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1 ? "This field is required." : `Input must be at least ${issue.minimum} characters.`;
      }
      if (issue.origin === "array") return `Choose at least ${issue.minimum}.`;
      return `Must be at least ${issue.minimum}.`;
    case "too_big":
      if (issue.origin === "string") return `Input can't be longer than ${issue.maximum} characters.`;
      if (issue.origin === "array") return `Choose at most ${issue.maximum}.`;
      return `Must be at most ${issue.maximum}.`;
    case "invalid_value":
      return `Must be one of: ${issue.values.map(String).join(", ")}.`;
    case "invalid_format":
      return "Has the wrong format.";
    default:
      return undefined;
  }
};

/** Where an issue about the whole body or query (no field path) is filed. */
const ROOT_KEY = "body";

function pathKey(path: PropertyKey[]): string {
  return path.map(String).join(".");
}

/** Turns zod issues into `fields` ({ path: message }) and a message naming the first problem. */
export function toValidationError(issues: z.core.$ZodIssue[]): ValidationError {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const name = pathKey([...issue.path, key]);
        fields[name] ??= issue.message;
      }
      continue;
    }
    const name = pathKey(issue.path) || ROOT_KEY;
    fields[name] ??= issue.message;
  }
  const [first] = Object.entries(fields);
  const describe = ([name, text]: [string, string]): string =>
    text === "Unknown field." ? `Unknown field: ${name}.` : name === ROOT_KEY ? text : `${name}: ${text}`;
  const message = first ? describe(first) : "Invalid input.";
  return new ValidationError(message, fields);
}

export const NUL_NOT_ALLOWED = "Contains a character that is not allowed.";

/** Paths of the strings in a parsed value that hold U+0000, which PostgreSQL text cannot store. */
function nulPaths(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === "string") return value.includes("\u0000") ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulPaths(item, [...path, index]));
  if (typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([key, item]) => nulPaths(item, [...path, key]));
  }
  return [];
}

/**
 * Parses a value with a schema or throws ValidationError. Text holding a NUL
 * character is refused here for every schema: the database would reject it
 * later with a message that names no field.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value, { error: defaultIssueMessage });
  if (!result.success) throw toValidationError(result.error.issues);
  const withNul = nulPaths(result.data);
  if (withNul.length > 0) {
    throw toValidationError(withNul.map((path) => ({ code: "custom", path, message: NUL_NOT_ALLOWED, input: undefined })));
  }
  return result.data;
}

export interface ValidateSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/**
 * Validates body, query and params with zod schemas and replaces them with
 * the parsed values. Problems of all three parts are reported together.
 */
export function validate(schemas: ValidateSchemas): RequestHandler {
  return (req, _res, next) => {
    const fields: FieldErrors = {};
    let firstMessage: string | undefined;
    const parts = [
      // A request without a body parses as an empty object, so each missing field is named.
      ["params", schemas.params, () => req.params],
      ["query", schemas.query, () => req.query],
      ["body", schemas.body, () => req.body ?? {}],
    ] as const;
    const parsed: Partial<Record<"params" | "query" | "body", unknown>> = {};
    for (const [part, schema, read] of parts) {
      if (!schema) continue;
      try {
        parsed[part] = parseInput(schema, read());
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        firstMessage ??= error.message;
        Object.assign(fields, error.fields);
      }
    }
    if (firstMessage) throw new ValidationError(firstMessage, fields);
    if ("params" in parsed) req.params = parsed.params as typeof req.params;
    // Express 5 defines req.query as a getter; an own property shadows it.
    if ("query" in parsed) Object.defineProperty(req, "query", { value: parsed.query, writable: true, configurable: true, enumerable: true });
    if ("body" in parsed) req.body = parsed.body;
    next();
  };
}

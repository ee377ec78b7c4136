/**
 * fast-check arbitraries of HTTP requests for a route, made from its zod
 * schemas (read as JSON Schema of their input side): valid requests, near-valid
 * ones (one field missing, of the wrong type, too long, odd unicode, NUL, huge
 * numbers, prototype keys) and random ones.
 */
import fc from "fast-check";
import type { Arbitrary } from "fast-check";
import { z } from "zod";
import type { Route } from "../defineRoute.ts";

export interface FuzzRequest {
  method: string;
  /** Path and query string, as sent. */
  url: string;
  /** The raw body text, or undefined for none. */
  body: string | undefined;
  contentType: string | undefined;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** Values a field of this name usually holds, so valid requests get past the checks a schema's JSON form does not show (e-mail format, known URLs). */
function hintFor(name: string, context: FuzzContext): Arbitrary<unknown> | undefined {
  if (/email/i.test(name)) return fc.oneof(fc.emailAddress(), fc.constantFrom(...context.knownEmails));
  if (/^(redirectTo|callbackUrl)$/.test(name)) return fc.constantFrom(...context.knownUrls, "/read", "//evil.example/", "javascript:alert(1)");
  if (name === "theme") return fc.constantFrom("LIGHT", "dark", "Grey", "purple");
  if (name === "provider") return fc.constantFrom("credentials", "admin-credentials", "constructor", "__proto__", "nope");
  if (/^(id|userId)$/.test(name)) return fc.oneof(fc.constantFrom(...context.knownIds), fc.integer({ min: 1, max: 1_000_000 }));
  return undefined;
}

export interface FuzzContext {
  knownEmails: string[];
  knownUrls: string[];
  knownIds: number[];
}

const SHORT = 40;

function stringOf(schema: JsonSchema): Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? SHORT, SHORT));
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern).filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength, maxLength, unit: "grapheme" });
}

function numberOf(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  const low = Math.max(min, Number.MIN_SAFE_INTEGER);
  const high = Math.min(max, Number.MAX_SAFE_INTEGER);
  return integer ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) }) : fc.double({ min: low, max: high, noNaN: true });
}

/** A value the schema accepts (as far as its JSON form tells). */
export function validValueOf(schema: JsonSchema, context: FuzzContext, name = ""): Arbitrary<unknown> {
  const hint = name ? hintFor(name, context) : undefined;
  if (hint) return hint;
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validValueOf(option, context, name)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return stringOf(schema);
    case "integer":
      return numberOf(schema, true);
    case "number":
      return numberOf(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? validValueOf(schema.items, context) : fc.jsonValue(), { maxLength: 4 });
    case "object":
      return objectOf(schema, context);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, context: FuzzContext): Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0 && typeof schema.additionalProperties === "object") {
    const keys = schema.propertyNames ? stringOf(schema.propertyNames) : fc.string({ maxLength: 20 });
    return fc.dictionary(keys, validValueOf(schema.additionalProperties, context), { maxKeys: 5 });
  }
  const model = Object.fromEntries(names.map((key) => [key, validValueOf(properties[key]!, context, key)]));
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

const ODD_TEXT = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF\uD800",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀👩‍👩‍👧",
  "\u202Eevil\u202C",
  "e\u0301\u0301\u0301",
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "${7*7}{{7*7}}",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00%ZZ%",
  " ",
  "",
];
const HUGE_NUMBERS = [1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 2 ** 64, Number.MAX_VALUE, Number.MIN_VALUE, -0, 0.5, 1e-7, 1.2345678901234568e29];
const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, "", "text", [], [1, 2], {}, { nested: { deeper: [1] } }];
const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "__defineGetter__"];

/** A value that is wrong in one of the ways people and attackers are wrong. */
const oddValue: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...ODD_TEXT),
  fc.constantFrom(...HUGE_NUMBERS),
  fc.constantFrom(...WRONG_TYPES),
  fc.integer({ min: 1_000, max: 120_000 }).map((length) => "x".repeat(length)),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A valid object with one thing wrong: a field removed, replaced, lengthened, or a prototype key added. */
function nearValid(schema: JsonSchema, context: FuzzContext): Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  return fc.tuple(objectOf(schema, context), fc.nat(), fc.nat(), oddValue).map(([valid, pick, how, odd]) => {
    const value: Record<string, unknown> = { ...valid };
    const name = names.length > 0 ? names[pick % names.length]! : "field";
    const propertySchema = schema.properties?.[name];
    switch (how % 5) {
      case 0:
        delete value[name];
        return value;
      case 1:
        value[name] = odd;
        return value;
      case 2:
        value[name] = "y".repeat((propertySchema?.maxLength ?? 100) + 1);
        return value;
      case 3:
        // JSON.parse makes "__proto__" an own key, exactly as an attacker's body would arrive.
        return JSON.parse(
          `{${[`${JSON.stringify(PROTOTYPE_KEYS[pick % PROTOTYPE_KEYS.length])}:{"isAdmin":true,"polluted":1}`, JSON.stringify(value).slice(1, -1)].filter(Boolean).join(",")}}`,
        ) as unknown;
      default:
        value[`unknown${pick % 3}`] = odd;
        return value;
    }
  });
}

/** Valid, near-valid and random values of one request part. */
function partOf(schema: z.ZodType | undefined, context: FuzzContext): Arbitrary<unknown> {
  if (!schema)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 3 }) },
    );
  const json = jsonSchemaOf(schema);
  const isObject = json.type === "object" && Object.keys(json.properties ?? {}).length > 0;
  return fc.oneof(
    { weight: 3, arbitrary: validValueOf(json, context) },
    { weight: 4, arbitrary: isObject ? nearValid(json, context) : oddValue },
    { weight: 1, arbitrary: fc.oneof(fc.jsonValue({ maxDepth: 4 }), oddValue) },
  );
}

/** Percent-encoding of any text: a lone surrogate (which UTF-8 cannot hold) goes as U+FFFD, as browsers send it. */
export function encodeText(value: string): string {
  return encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"));
}

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return JSON.stringify(value) ?? "";
}

/** The route's path with each :param replaced by a generated value (encoded, or sometimes raw). */
function pathOf(route: Route, params: unknown, raw: boolean): string {
  const values = typeof params === "object" && params !== null ? (params as Record<string, unknown>) : {};
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = text(values[name]) || "1";
    return raw ? value.replace(/[/?#]/g, "") || "x" : encodeText(value);
  });
}

function queryOf(query: unknown): string {
  if (query === undefined) return "";
  if (typeof query !== "object" || query === null || Array.isArray(query)) return `?${encodeText(text(query))}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, text(item));
    else if (value !== undefined) params.append(key, text(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

const BODY_ENCODINGS = ["json", "json", "json", "json", "form", "brokenJson", "text", "multipart"] as const;

function encodeBody(body: unknown, encoding: (typeof BODY_ENCODINGS)[number]): { body: string | undefined; contentType: string | undefined } {
  if (body === undefined) return { body: undefined, contentType: undefined };
  switch (encoding) {
    case "json":
      return { body: JSON.stringify(body), contentType: "application/json" };
    case "form": {
      const fields: [string, string][] =
        typeof body === "object" && body !== null ? Object.entries(body).map(([key, value]): [string, string] => [key, text(value)]) : [["value", text(body)]];
      return { body: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded" };
    }
    case "brokenJson":
      return { body: JSON.stringify(body).slice(0, -1) + ",", contentType: "application/json" };
    case "text":
      return { body: text(body), contentType: "text/plain" };
    default:
      return { body: `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${text(body)}\r\n`, contentType: "multipart/form-data; boundary=x" };
  }
}

/** Requests for one route: its method and path shape, generated params, query and body. */
export function requestsFor(route: Route, context: FuzzContext): Arbitrary<FuzzRequest> {
  return fc
    .record({
      params: partOf(route.schema.params, context),
      query: partOf(route.schema.query, context),
      body: route.schema.body
        ? partOf(route.schema.body, context)
        : fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }),
      rawPath: fc.boolean(),
      encoding: fc.constantFrom(...BODY_ENCODINGS),
    })
    .map(({ params, query, body, rawPath, encoding }) => {
      const hasBody = route.method !== "GET" && body !== undefined;
      const encoded = hasBody ? encodeBody(body, encoding) : { body: undefined, contentType: undefined };
      return { method: route.method, url: `${pathOf(route, params, rawPath)}${queryOf(query)}`, ...encoded };
    });
}

/**
 * The API described as an OpenAPI 3.1 document, made from the route list
 * itself: each route's method and path, its zod schemas (parameters, body,
 * answer), who may reach it and the policy it applies, and the error
 * contract every answer keeps. Served at GET /api/v1/openapi.json and
 * written to docs/openapi.json (routes/openApiDoc.ts); a test fails when the
 * file is stale, and the access table checks real answers against it.
 */
import { z } from "zod";
import type { JsonOrStreamAnswer, Route, RawAnswer, RedirectAnswer, ResponseSpec } from "./defineRoute.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export const OPENAPI_VERSION = "3.1.0";
/** The API's version, as /api/v1 names it; the document's info.version. */
export const API_VERSION = "1";
const SCHEMAS = "#/components/schemas/";

/** The error contract (docs/api-routes.md, "Errors"): every 4xx and 5xx answer carries one. */
const errorDetail = z
  .object({
    code: z.string().describe("Stable and machine-readable, e.g. validation_error, not_found."),
    message: z.string().describe("For people, in the product's words."),
    fields: z.record(z.string(), z.string()).optional().describe("Per field of the input, what is wrong with it."),
    current: z
      .record(z.string(), z.union([z.string(), z.number(), z.null()]))
      .optional()
      .describe("An edit conflict's current state of the record."),
    requestId: z.string().optional().describe("A 500's request id, for the logs."),
  })
  .meta({ id: "ErrorDetail" });
export const errorAnswer = z.object({ error: errorDetail }).meta({ id: "Error" });
/** The Auth.js calls answer their failures with the page to go to. */
export const authFlowErrorAnswer = z.object({ url: z.string(), error: errorDetail }).meta({ id: "AuthFlowError" });

/** The statuses every route may answer, and what each means. */
const ERROR_STATUSES: Record<string, string> = {
  "400": "The input is not valid: `error.fields` names each problem.",
  "401": "Sign in first.",
  "403": "Not allowed: the policy refused, a cross-site write, or a suspended account.",
  "404": "No such record, or one the caller may not know of.",
  "409": "A conflict with the current state (an existing record, an edit made from an old version).",
  "413": "The body is too large.",
  "415": "The body's Content-Type is not one the route reads.",
  "429": "Too many requests: wait for the time the Retry-After header gives.",
};

function isZod(spec: ResponseSpec): spec is z.ZodType {
  return spec instanceof z.ZodType;
}

/** "/api/v1/books/:bookId" → "/api/v1/books/{bookId}". */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

/** GET /api/v1/books/:bookId → "getApiV1BooksBookId": unique, as method and path are. */
function operationId(route: Route): string {
  const words = route.path.split(/[/:\-_.]+/).filter(Boolean);
  return route.method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}

/** Areas whose calls are grouped by the record under the area's own ("/books/{bookId}/chapters/…" → "chapters"). */
const NESTED_AREAS = new Set(["books", "readers"]);
/** A nested group smaller than this stays in its area (a book's publish and export calls are "books"). */
const NESTED_GROUP_MIN = 3;

/** The group each route is listed under: its area ("books", "chapters", "auth", "health"), by path. */
function tagsOf(routes: readonly Route[]): Map<Route, string> {
  const candidates = new Map<Route, { area: string; nested: string | undefined }>();
  const nestedCounts = new Map<string, number>();
  for (const route of routes) {
    const segments = route.path.split("/").filter(Boolean);
    const fixed = segments.slice(2).filter((segment) => !segment.startsWith(":"));
    const area = segments[1] !== "v1" ? (segments[1] ?? "api") : fixed[0] === "openapi.json" ? "reference" : (fixed[0] ?? "v1");
    const nested = segments[1] === "v1" && NESTED_AREAS.has(area) ? fixed[1] : undefined;
    candidates.set(route, { area, nested });
    if (nested) nestedCounts.set(nested, (nestedCounts.get(nested) ?? 0) + 1);
  }
  const tags = new Map<Route, string>();
  for (const [route, { area, nested }] of candidates) tags.set(route, nested && (nestedCounts.get(nested) ?? 0) >= NESTED_GROUP_MIN ? nested : area);
  return tags;
}

/** Turns zod schemas into JSON Schema 2020-12, hoisting every schema with an id into components.schemas. */
class SchemaSet {
  readonly components: Record<string, JsonObject> = {};

  convert(schema: z.ZodType, io: "input" | "output"): JsonObject {
    const converted = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      unrepresentable: "any",
      reused: "inline",
      override: ({ zodSchema, jsonSchema }) => {
        // An uploaded file of a multipart body.
        if ((zodSchema as { _zod: { def: { type: string } } })._zod.def.type === "custom") Object.assign(jsonSchema, { type: "string", format: "binary" });
      },
    }) as JsonObject;
    const defs = (converted.$defs ?? {}) as Record<string, JsonObject>;
    delete converted.$defs;
    delete converted.$schema;
    for (const [id, def] of Object.entries(defs)) this.#register(id, this.#relink(def) as JsonObject);
    return this.#relink(converted) as JsonObject;
  }

  #register(id: string, schema: JsonObject): void {
    const known = this.components[id];
    if (known && JSON.stringify(known) !== JSON.stringify(schema)) throw new Error(`Two different schemas are named ${id}: give one another id.`);
    this.components[id] = schema;
  }

  /** Rewrites "#/$defs/X" to "#/components/schemas/X". */
  #relink(value: Json): Json {
    if (Array.isArray(value)) return value.map((item) => this.#relink(item));
    if (value === null || typeof value !== "object") return value;
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = key === "$ref" && typeof item === "string" ? item.replace("#/$defs/", SCHEMAS) : this.#relink(item);
    }
    return out;
  }
}

function parametersOf(route: Route, schemas: SchemaSet): Json[] {
  const parameters: Json[] = [];
  for (const [where, schema] of [
    ["path", route.schema.params],
    ["query", route.schema.query],
  ] as const) {
    if (!schema) continue;
    const json = schemas.convert(schema, "input");
    const properties = (json.properties ?? {}) as Record<string, JsonObject>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...rest } = property;
      parameters.push({
        name,
        in: where,
        required: where === "path" || required.has(name),
        ...(typeof description === "string" ? { description } : {}),
        schema: rest,
      });
    }
  }
  return parameters;
}

const BODY_TYPES: Record<Route["bodyFormat"], string[]> = {
  json: ["application/json"],
  jsonOrForm: ["application/json", "application/x-www-form-urlencoded"],
  multipart: ["multipart/form-data"],
  rawJson: ["application/json"],
  none: [],
};

function requestBodyOf(route: Route, schemas: SchemaSet): JsonObject | undefined {
  const types = BODY_TYPES[route.bodyFormat];
  if (types.length === 0) return undefined;
  const schema: JsonObject = route.schema.body ? schemas.convert(route.schema.body, "input") : {};
  return { required: true, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}

function successOf(route: Route, schemas: SchemaSet): Record<string, JsonObject> {
  const spec = route.schema.response;
  if (isZod(spec)) {
    return { [String(route.status)]: { description: "Success.", content: { "application/json": { schema: schemas.convert(spec, "output") } } } };
  }
  if ((spec as RawAnswer | RedirectAnswer | JsonOrStreamAnswer).kind === "jsonOrStream") {
    const either = spec as JsonOrStreamAnswer;
    return {
      [String(route.status)]: {
        description: either.description,
        content: { "application/json": { schema: schemas.convert(either.json, "output") }, [either.contentType]: { schema: { type: "string" } } },
      },
    };
  }
  if ((spec as RawAnswer | RedirectAnswer).kind === "redirect") {
    const redirect = spec as RedirectAnswer;
    return { [String(redirect.status)]: { description: redirect.description, headers: { Location: { schema: { type: "string" } } } } };
  }
  const raw = spec as RawAnswer;
  // A JSON document the route writes itself (this document) is an object; anything else is bytes.
  const schema: JsonObject = raw.contentType === "application/json" ? { type: "object" } : { type: "string", format: "binary" };
  return { [String(route.status)]: { description: raw.description, content: { [raw.contentType]: { schema } } } };
}

/** Which failures a route can answer, from what it declares. */
function errorStatusesOf(route: Route): string[] {
  const statuses = new Set<string>();
  const hasInput = route.schema.params || route.schema.query || route.schema.body || route.bodyFormat !== "none";
  const writes = route.method !== "GET";
  if (hasInput) statuses.add("400");
  if (route.auth !== "public") statuses.add("401");
  if (route.authorize !== "public" || writes) statuses.add("403");
  if (route.schema.params) statuses.add("404");
  if (writes) statuses.add("409");
  if (route.bodyFormat !== "none") ["413", "415"].forEach((status) => statuses.add(status));
  return [...statuses].sort();
}

/** Whether the route answers failures the Auth.js way ({ url, error }). */
export function speaksAuthFlow(route: Route): boolean {
  return route.path.startsWith("/api/auth/") && route.bodyFormat === "jsonOrForm";
}

function securityOf(route: Route): Json[] {
  if (route.auth === "public") return [];
  if (route.auth === "optional") return [{}, { session: [] }];
  return [{ session: [] }];
}

export interface OpenApiOptions {
  /** The document's version line: the API's package version. */
  version: string;
}

/** The OpenAPI 3.1 document of these routes. */
export function buildOpenApi(routes: readonly Route[], options: OpenApiOptions): JsonObject {
  const schemas = new SchemaSet();
  const errorRef = { $ref: `${SCHEMAS}Error` };
  const authErrorRef = { $ref: `${SCHEMAS}AuthFlowError` };
  schemas.convert(errorAnswer, "output");
  schemas.convert(authFlowErrorAnswer, "output");
  const paths: Record<string, JsonObject> = {};
  const tags = tagsOf(routes);
  // Each failure is described once, under components.responses, and referred to by every route that can answer it.
  const errorResponses: Record<string, JsonObject> = {};
  const failure = (name: string, description: string, schema: JsonObject): JsonObject => {
    errorResponses[name] = { description, content: { "application/json": { schema } } };
    return { $ref: `#/components/responses/${name}` };
  };
  for (const route of routes) {
    const authFlow = speaksAuthFlow(route);
    const errorSchema = authFlow ? authErrorRef : errorRef;
    const prefix = authFlow ? "AuthFlowFailure" : "Failure";
    const responses: Record<string, JsonObject> = { ...successOf(route, schemas) };
    for (const status of errorStatusesOf(route)) responses[status] = failure(`${prefix}${status}`, ERROR_STATUSES[status]!, errorSchema);
    responses.default = failure(`${prefix}Other`, "Any other failure (429 too many requests, 503 unavailable, 500), in the same error shape.", errorSchema);
    const parameters = parametersOf(route, schemas);
    const requestBody = requestBodyOf(route, schemas);
    const operation: JsonObject = {
      operationId: operationId(route),
      summary: route.summary,
      tags: [tags.get(route)!],
      security: securityOf(route),
      "x-storyloom-auth": route.auth,
      "x-storyloom-policy": route.authorize,
      ...(route.onCustomDomains ? { "x-storyloom-on-custom-domains": true } : {}),
      // The gateway answers these 404 from outside: only the platform's own processes (the storefront, Caddy's TLS question) reach them.
      ...(route.path.startsWith("/api/internal/") ? { "x-storyloom-internal": true } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
    const path = openApiPath(route.path);
    paths[path] = { ...(paths[path] ?? {}), [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: "Storyloom API",
      version: options.version,
      description:
        "Write, publish and sell fiction. Calls are JSON over HTTPS; the session is a cookie set by /api/auth/callback/credentials. " +
        "Writes from another site are refused. Each operation names who may call it (x-storyloom-auth: public, optional, signedIn, admin) " +
        "and the policy it applies (x-storyloom-policy). Every failure answers { error: { code, message, fields? } }.",
    },
    servers: [{ url: "/" }],
    tags: [...new Set(tags.values())].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "storyloom.session-token",
          description: "The session cookie (named __Host-storyloom.session-token on https).",
        },
      },
      schemas: Object.fromEntries(Object.entries(schemas.components).sort(([a], [b]) => a.localeCompare(b))),
      responses: Object.fromEntries(Object.entries(errorResponses).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}

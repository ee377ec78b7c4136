/**
 * The API reference page (/developers/api) made from the API's OpenAPI 3.1
 * document (GET /api/v1/openapi.json): its calls grouped by area, each with
 * who may call it, the policy it applies, its input and its answers, and the
 * shapes the answers are made of. Rendered on the server as plain HTML: no
 * script, so the storefront's Content-Security-Policy stays as it is.
 */

/** The parts of a JSON Schema 2020-12 object the page reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

interface Parameter {
  name: string;
  in: "path" | "query";
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface ResponseObject {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, ResponseObject>;
  "x-storyloom-auth"?: string;
  "x-storyloom-policy"?: string;
  "x-storyloom-on-custom-domains"?: boolean;
  "x-storyloom-internal"?: boolean;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string | null;
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  who: string;
  policy: string | null;
  onCustomDomains: boolean;
  /** Only the platform's own processes may call it: the gateway refuses it from outside. */
  internal: boolean;
  parameters: FieldRow[];
  /** Per Content-Type, the body's fields (or its type when it is not an object). */
  body: { contentTypes: string[]; fields: FieldRow[]; type: string } | null;
  success: { status: string; description: string; contentType: string | null; type: string | null; fields: FieldRow[] }[];
  errors: string[];
}

export interface SchemaView {
  name: string;
  anchor: string;
  description: string | null;
  type: string;
  fields: FieldRow[];
}

export interface ReferenceView {
  title: string;
  version: string;
  description: string | null;
  areas: { name: string; anchor: string; operations: OperationView[] }[];
  schemas: SchemaView[];
  operationsCount: number;
}

const WHO: Record<string, string> = {
  public: "Anyone",
  optional: "Anyone; the answer depends on who asks",
  signedIn: "Signed in",
  admin: "Admins",
};

const METHODS = ["get", "post", "put", "patch", "delete"];

/** The anchor of a shape in the page: "#schema-Book". */
export const schemaAnchor = (name: string) => `schema-${name}`;

const refName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);

/** A schema as one line of TypeScript-like text: `{ book: Book }`, `string | null`, `Chapter[]`. */
export function typeText(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema || Object.keys(schema).length === 0) return "any";
  if (schema.$ref) return refName(schema.$ref);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return [...new Set(alternatives.map((item) => typeText(item, depth)))].join(" | ");
  if (schema.allOf) return schema.allOf.map((item) => typeText(item, depth)).join(" & ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return types.map((type) => typeText({ ...schema, type }, depth)).join(" | ");
  switch (types[0]) {
    case "array":
      return `${wrap(typeText(schema.items, depth))}[]`;
    case "object": {
      if (!schema.properties || Object.keys(schema.properties).length === 0) {
        const values = typeof schema.additionalProperties === "object" ? typeText(schema.additionalProperties, depth) : null;
        return values ? `{ [key: string]: ${values} }` : "{}";
      }
      if (depth >= 2) return "{ … }";
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties).map(([name, field]) => `${name}${required.has(name) ? "" : "?"}: ${typeText(field, depth + 1)}`);
      return `{ ${fields.join("; ")} }`;
    }
    case "integer":
      return "integer";
    case "string":
      return schema.format === "binary" ? "file" : schema.format ? `string (${schema.format})` : "string";
    case "null":
      return "null";
    default:
      return types[0] ?? "any";
  }
}

const wrap = (text: string) => (text.includes(" | ") ? `(${text})` : text);

/** The top-level fields of an object schema, for a table; none when it is not an inline object. */
export function fieldsOf(schema: JsonSchema | undefined): FieldRow[] {
  if (!schema?.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, field]) => ({
    name,
    type: typeText(field, 1),
    required: required.has(name),
    description: field.description ?? constraintsOf(field),
  }));
}

/** Limits worth saying beside a field: "1–200 characters", "at least 1". */
function constraintsOf(schema: JsonSchema): string | null {
  const n = (value: number) => value.toLocaleString("en-US");
  const parts: string[] = [];
  if (schema.minLength !== undefined && schema.maxLength !== undefined) parts.push(`${n(schema.minLength)}–${n(schema.maxLength)} characters`);
  else if (schema.maxLength !== undefined) parts.push(`at most ${n(schema.maxLength)} characters`);
  if (schema.minimum !== undefined && schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER)
    parts.push(`${n(schema.minimum)}–${n(schema.maximum)}`);
  else if (schema.minimum !== undefined && schema.minimum !== 0 && schema.minimum > Number.MIN_SAFE_INTEGER) parts.push(`at least ${n(schema.minimum)}`);
  return parts.length > 0 ? parts.join("; ") : null;
}

function operationView(path: string, method: string, operation: Operation): OperationView {
  const requestContent = operation.requestBody?.content ?? {};
  const contentTypes = Object.keys(requestContent);
  const bodySchema = contentTypes.length > 0 ? requestContent[contentTypes[0]!]?.schema : undefined;
  const statuses = Object.keys(operation.responses);
  const success = statuses
    .filter((status) => /^[23]/.test(status))
    .map((status) => {
      const response = operation.responses[status]!;
      const [contentType, media] = Object.entries(response.content ?? {})[0] ?? [null, undefined];
      const schema = media?.schema;
      const isJson = contentType === "application/json";
      return {
        status,
        description: response.description ?? "",
        contentType,
        type: isJson ? typeText(schema) : null,
        fields: isJson && schema && !schema.$ref ? fieldsOf(schema) : [],
      };
    });
  return {
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? "",
    who: WHO[operation["x-storyloom-auth"] ?? "public"] ?? "Anyone",
    policy: operation["x-storyloom-policy"] && operation["x-storyloom-policy"] !== "public" ? operation["x-storyloom-policy"] : null,
    onCustomDomains: operation["x-storyloom-on-custom-domains"] === true,
    internal: operation["x-storyloom-internal"] === true,
    parameters: (operation.parameters ?? []).map((parameter) => ({
      name: `${parameter.name}${parameter.in === "query" ? " (query)" : ""}`,
      type: typeText(parameter.schema),
      required: parameter.required === true,
      description: parameter.description ?? null,
    })),
    body: contentTypes.length > 0 ? { contentTypes, fields: fieldsOf(bodySchema), type: typeText(bodySchema, 1) } : null,
    success,
    errors: statuses.filter((status) => /^[45]/.test(status)),
  };
}

/** The page's content from the document. */
export function referenceOf(document: OpenApiDocument): ReferenceView {
  const byArea = new Map<string, OperationView[]>();
  for (const tag of document.tags ?? []) byArea.set(tag.name, []);
  let operationsCount = 0;
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = methods[method];
      if (!operation) continue;
      const area = operation.tags?.[0] ?? "other";
      if (!byArea.has(area)) byArea.set(area, []);
      byArea.get(area)!.push(operationView(path, method, operation));
      operationsCount += 1;
    }
  }
  const schemas = Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => ({
    name,
    anchor: schemaAnchor(name),
    description: schema.description ?? null,
    type: schema.properties ? "object" : typeText(schema),
    fields: fieldsOf(schema),
  }));
  return {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description ?? null,
    areas: [...byArea.entries()].filter(([, operations]) => operations.length > 0).map(([name, operations]) => ({ name, anchor: `area-${name}`, operations })),
    schemas,
    operationsCount,
  };
}

/** A type's text cut where it names a shape of the page, so each name can link to it. */
export function linkedType(text: string, schemaNames: ReadonlySet<string>): { text: string; anchor: string | null }[] {
  const parts: { text: string; anchor: string | null }[] = [];
  let last = 0;
  for (const match of text.matchAll(/[A-Za-z][A-Za-z0-9]*/g)) {
    if (!schemaNames.has(match[0])) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index), anchor: null });
    parts.push({ text: match[0], anchor: schemaAnchor(match[0]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), anchor: null });
  return parts;
}

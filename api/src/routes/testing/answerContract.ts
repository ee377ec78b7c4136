/**
 * Checks a real answer against what the OpenAPI document (routes/openApi.ts)
 * says the route answers: its status is one the document lists (or falls to
 * the documented default), a JSON body matches the status's schema (extra
 * fields included: views are closed objects), a file or stream has the
 * documented Content-Type. The access table runs it on every answer of
 * every actor, so a presenter that drifts from its view, or an error that
 * leaves the error contract, fails CI naming the route.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { Route } from "../defineRoute.ts";
import { API_VERSION, buildOpenApi, openApiPath } from "../openApi.ts";
import { routes } from "../index.ts";

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
  /** A failure described once under components.responses. */
  $ref?: string;
}
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components: { responses?: Record<string, ResponseObject> };
}

/** What the check needs of an answer (supertest's Response has these). */
export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
  text: string;
}

// ajv-formats is CommonJS: its default export arrives as the module object under Node's ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

let document: Document | undefined;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

function documentOf(): Document {
  document ??= buildOpenApi(routes, { version: API_VERSION }) as unknown as Document;
  return document;
}

function validatorFor(key: string, schema: unknown): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    // The schema's $refs name "#/components/schemas/…": compile it inside a root that carries them.
    validate = ajv.compile({ $id: `https://storyloom.test/answers/${validators.size}`, components: documentOf().components, ...(schema as object) });
    validators.set(key, validate);
  }
  return validate;
}

/** What is wrong with this answer of `route` by the document; empty when it keeps the contract. */
export function answerProblems(route: Route, answer: Answer): string[] {
  const operation = documentOf().paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
  if (!operation) return [`${route.method} ${route.path} is not in the OpenAPI document`];
  const status = String(answer.status);
  const documented = operation.responses[status];
  const isError = answer.status >= 400;
  if (!documented && !isError) return [`answered ${status}, which the document does not list for this route`];
  const listed = documented ?? operation.responses.default!;
  const response = listed.$ref ? documentOf().components.responses![listed.$ref.slice(listed.$ref.lastIndexOf("/") + 1)]! : listed;
  if (!response.content) return [];
  const contentType = String(answer.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim();
  // A documented range ("audio/*") covers every type of its kind.
  const media = response.content[contentType] ?? response.content[`${contentType.split("/")[0]}/*`];
  if (!media) return [`answered ${status} as ${contentType || "no Content-Type"}; the document says ${Object.keys(response.content).join(" or ")}`];
  if (contentType !== "application/json" || media.schema === undefined) return [];
  const validate = validatorFor(`${route.method} ${route.path} ${documented ? status : "default"}`, media.schema);
  if (validate(answer.body)) return [];
  return [`answered ${status} outside the document's schema: ${ajv.errorsText(validate.errors, { dataVar: "body" })}`];
}

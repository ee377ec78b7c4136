/**
 * docs/api-routes.md and docs/openapi.json, made from the route list: every
 * route with who may reach it and the policy it applies, and the OpenAPI 3.1
 * document (routes/openApi.ts). `node api/src/routes/routesDoc.ts` rewrites
 * both; routesDoc.test.ts fails while either is out of date.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { Route } from "./defineRoute.ts";
import { API_VERSION, buildOpenApi } from "./openApi.ts";

export const ROUTES_DOC_PATH = path.resolve(fileURLToPath(new URL("../../../docs/api-routes.md", import.meta.url)));
export const OPENAPI_DOC_PATH = path.resolve(fileURLToPath(new URL("../../../docs/openapi.json", import.meta.url)));

/** docs/openapi.json: the document GET /api/v1/openapi.json serves, indented for reading and diffs. */
export function renderOpenApiDoc(routes: readonly Route[]): string {
  return `${JSON.stringify(buildOpenApi(routes, { version: API_VERSION }), null, 2)}\n`;
}

const AUTH_WORDS: Record<Route["auth"], string> = { public: "anyone", optional: "anyone (answer depends on who asks)", signedIn: "signed in", admin: "admins" };

/** The input a route reads, as field names (`?` when optional). */
function inputOf(route: Route): string {
  const parts: string[] = [];
  for (const part of ["params", "query", "body"] as const) {
    const schema = route.schema[part];
    if (!schema) continue;
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, unknown>; required?: string[] };
    const required = new Set(json.required ?? []);
    const names = Object.keys(json.properties ?? {}).map((name) => (required.has(name) ? name : `${name}?`));
    parts.push(`${part}: ${names.length > 0 ? names.join(", ") : "…"}`);
  }
  return parts.join("; ") || "—";
}

export function renderRoutesDoc(routes: readonly Route[]): string {
  const rows = routes.map(
    (route) =>
      `| \`${route.method} ${route.path}\` | ${AUTH_WORDS[route.auth]}${route.onCustomDomains ? ", also a custom domain's reader session" : ""} | ${route.authorize === "public" ? "public" : `\`${route.authorize}\``} | ${inputOf(route)} | ${route.summary.replace(/\|/g, "\\|")} |`,
  );
  return [
    "# API routes",
    "",
    "Made from `api/src/routes/index.ts` by `node api/src/routes/routesDoc.ts`; a test fails while this file is out of date. Every route is a `defineRoute` (api/src/routes/defineRoute.ts): who may reach it is checked before its input is read, and its policy (domain/src/policies/) is applied to what it loads. The access table (api/src/routes/testing/accessTable.ts) says what each kind of user gets from each route. A reader's session made on a custom domain counts only where the table says so (docs/security.md, Custom domains); everywhere else it is nobody.",
    "",
    "| route | who | policy | input | what it does |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { routes } = await import("./index.ts");
  writeFileSync(ROUTES_DOC_PATH, renderRoutesDoc(routes));
  writeFileSync(OPENAPI_DOC_PATH, renderOpenApiDoc(routes));
  console.log(`wrote ${path.relative(process.cwd(), ROUTES_DOC_PATH)} and ${path.relative(process.cwd(), OPENAPI_DOC_PATH)} (${routes.length} routes)`);
}

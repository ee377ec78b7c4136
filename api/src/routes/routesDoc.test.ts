import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routes } from "./index.ts";
import { OPENAPI_DOC_PATH, ROUTES_DOC_PATH, renderOpenApiDoc, renderRoutesDoc } from "./routesDoc.ts";

describe("docs/api-routes.md and docs/openapi.json", () => {
  it("lists every route as the route list has it (run `node api/src/routes/routesDoc.ts` after changing a route)", () => {
    expect(readFileSync(ROUTES_DOC_PATH, "utf8")).toBe(renderRoutesDoc(routes));
  });

  it("docs/openapi.json is the document the route list makes (run `node api/src/routes/routesDoc.ts` after changing a route or a view)", () => {
    expect(readFileSync(OPENAPI_DOC_PATH, "utf8")).toBe(renderOpenApiDoc(routes));
  });
});

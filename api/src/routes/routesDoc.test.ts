import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routes } from "./index.ts";
import { ROUTES_DOC_PATH, renderRoutesDoc } from "./routesDoc.ts";

describe("docs/api-routes.md", () => {
  it("lists every route as the route list has it (run `node api/src/routes/routesDoc.ts` after changing a route)", () => {
    expect(readFileSync(ROUTES_DOC_PATH, "utf8")).toBe(renderRoutesDoc(routes));
  });
});

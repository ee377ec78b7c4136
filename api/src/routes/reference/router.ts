import type { Route } from "../defineRoute.ts";
import { defineRoute } from "../defineRoute.ts";
import { rawAnswer } from "../answers.ts";
import { buildOpenApi, API_VERSION } from "../openApi.ts";

/**
 * GET /api/v1/openapi.json: the API's OpenAPI 3.1 document, for authors who
 * build on the API (the storefront's /developers/api page reads it too). It
 * is made from the route list once, on the first call: the routes do not
 * change while the process runs. `allRoutes` is a function because this route
 * is itself in the list it describes.
 */
export function openApiRoute(allRoutes: () => readonly Route[]) {
  let document: string | undefined;
  return defineRoute({
    method: "GET",
    path: "/api/v1/openapi.json",
    summary: "This API described as an OpenAPI 3.1 document: every route, its input, its answers and errors, who may call it and the policy it applies.",
    auth: "public",
    authorize: "public",
    schema: { response: rawAnswer("application/json", "The OpenAPI 3.1 document (docs/openapi.json is the same file).") },
    handler: ({ res }) => {
      document ??= JSON.stringify(buildOpenApi(allRoutes(), { version: API_VERSION }));
      res.status(200).type("application/json").send(document);
    },
  });
}

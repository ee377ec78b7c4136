import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { routes } from "./index.ts";
import { API_VERSION, buildOpenApi, openApiPath } from "./openApi.ts";

type Operation = { operationId: string; "x-storyloom-auth": string; "x-storyloom-policy": string; responses: Record<string, unknown> };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
};

const document = buildOpenApi(routes, { version: API_VERSION }) as unknown as Document;

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1 by the standard validator", async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("lists every route of the route list, with who may call it, its policy and its answer", () => {
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation!["x-storyloom-auth"]).toBe(route.auth);
      expect(operation!["x-storyloom-policy"]).toBe(route.authorize);
      expect(Object.keys(operation!.responses), `${route.method} ${route.path}`).toContain(
        route.schema.response && "kind" in route.schema.response && route.schema.response.kind === "redirect"
          ? String(route.schema.response.status)
          : String(route.status),
      );
    }
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(routes.length);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(routes.length);
  });

  it("declares every route's answer", () => {
    const undescribed = routes.filter((route) => !route.schema.response).map((route) => `${route.method} ${route.path}`);
    expect(undescribed).toEqual([]);
  });

  it("answers every failure in the error contract's shape", () => {
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        const failure = operation.responses.default as { $ref: string };
        expect(failure.$ref).toMatch(/^#\/components\/responses\/(Failure|AuthFlowFailure)Other$/);
        const described = document.components.responses[failure.$ref.slice("#/components/responses/".length)];
        expect(described).toMatchObject({
          content: { "application/json": { schema: { $ref: expect.stringMatching(/^#\/components\/schemas\/(Error|AuthFlowError)$/) } } },
        });
      }
    }
    expect(document.components.schemas.Error).toBeDefined();
  });
});

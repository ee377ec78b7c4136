import { describe, expectTypeOf, it } from "vitest";
import type { compileTemplate, editTemplate, listTemplates, restoreTemplate } from "../routes/aiPlotTemplates/router.ts";
import type { compileTool } from "../routes/aiTools/router.ts";
import type { compileAiPlotTemplate, compileAiTool, listAiPlotTemplates, restoreAiPlotTemplate, updateAiPlotTemplate } from "./index.ts";

type RouteAnswer<R extends { readonly responseType?: unknown }> = NonNullable<R["responseType"]>;
type CallAnswer<F extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<F>>>;

// Checked by the typecheck (see contract.test.ts): a route answering something its client function does not say fails it.
describe("the AI tools client's answer types are the routes' answers", () => {
  it("built-in tools", () => {
    expectTypeOf<CallAnswer<typeof compileAiTool>>().toEqualTypeOf<RouteAnswer<typeof compileTool>>();
  });

  it("AI plot templates", () => {
    expectTypeOf<CallAnswer<typeof listAiPlotTemplates>>().toEqualTypeOf<RouteAnswer<typeof listTemplates>>();
    expectTypeOf<CallAnswer<typeof updateAiPlotTemplate>>().toEqualTypeOf<RouteAnswer<typeof editTemplate>>();
    expectTypeOf<CallAnswer<typeof restoreAiPlotTemplate>>().toEqualTypeOf<RouteAnswer<typeof restoreTemplate>>();
    expectTypeOf<CallAnswer<typeof compileAiPlotTemplate>>().toEqualTypeOf<RouteAnswer<typeof compileTemplate>>();
  });
});

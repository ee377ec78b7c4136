import { describe, expectTypeOf, it } from "vitest";
import type {
  compileStoryToolStepRoute,
  createStoryToolRoute,
  deleteStoryToolRoute,
  listBookStoryToolsRoute,
  listStoryToolsRoute,
  updateStoryToolRoute,
  updateStoryToolSettingsRoute,
} from "../routes/storyTools/router.ts";
import type {
  compileStoryToolStep,
  createStoryTool,
  deleteStoryTool,
  listBookStoryTools,
  listStoryTools,
  updateStoryTool,
  updateStoryToolSettings,
} from "./index.ts";

type RouteAnswer<R extends { readonly responseType?: unknown }> = NonNullable<R["responseType"]>;
type CallAnswer<F extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<F>>>;

// Checked by the typecheck (see contract.test.ts): a route answering something its client function does not say fails it.
describe("the story tool client's answer types are the routes' answers", () => {
  it("story tools", () => {
    expectTypeOf<CallAnswer<typeof listStoryTools>>().toEqualTypeOf<RouteAnswer<typeof listStoryToolsRoute>>();
    expectTypeOf<CallAnswer<typeof createStoryTool>>().toEqualTypeOf<RouteAnswer<typeof createStoryToolRoute>>();
    expectTypeOf<CallAnswer<typeof updateStoryTool>>().toEqualTypeOf<RouteAnswer<typeof updateStoryToolRoute>>();
    expectTypeOf<CallAnswer<typeof deleteStoryTool>>().toEqualTypeOf<RouteAnswer<typeof deleteStoryToolRoute>>();
    expectTypeOf<CallAnswer<typeof updateStoryToolSettings>>().toEqualTypeOf<RouteAnswer<typeof updateStoryToolSettingsRoute>>();
    expectTypeOf<CallAnswer<typeof listBookStoryTools>>().toEqualTypeOf<RouteAnswer<typeof listBookStoryToolsRoute>>();
    expectTypeOf<CallAnswer<typeof compileStoryToolStep>>().toEqualTypeOf<RouteAnswer<typeof compileStoryToolStepRoute>>();
  });
});

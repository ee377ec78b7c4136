import { describe, expectTypeOf, it } from "vitest";
import type { addScene, addScenes, editScene, listChapterScenes, moveChapterScene, removeScene } from "../routes/scenes/router.ts";
import type { createSeriesRoute, deleteSeriesRoute, getSeriesRoute, listSeriesRoute, reorderBookRoute, updateSeriesRoute } from "../routes/series/router.ts";
import type { createSubseriesRoute, deleteSubseriesRoute, updateSubseriesRoute } from "../routes/series/subseriesRouter.ts";
import type {
  createScene,
  createScenes,
  createSeries,
  createSubseries,
  deleteScene,
  deleteSeries,
  deleteSubseries,
  getSeries,
  listScenes,
  listSeries,
  moveScene,
  reorderBook,
  updateScene,
  updateSeries,
  updateSubseries,
} from "./index.ts";

type RouteAnswer<R extends { readonly responseType?: unknown }> = NonNullable<R["responseType"]>;
type CallAnswer<F extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<F>>>;

// Checked by the typecheck (see contract.test.ts): a route answering something its client function does not say fails it.
describe("the series and scenes client's answer types are the routes' answers", () => {
  it("series", () => {
    expectTypeOf<CallAnswer<typeof listSeries>>().toEqualTypeOf<RouteAnswer<typeof listSeriesRoute>>();
    expectTypeOf<CallAnswer<typeof createSeries>>().toEqualTypeOf<RouteAnswer<typeof createSeriesRoute>>();
    expectTypeOf<CallAnswer<typeof getSeries>>().toEqualTypeOf<RouteAnswer<typeof getSeriesRoute>>();
    expectTypeOf<CallAnswer<typeof updateSeries>>().toEqualTypeOf<RouteAnswer<typeof updateSeriesRoute>>();
    expectTypeOf<CallAnswer<typeof deleteSeries>>().toEqualTypeOf<RouteAnswer<typeof deleteSeriesRoute>>();
    expectTypeOf<CallAnswer<typeof createSubseries>>().toEqualTypeOf<RouteAnswer<typeof createSubseriesRoute>>();
    expectTypeOf<CallAnswer<typeof updateSubseries>>().toEqualTypeOf<RouteAnswer<typeof updateSubseriesRoute>>();
    expectTypeOf<CallAnswer<typeof deleteSubseries>>().toEqualTypeOf<RouteAnswer<typeof deleteSubseriesRoute>>();
    expectTypeOf<CallAnswer<typeof reorderBook>>().toEqualTypeOf<RouteAnswer<typeof reorderBookRoute>>();
  });

  it("scenes", () => {
    expectTypeOf<CallAnswer<typeof listScenes>>().toEqualTypeOf<RouteAnswer<typeof listChapterScenes>>();
    expectTypeOf<CallAnswer<typeof createScene>>().toEqualTypeOf<RouteAnswer<typeof addScene>>();
    expectTypeOf<CallAnswer<typeof createScenes>>().toEqualTypeOf<RouteAnswer<typeof addScenes>>();
    expectTypeOf<CallAnswer<typeof updateScene>>().toEqualTypeOf<RouteAnswer<typeof editScene>>();
    expectTypeOf<CallAnswer<typeof deleteScene>>().toEqualTypeOf<RouteAnswer<typeof removeScene>>();
    expectTypeOf<CallAnswer<typeof moveScene>>().toEqualTypeOf<RouteAnswer<typeof moveChapterScene>>();
  });
});

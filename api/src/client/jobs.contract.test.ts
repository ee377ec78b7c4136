import { describe, expectTypeOf, it } from "vitest";
import type * as jobRoutes from "../routes/jobs/router.ts";
import type * as jobCalls from "./jobs.ts";

type RouteAnswer<R extends { readonly responseType?: unknown }> = NonNullable<R["responseType"]>;
type CallAnswer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

// Checked by the typecheck (see contract.test.ts): each call answers what its route does.
describe("the jobs client's answer types are the routes' answers", () => {
  it("jobs", () => {
    expectTypeOf<CallAnswer<typeof jobCalls.listJobs>>().toEqualTypeOf<RouteAnswer<typeof jobRoutes.listAuthorJobs>>();
    expectTypeOf<CallAnswer<typeof jobCalls.updateJob>>().toEqualTypeOf<RouteAnswer<typeof jobRoutes.updateAuthorJob>>();
    expectTypeOf<CallAnswer<typeof jobCalls.cancelJob>>().toEqualTypeOf<RouteAnswer<typeof jobRoutes.cancelAuthorJob>>();
    expectTypeOf<CallAnswer<typeof jobCalls.getCurrentJob>>().toEqualTypeOf<RouteAnswer<typeof jobRoutes.currentBookJob>>();
    expectTypeOf<CallAnswer<typeof jobCalls.listUnfinishedJobs>>().toEqualTypeOf<RouteAnswer<typeof jobRoutes.unfinishedBookJobs>>();
    expectTypeOf<CallAnswer<typeof jobCalls.estimateJob>>().toEqualTypeOf<RouteAnswer<typeof jobRoutes.estimateBookJob>>();
    expectTypeOf<CallAnswer<typeof jobCalls.generateByNotes>>().toEqualTypeOf<RouteAnswer<typeof jobRoutes.generateByNotes>>();
    expectTypeOf<CallAnswer<typeof jobCalls.generateByChapterText>>().toEqualTypeOf<RouteAnswer<typeof jobRoutes.generateByChapterText>>();
  });
});

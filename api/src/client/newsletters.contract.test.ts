import { describe, expectTypeOf, it } from "vitest";
import type * as routes from "../routes/newsletters/router.ts";
import type * as calls from "./newsletters.ts";

type RouteAnswer<R extends { readonly responseType?: unknown }> = NonNullable<R["responseType"]>;
type CallAnswer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

// Checked by the typecheck (see contract.test.ts): each call answers what its route does.
describe("the newsletters client", () => {
  it("answers what the routes answer", () => {
    expectTypeOf<CallAnswer<typeof calls.listNewsletters>>().toEqualTypeOf<RouteAnswer<typeof routes.listNewslettersRoute>>();
    expectTypeOf<CallAnswer<typeof calls.createNewsletter>>().toEqualTypeOf<RouteAnswer<typeof routes.createNewsletterRoute>>();
    expectTypeOf<CallAnswer<typeof calls.getNewsletter>>().toEqualTypeOf<RouteAnswer<typeof routes.getNewsletterRoute>>();
    expectTypeOf<CallAnswer<typeof calls.updateNewsletter>>().toEqualTypeOf<RouteAnswer<typeof routes.updateNewsletterRoute>>();
    expectTypeOf<CallAnswer<typeof calls.deleteNewsletter>>().toEqualTypeOf<RouteAnswer<typeof routes.deleteNewsletterRoute>>();
    expectTypeOf<CallAnswer<typeof calls.previewNewsletter>>().toEqualTypeOf<RouteAnswer<typeof routes.previewNewsletterRoute>>();
    expectTypeOf<CallAnswer<typeof calls.sendNewsletter>>().toEqualTypeOf<RouteAnswer<typeof routes.sendNewsletterRoute>>();
    expectTypeOf<CallAnswer<typeof calls.scheduleNewsletter>>().toEqualTypeOf<RouteAnswer<typeof routes.scheduleNewsletterRoute>>();
    expectTypeOf<CallAnswer<typeof calls.unscheduleNewsletter>>().toEqualTypeOf<RouteAnswer<typeof routes.unscheduleNewsletterRoute>>();
    expectTypeOf<CallAnswer<typeof calls.getPublicNewsletter>>().toEqualTypeOf<RouteAnswer<typeof routes.getPublicNewsletterRoute>>();
  });
});

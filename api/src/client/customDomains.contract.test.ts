import { describe, expectTypeOf, it } from "vitest";
import type * as domainRoutes from "../routes/customDomains/router.ts";
import type * as domainCalls from "./customDomains.ts";

type RouteAnswer<R extends { readonly responseType?: unknown }> = NonNullable<R["responseType"]>;
type CallAnswer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

// Checked by the typecheck (see contract.test.ts): each call answers what its route does.
describe("the custom domains client's answer types are the routes' answers", () => {
  it("custom domains", () => {
    expectTypeOf<CallAnswer<typeof domainCalls.listCustomDomains>>().toEqualTypeOf<RouteAnswer<typeof domainRoutes.listAuthorDomains>>();
    expectTypeOf<CallAnswer<typeof domainCalls.createCustomDomain>>().toEqualTypeOf<RouteAnswer<typeof domainRoutes.createAuthorDomain>>();
    expectTypeOf<CallAnswer<typeof domainCalls.updateCustomDomain>>().toEqualTypeOf<RouteAnswer<typeof domainRoutes.updateAuthorDomain>>();
    expectTypeOf<CallAnswer<typeof domainCalls.deleteCustomDomain>>().toEqualTypeOf<RouteAnswer<typeof domainRoutes.deleteAuthorDomain>>();
    expectTypeOf<CallAnswer<typeof domainCalls.checkCustomDomain>>().toEqualTypeOf<RouteAnswer<typeof domainRoutes.checkAuthorDomain>>();
  });
});

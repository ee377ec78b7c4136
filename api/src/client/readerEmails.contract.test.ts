import { describe, expectTypeOf, it } from "vitest";
import type * as routes from "../routes/readerEmails/router.ts";
import type * as calls from "./readerEmails.ts";

type RouteAnswer<R extends { readonly responseType?: unknown }> = NonNullable<R["responseType"]>;
type CallAnswer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

// Checked by the typecheck (see contract.test.ts): each call answers what its route does.
describe("the reader e-mails client", () => {
  it("answers what the routes answer", () => {
    expectTypeOf<CallAnswer<typeof calls.getEmailChoiceByToken>>().toEqualTypeOf<RouteAnswer<typeof routes.getChoiceByTokenRoute>>();
    expectTypeOf<CallAnswer<typeof calls.unsubscribeByToken>>().toEqualTypeOf<RouteAnswer<typeof routes.oneClickUnsubscribeRoute>>();
    expectTypeOf<CallAnswer<typeof calls.setEmailChoiceByToken>>().toEqualTypeOf<RouteAnswer<typeof routes.setChoiceByTokenRoute>>();
    expectTypeOf<CallAnswer<typeof calls.listEmailChoices>>().toEqualTypeOf<RouteAnswer<typeof routes.listChoicesRoute>>();
    expectTypeOf<CallAnswer<typeof calls.setEmailChoice>>().toEqualTypeOf<RouteAnswer<typeof routes.setChoiceRoute>>();
  });
});

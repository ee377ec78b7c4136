import { describe, expectTypeOf, it } from "vitest";
import type {
  beginImpersonation,
  endImpersonation,
  givePromoCredit,
  listAdminUsers as listAdminUsersRoute,
  setUserStatus as setUserStatusRoute,
} from "../routes/admin/router.ts";
import type { resolveSiteOfHost as resolveSiteRoute } from "../routes/internal/router.ts";
import type { getPurchaseReceipt as getPurchaseReceiptRoute, listReaderPurchases } from "../routes/purchases/router.ts";
import type { startBookCheckoutRoute, startTopUp } from "../routes/payments/router.ts";
import type * as subscriptionRoutes from "../routes/subscriptions/router.ts";
import type * as subscriptionCalls from "./subscriptions.ts";
import type { deleteOwnAccount } from "../routes/account/router.ts";
import type { deleteAccount } from "./account.ts";
import type * as reportRoutes from "../routes/reports/router.ts";
import type * as reportCalls from "./reports.ts";
import type * as assistantRoutes from "../routes/assistants/router.ts";
import type * as assistantCalls from "./assistants.ts";
import type * as continuityRoutes from "../routes/continuity/router.ts";
import type * as continuityCalls from "./continuity.ts";
import type { getReaderProfile as getReaderProfileRoute, updateReaderProfile as updateReaderProfileRoute } from "../routes/readers/router.ts";
import type {
  checkEmailTaken as checkEmailTakenRoute,
  finishPasswordReset,
  issueRedirectToken,
  signUp as signUpRoute,
  startPasswordReset,
} from "../routes/users/router.ts";
import type {
  checkEmailTaken,
  confirmPasswordReset,
  createRedirectToken,
  getPurchaseReceipt,
  getReaderProfile,
  grantPromoCredit,
  listAdminUsers,
  listPurchases,
  startAiTopUp,
  startBookCheckout,
  requestPasswordReset,
  resolveSiteOfHost,
  setUserStatus,
  signUp,
  startImpersonation,
  stopImpersonation,
  updateReaderProfile,
} from "./index.ts";

/** What a route's handler answers, as defineRoute records it. */
type RouteAnswer<R extends { readonly responseType?: unknown }> = NonNullable<R["responseType"]>;
/** What a per-call function resolves to (resolveSiteOfHost's null stands for the route's 404). */
type CallAnswer<F extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<F>>>;

// The client's answer types are written from the presenters' views, while a
// route's answer is inferred from its handler. These checks run in the
// typecheck (pnpm typecheck), not at run time: they fail it when a route
// starts answering something its client function does not say.
describe("the client's answer types are the routes' answers", () => {
  it("users", () => {
    expectTypeOf<CallAnswer<typeof signUp>>().toEqualTypeOf<RouteAnswer<typeof signUpRoute>>();
    expectTypeOf<CallAnswer<typeof checkEmailTaken>>().toEqualTypeOf<RouteAnswer<typeof checkEmailTakenRoute>>();
    expectTypeOf<CallAnswer<typeof requestPasswordReset>>().toEqualTypeOf<RouteAnswer<typeof startPasswordReset>>();
    expectTypeOf<CallAnswer<typeof confirmPasswordReset>>().toEqualTypeOf<RouteAnswer<typeof finishPasswordReset>>();
    expectTypeOf<CallAnswer<typeof createRedirectToken>>().toEqualTypeOf<RouteAnswer<typeof issueRedirectToken>>();
  });

  it("payments", () => {
    expectTypeOf<CallAnswer<typeof listPurchases>>().toEqualTypeOf<RouteAnswer<typeof listReaderPurchases>>();
    expectTypeOf<CallAnswer<typeof getPurchaseReceipt>>().toEqualTypeOf<RouteAnswer<typeof getPurchaseReceiptRoute>>();
    expectTypeOf<CallAnswer<typeof startBookCheckout>>().toEqualTypeOf<RouteAnswer<typeof startBookCheckoutRoute>>();
    expectTypeOf<CallAnswer<typeof startAiTopUp>>().toEqualTypeOf<RouteAnswer<typeof startTopUp>>();
  });

  it("account", () => {
    expectTypeOf<CallAnswer<typeof deleteAccount>>().toEqualTypeOf<RouteAnswer<typeof deleteOwnAccount>>();
  });

  it("assistants", () => {
    expectTypeOf<CallAnswer<typeof assistantCalls.listAssistants>>().toEqualTypeOf<RouteAnswer<typeof assistantRoutes.listBookAssistants>>();
    expectTypeOf<CallAnswer<typeof assistantCalls.createAssistant>>().toEqualTypeOf<RouteAnswer<typeof assistantRoutes.createBookAssistant>>();
    expectTypeOf<CallAnswer<typeof assistantCalls.renameAssistant>>().toEqualTypeOf<RouteAnswer<typeof assistantRoutes.renameBookAssistant>>();
    expectTypeOf<CallAnswer<typeof assistantCalls.deleteAssistant>>().toEqualTypeOf<RouteAnswer<typeof assistantRoutes.deleteBookAssistant>>();
    expectTypeOf<CallAnswer<typeof assistantCalls.listAssistantMessages>>().toEqualTypeOf<RouteAnswer<typeof assistantRoutes.listAssistantMessages>>();
    expectTypeOf<CallAnswer<typeof assistantCalls.syncAssistant>>().toEqualTypeOf<RouteAnswer<typeof assistantRoutes.syncBookAssistant>>();
  });

  it("continuity", () => {
    expectTypeOf<CallAnswer<typeof continuityCalls.checkContinuity>>().toEqualTypeOf<RouteAnswer<typeof continuityRoutes.checkChapterContinuity>>();
  });

  it("reports", () => {
    expectTypeOf<CallAnswer<typeof reportCalls.getSalesReport>>().toEqualTypeOf<RouteAnswer<typeof reportRoutes.getSalesReport>>();
    expectTypeOf<CallAnswer<typeof reportCalls.getChapterFunnel>>().toEqualTypeOf<RouteAnswer<typeof reportRoutes.getChapterFunnel>>();
    expectTypeOf<CallAnswer<typeof reportCalls.recordFunnelStep>>().toEqualTypeOf<RouteAnswer<typeof reportRoutes.recordFunnelStepRoute>>();
  });

  it("subscriptions", () => {
    expectTypeOf<CallAnswer<typeof subscriptionCalls.getAuthorSubscriptionPrices>>().toEqualTypeOf<RouteAnswer<typeof subscriptionRoutes.getAuthorPrices>>();
    expectTypeOf<CallAnswer<typeof subscriptionCalls.updateAuthorSubscriptionPrices>>().toEqualTypeOf<
      RouteAnswer<typeof subscriptionRoutes.updateAuthorPrices>
    >();
    expectTypeOf<CallAnswer<typeof subscriptionCalls.listSeriesSubscriptionPrices>>().toEqualTypeOf<RouteAnswer<typeof subscriptionRoutes.listSeriesPrices>>();
    expectTypeOf<CallAnswer<typeof subscriptionCalls.updateSeriesSubscriptionPrices>>().toEqualTypeOf<
      RouteAnswer<typeof subscriptionRoutes.updateSeriesPrices>
    >();
    expectTypeOf<CallAnswer<typeof subscriptionCalls.listSubscriptionOptions>>().toEqualTypeOf<RouteAnswer<typeof subscriptionRoutes.subscriptionOptions>>();
    expectTypeOf<CallAnswer<typeof subscriptionCalls.subscribe>>().toEqualTypeOf<RouteAnswer<typeof subscriptionRoutes.subscribe>>();
    expectTypeOf<CallAnswer<typeof subscriptionCalls.listReaderSubscriptions>>().toEqualTypeOf<RouteAnswer<typeof subscriptionRoutes.listOwnSubscriptions>>();
    expectTypeOf<CallAnswer<typeof subscriptionCalls.cancelReaderSubscription>>().toEqualTypeOf<RouteAnswer<typeof subscriptionRoutes.cancelOwnSubscription>>();
    expectTypeOf<CallAnswer<typeof subscriptionCalls.listSubscribers>>().toEqualTypeOf<RouteAnswer<typeof subscriptionRoutes.listAuthorSubscribers>>();
    expectTypeOf<CallAnswer<typeof subscriptionCalls.cancelSubscriber>>().toEqualTypeOf<RouteAnswer<typeof subscriptionRoutes.cancelSubscriber>>();
  });

  it("admin", () => {
    expectTypeOf<CallAnswer<typeof listAdminUsers>>().toEqualTypeOf<RouteAnswer<typeof listAdminUsersRoute>>();
    expectTypeOf<CallAnswer<typeof setUserStatus>>().toEqualTypeOf<RouteAnswer<typeof setUserStatusRoute>>();
    expectTypeOf<CallAnswer<typeof startImpersonation>>().toEqualTypeOf<RouteAnswer<typeof beginImpersonation>>();
    expectTypeOf<CallAnswer<typeof stopImpersonation>>().toEqualTypeOf<RouteAnswer<typeof endImpersonation>>();
    expectTypeOf<CallAnswer<typeof grantPromoCredit>>().toEqualTypeOf<RouteAnswer<typeof givePromoCredit>>();
  });

  it("readers", () => {
    expectTypeOf<CallAnswer<typeof getReaderProfile>>().toEqualTypeOf<RouteAnswer<typeof getReaderProfileRoute>>();
    expectTypeOf<CallAnswer<typeof updateReaderProfile>>().toEqualTypeOf<RouteAnswer<typeof updateReaderProfileRoute>>();
  });

  it("sites", () => {
    expectTypeOf<CallAnswer<typeof resolveSiteOfHost>>().toEqualTypeOf<RouteAnswer<typeof resolveSiteRoute>>();
  });
});

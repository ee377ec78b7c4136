/**
 * The confirmation after a purchase: the checkout's return sends the buyer
 * back with `purchase=paid` (or `pending`); this shows the notice and takes
 * the parameter off the address, so a reload or a shared link does not show
 * it again. Needs the page's toast region (Toast.astro). Browser only.
 */
import { PURCHASE_NOTICES, PURCHASE_PARAM, purchaseOutcomeOf } from "@storyloom/domain/services/payments/purchaseNotice.ts";
import { showToast } from "../../components/toast.ts";

const outcome = purchaseOutcomeOf(window.location.search);
if (outcome) {
  showToast(PURCHASE_NOTICES[outcome], { tone: outcome === "paid" ? "success" : "info", sticky: outcome === "pending" });
  const url = new URL(window.location.href);
  url.searchParams.delete(PURCHASE_PARAM);
  window.history.replaceState(window.history.state, "", url);
}

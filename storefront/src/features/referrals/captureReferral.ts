/** Keeps the referral of the address the reader arrived at (referralClaim.ts). Browser only; on every storefront page. */
import { keepReferral } from "./referralClaim.ts";

try {
  keepReferral(new URL(window.location.href), window.localStorage);
} catch {
  // Reading window.localStorage itself throws where storage is disabled: no referral is kept.
}

/**
 * The purchase forms of a locked chapter (BuyOptions.astro): asks the API for
 * a checkout and opens the payment provider's page; a refusal (no chapters
 * left, the author stopped selling) is said in the form's status line.
 * Browser only.
 */
import { createApiClient, startBookCheckout } from "@storyloom/api/client";
import { checkoutFailureText } from "./checkoutFailure.ts";
import { storedReferral } from "../referrals/referralClaim.ts";

function connect(root: HTMLElement): void {
  const bookId = Number(root.dataset.bookId);
  const fromChapterIndex = Number(root.dataset.chapterIndex) || undefined;
  const returnPath = root.dataset.returnPath ?? `/book/${bookId}`;
  const status = root.querySelector<HTMLElement>("[data-buy-status]");
  const client = createApiClient({ baseUrl: "" });
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-buy]")) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const chaptersCount = Number(new FormData(form).get("chaptersCount"));
      const buttons = root.querySelectorAll<HTMLButtonElement>("button");
      buttons.forEach((button) => (button.disabled = true));
      if (status) status.textContent = "Opening the payment page…";
      // The referral link the reader arrived through, if any, goes with the purchase.
      let referral = null;
      try {
        referral = storedReferral(window.localStorage);
      } catch {
        referral = null;
      }
      startBookCheckout(
        client,
        bookId,
        chaptersCount === 0 ? { chaptersCount, returnPath, referral } : { chaptersCount, fromChapterIndex, returnPath, referral },
      )
        .then(({ url }) => window.location.assign(url))
        .catch((error: unknown) => {
          if (status) status.textContent = checkoutFailureText(error);
          buttons.forEach((button) => (button.disabled = false));
        });
    });
  }
}

for (const root of document.querySelectorAll<HTMLElement>("[data-buy-options]")) connect(root);

import type { Page } from "@playwright/test";

/** The "Payouts" part of /my-account, and the offline payment provider's hosted pages it leads to. */
export class PayoutsPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto("/my-account");
  }

  section() {
    return this.page.getByRole("region", { name: "Payouts" });
  }

  status() {
    return this.section().getByTestId("payout-status");
  }

  async connect(): Promise<void> {
    await this.section()
      .getByRole("button", { name: /^(Connect a payout account|Finish setting up payouts)$/ })
      .click();
  }

  /** The provider's onboarding page: its one button completes it and comes back to the studio. */
  async completeOnboarding(): Promise<void> {
    await this.page.getByRole("button", { name: "Complete onboarding" }).click();
  }

  /** The offline banner every hosted page shows. */
  offlineBanner() {
    return this.page.getByText("Offline test payments: no card is charged and no money moves.");
  }
}

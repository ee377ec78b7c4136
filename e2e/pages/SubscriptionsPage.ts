import type { Page } from "@playwright/test";

/** The author's "Subscriptions" part of /my-account, the reader's "Your subscriptions", and a locked chapter's subscription forms. */
export class SubscriptionsPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  section() {
    return this.page.getByRole("region", { name: "Subscriptions", exact: true });
  }

  /** Sets the author's own monthly price (in dollars) and offers the subscription. */
  async offerMonthly(dollars: string): Promise<void> {
    const form = this.section().getByRole("form", { name: "Your subscription" });
    await form.getByLabel("Per month (USD)").fill(dollars);
    await form.getByLabel("Offer this subscription to readers").check();
    await form.getByRole("button", { name: "Save prices" }).click();
  }

  /** A locked chapter's form for one subscription ("Subscribe to Ada"). */
  chapterForm(heading: string) {
    return this.page.locator("form.subscribe__form").filter({ has: this.page.getByRole("heading", { name: heading }) });
  }

  readerSubscriptions() {
    return this.page.getByRole("region", { name: "Subscriptions table" });
  }
}

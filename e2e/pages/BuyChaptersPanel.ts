import type { Page } from "@playwright/test";

/** A locked chapter's purchase forms, and the offline provider's checkout page they open. */
export class BuyChaptersPanel {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Chooses "5 Chapters" (the labels of docs/product.md, Validation rules, with their total) and presses Buy. */
  async buyChapters(count: number): Promise<void> {
    await this.page.getByLabel(/^Buy chapters, from this one on/).selectOption(String(count));
    await this.page.getByRole("button", { name: "Buy", exact: true }).click();
  }

  async buyEntireBook(): Promise<void> {
    await this.page.getByRole("button", { name: /^Buy the entire book/ }).click();
  }

  /** The count options the form offers, as their labels read. */
  countOptions() {
    return this.page.getByLabel(/^Buy chapters, from this one on/).locator("option");
  }

  /** On the provider's checkout page: the total, then Pay. */
  checkoutTotal() {
    return this.page.getByRole("row", { name: /Total/ });
  }

  async pay(): Promise<void> {
    await this.page.getByRole("button", { name: "Pay", exact: true }).click();
  }

  status() {
    return this.page.locator("[data-buy-status]");
  }
}

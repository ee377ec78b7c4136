import type { Page } from "@playwright/test";

/** A purchase's printable receipt on the storefront (/account/receipts/{paymentId}). */
export class ReceiptPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(paymentId: number | string): Promise<void> {
    await this.page.goto(`/account/receipts/${paymentId}`);
  }

  heading() {
    return this.page.getByRole("heading", { name: "Receipt", level: 1 });
  }

  /** The receipt's one line: what was bought and its amount. */
  item() {
    return this.page.getByRole("table", { name: "What you paid for" }).getByRole("row").nth(1);
  }

  total() {
    return this.page.getByRole("row", { name: /^Total paid/ });
  }

  /** A fact of the receipt by its term ("Receipt number", "Seller", "Billed to"). */
  fact(term: string) {
    return this.page
      .locator("dt")
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator("xpath=following-sibling::dd[1]");
  }

  printButton() {
    return this.page.getByRole("button", { name: "Print" });
  }

  async backToAccount(): Promise<void> {
    await this.page.getByRole("link", { name: "Back to your account" }).click();
  }
}

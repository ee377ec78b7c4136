import type { Page } from "@playwright/test";

/** The reader's account on the storefront (/account): purchases, subscriptions, settings. */
export class AccountPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto("/account");
  }

  purchases() {
    return this.page.getByRole("list", { name: "Your purchases" }).getByRole("listitem");
  }

  /** The form of the reader's reading settings (theme, font, text size, line spacing). */
  readingSettings() {
    return this.page.getByRole("form", { name: "Your reading settings" });
  }

  /** Opens the receipt whose link's name matches ("Receipt no. 12 for The Lantern Road, Nov 23, 2026"). */
  async openReceipt(name: RegExp): Promise<void> {
    await this.page.getByRole("link", { name }).click();
  }
}

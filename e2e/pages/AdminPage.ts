import type { Page } from "@playwright/test";

/** The studio's admin area, where an admin finds a user and impersonates them. */
export class AdminPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto("/admin");
  }

  async impersonate(email: string): Promise<void> {
    await this.page.getByLabel("Search users").fill(email);
    await this.page.getByRole("button", { name: `Impersonate ${email}` }).click();
    // The studio reloads into /books once the API has started the impersonation.
    await this.page.waitForURL(/\/books$/);
  }
}

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

  /** The list of users, which only an admin's own session can load. */
  usersTable() {
    return this.page.getByRole("table");
  }

  /** Finds the user and starts acting as them; the studio then reloads into their /books. */
  async impersonate(email: string): Promise<void> {
    await this.page.getByLabel("Search users").fill(email);
    await this.page.getByRole("button", { name: `Impersonate ${email}` }).click();
  }
}

import type { Page } from "@playwright/test";

/** Any storefront page: the reader-facing frame. */
export class StorefrontPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  heading(name: string) {
    return this.page.getByRole("heading", { name, level: 1 });
  }

  impersonationBanner(email: string) {
    return this.page.getByText(`You are logged in as ${email}`);
  }

  async stopImpersonating(): Promise<void> {
    await this.page.getByRole("button", { name: "Stop impersonating" }).click();
  }
}

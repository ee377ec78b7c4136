import type { Page } from "@playwright/test";

export class SignUpPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto("/auth/signUp");
  }

  async signUp(account: { name: string; email: string; password: string }): Promise<void> {
    await this.page.getByLabel("Name").fill(account.name);
    await this.page.getByLabel("Email").fill(account.email);
    await this.page.getByLabel("Password", { exact: true }).fill(account.password);
    const terms = this.page.getByRole("checkbox");
    if (await terms.count()) await terms.first().check();
    await this.page.getByRole("button", { name: "Create account" }).click();
  }
}

import type { Page } from "@playwright/test";

export class ForgotPasswordPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto("/auth/forgotPassword");
  }

  async requestResetLink(email: string): Promise<void> {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByRole("button", { name: "Send reset link" }).click();
  }

  async openResetLink(link: string): Promise<void> {
    await this.page.goto(link);
  }

  async chooseNewPassword(password: string): Promise<void> {
    await this.page.getByLabel("New password", { exact: true }).fill(password);
    await this.page.getByLabel("Confirm new password").fill(password);
    await this.page.getByRole("button", { name: "Change password" }).click();
  }
}

import type { Page } from "@playwright/test";

export class LoginPage {
  readonly page: Page;
  readonly path: string;

  constructor(page: Page, path = "/auth/login") {
    this.page = page;
    this.path = path;
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(this.path + query);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Sign in" }).click();
  }

  alert() {
    return this.page.getByRole("alert");
  }
}

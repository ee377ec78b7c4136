import type { Page } from "@playwright/test";

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

export class SignUpPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto("/auth/signUp");
  }

  /** Fills the form and submits it; the terms are accepted unless the test says otherwise. */
  async signUp(account: NewAccount, { acceptTerms = true }: { acceptTerms?: boolean } = {}): Promise<void> {
    await this.field("Name").fill(account.name);
    await this.field("Email").fill(account.email);
    await this.field("Password").fill(account.password);
    await this.termsCheckbox().setChecked(acceptTerms);
    await this.page.getByRole("button", { name: "Create account" }).click();
  }

  /** A field by its label; its inline error is part of its accessible description. */
  field(label: "Name" | "Email" | "Password") {
    return this.page.getByLabel(label, { exact: true });
  }

  termsCheckbox() {
    return this.page.getByRole("checkbox", { name: /I accept the terms of service/ });
  }
}

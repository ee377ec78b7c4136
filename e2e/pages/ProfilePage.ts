import type { Page } from "@playwright/test";

/** The studio's /profile and /settings screens: the author's own profile. */
export class ProfilePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async gotoProfile(): Promise<void> {
    await this.page.goto("/profile");
  }

  async gotoSettings(): Promise<void> {
    await this.page.goto("/settings");
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  async fillProfile(values: { name?: string; website?: string; twitter?: string; bio?: string }): Promise<void> {
    if (values.name !== undefined) await this.field("Author name").fill(values.name);
    if (values.website !== undefined) await this.field("Website").fill(values.website);
    if (values.twitter !== undefined) await this.field("Twitter").fill(values.twitter);
    if (values.bio !== undefined) await this.field("Bio").fill(values.bio);
  }

  async save(button: "Save profile" | "Save settings"): Promise<void> {
    await this.page.getByRole("button", { name: button }).click();
  }

  toast(text: string) {
    return this.page.getByText(text);
  }

  fieldError(text: string) {
    return this.page.getByRole("alert").filter({ hasText: text });
  }
}

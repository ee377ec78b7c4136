import type { Page } from "@playwright/test";

/** The studio's Newsletters: the list, and one newsletter's editor with its preview, send and schedule controls. */
export class NewslettersPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto("/newsletters");
  }

  async startNew(): Promise<void> {
    await this.page
      .getByRole("link", { name: /^Write (a|your first) newsletter$/ })
      .first()
      .click();
    await this.page.getByRole("heading", { level: 1, name: "New newsletter" }).waitFor();
  }

  async startNewFromUrl(): Promise<void> {
    await this.page.goto("/newsletters/new");
    await this.page.getByRole("heading", { level: 1, name: "New newsletter" }).waitFor();
  }

  subject() {
    return this.page.getByRole("textbox", { name: "Subject" });
  }

  text() {
    return this.page.getByRole("textbox", { name: "Newsletter text" });
  }

  /** Writes the subject and types the text into the chapter editor. */
  async write(subject: string, text: string): Promise<void> {
    await this.subject().fill(subject);
    await this.text().click();
    await this.page.keyboard.type(text);
  }

  async save(): Promise<void> {
    await this.page.getByRole("button", { name: "Save", exact: true }).click();
  }

  async preview(): Promise<void> {
    await this.page.getByRole("button", { name: "Preview", exact: true }).click();
  }

  /** The preview's plain-text version. */
  previewText() {
    return this.page.getByRole("region", { name: "Preview" }).getByLabel("Plain-text version");
  }

  /** Schedules at a time given as a `datetime-local` value (local time). */
  async schedule(localDateTime: string): Promise<void> {
    await this.page.getByLabel("Date and time").fill(localDateTime);
    await this.page.getByRole("button", { name: /^(Schedule|Move to this time)$/ }).click();
  }

  /** The status badge under the title: "Draft", "Scheduled for …", "Sending…", "Sent on …". */
  status() {
    return this.page.getByRole("main").getByText(/^(Draft|Scheduled for .+|Sending…|Sent on .+)$/);
  }

  /** A figure of a sent newsletter ("Readers", "Delivered", "Opened"). */
  figure(name: "Readers" | "Delivered" | "Opened") {
    return this.page
      .getByLabel("How the sending went")
      .locator("div")
      .filter({ has: this.page.locator("dt", { hasText: new RegExp(`^${name}$`) }) })
      .locator("dd");
  }

  /** The list's item of a newsletter. */
  item(subject: string) {
    return this.page.getByRole("listitem").filter({ has: this.page.getByRole("link", { name: subject, exact: true }) });
  }
}

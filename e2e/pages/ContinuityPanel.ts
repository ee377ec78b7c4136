import type { Page } from "@playwright/test";

/** The chapter editor's "Continuity" tab of the side panel: run the check, read its findings, accept or dismiss one. */
export class ContinuityPanel {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  panel() {
    return this.page.getByRole("tabpanel", { name: "Continuity" });
  }

  /** Brings the continuity tab to the front of the side panel. */
  async open(): Promise<void> {
    await this.page.getByRole("tab", { name: "Continuity" }).click();
  }

  /** "Check continuity first" beside Publish: opens the panel. */
  async openFromPublishing(): Promise<void> {
    await this.page.getByRole("group", { name: "Publishing" }).getByRole("button", { name: "Check continuity first" }).click();
  }

  async check(): Promise<void> {
    await this.panel().getByRole("button", { name: "Check continuity" }).click();
  }

  findings() {
    return this.panel().getByRole("list", { name: "Continuity findings" }).locator(":scope > li");
  }

  finding(message: string | RegExp) {
    return this.findings().filter({ hasText: message });
  }

  async showInText(message: string | RegExp): Promise<void> {
    await this.finding(message)
      .getByRole("button", { name: /^Show in the text: / })
      .click();
  }

  /** The text selected in the page (the editor's selection once it has the focus). */
  async selectedText(): Promise<string> {
    return String(await this.page.evaluate("String(window.getSelection())"));
  }

  async updateStoryBible(message: string | RegExp): Promise<void> {
    await this.finding(message).getByRole("button", { name: "Update the story bible" }).click();
  }

  async dismiss(message: string | RegExp): Promise<void> {
    await this.finding(message).getByRole("button", { name: "Dismiss" }).click();
  }
}

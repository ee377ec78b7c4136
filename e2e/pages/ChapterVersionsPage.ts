import type { Page } from "@playwright/test";

/** The studio's versions page of a chapter: the list, the comparison with the current text, rename and restore. */
export class ChapterVersionsPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(bookId: number, chapterId: number): Promise<void> {
    await this.page.goto(`/books/${bookId}/chapter/${chapterId}/versions`);
  }

  /** The list's rows, newest first (each row's header cell is the version's name). */
  rows() {
    return this.page
      .getByRole("table")
      .getByRole("row")
      .filter({ has: this.page.getByRole("rowheader") });
  }

  row(name: string | RegExp) {
    return this.rows().filter({ has: this.page.getByRole("rowheader", { name }) });
  }

  /** Opens a version beside the current text; a pattern matches names not known in advance ("Published …"). */
  async compare(name: string | RegExp): Promise<void> {
    const button = typeof name === "string" ? `Compare ${name}` : new RegExp(`^Compare ${name.source}`);
    await this.page.getByRole("button", { name: button }).first().click();
  }

  /** The selected version's text in the comparison. */
  versionText() {
    return this.page.getByRole("region", { name: /^Text of / }).getByTestId("compared-text");
  }

  /** The chapter's current text in the comparison. */
  currentText() {
    return this.page.getByRole("region", { name: "Current text", exact: true }).getByTestId("compared-text");
  }

  /** Restores the compared version, answering the question that explains what happens to the current text. */
  async restoreComparedVersion(): Promise<void> {
    await this.page.getByRole("button", { name: "Restore this version" }).click();
    await this.page.getByRole("dialog", { name: "Restore this version?" }).getByRole("button", { name: "Restore version" }).click();
  }

  async rename(name: string, newName: string): Promise<void> {
    await this.page.getByRole("button", { name: `Rename ${name}` }).click();
    await this.page.getByLabel(`New name for ${name}`).fill(newName);
    await this.page.getByRole("button", { name: "Save name" }).click();
  }
}

import type { Download, Page } from "@playwright/test";

/** The book screen's EPUB section in the studio, and the reader's "Download EPUB" on the storefront. */
export class EpubPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async gotoBook(bookId: number): Promise<void> {
    await this.page.goto(`/books/${bookId}`);
  }

  section() {
    return this.page.getByRole("region", { name: "EPUB" });
  }

  /** "Building…", "Ready (generated …, 12 kB)", "Failed: …". */
  status() {
    return this.page.getByTestId("epub-status");
  }

  async generate(): Promise<void> {
    await this.section()
      .getByRole("button", { name: /^(Generate|Regenerate) EPUB$/ })
      .click();
  }

  /** Chooses a file in "Upload your own EPUB"; the studio sends it at once. */
  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.section().getByLabel("Upload your own EPUB").setInputFiles(file);
  }

  uploadRefusal() {
    return this.section().getByRole("alert");
  }

  /** Clicks the author's "Download EPUB" link and answers the download. */
  async downloadAsAuthor(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.section().getByRole("link", { name: "Download EPUB" }).click();
    return download;
  }

  /** On a book's storefront page: the reader's own download link, in the chapter list. */
  readerDownloadLink() {
    return this.page.locator("#chapters").getByRole("link", { name: "Download EPUB" });
  }

  async downloadAsReader(): Promise<Download> {
    const download = this.page.waitForEvent("download");
    await this.readerDownloadLink().click();
    return download;
  }
}

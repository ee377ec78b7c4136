import type { Page } from "@playwright/test";

/** The reader's bookshelf (/bookshelf): their books with their place in each. */
export class BookshelfPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto("/bookshelf");
  }

  /** The bookshelf's entry of a book. */
  book(title: string) {
    return this.page
      .getByRole("list", { name: "Your books" })
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("heading", { name: title }) });
  }

  async continueReading(title: string): Promise<void> {
    await this.book(title)
      .getByRole("link", { name: /^(Continue|Start) reading/ })
      .click();
  }

  emptyState() {
    return this.page.getByRole("heading", { name: "Your bookshelf is empty" });
  }
}

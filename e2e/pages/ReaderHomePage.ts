import type { Page } from "@playwright/test";

/** The reader home (/read): its shelves, full grids and genres. */
export class ReaderHomePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/read${query}`);
  }

  heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  /** A shelf of the home ("Recommended", "New", "Recently updated") by its heading. */
  shelf(name: string) {
    return this.page.getByRole("region", { name, exact: true });
  }

  bookInShelf(shelf: string, title: string) {
    return this.shelf(shelf).getByRole("link", { name: title, exact: true });
  }

  async seeAll(shelf: string): Promise<void> {
    await this.shelf(shelf)
      .getByRole("link", { name: /See all/ })
      .click();
  }

  async openGenre(name: string): Promise<void> {
    await this.page.getByRole("region", { name: "Genres" }).getByRole("link", { name, exact: true }).click();
  }

  async openBook(title: string): Promise<void> {
    await this.page.getByRole("link", { name: title, exact: true }).first().click();
  }

  emptyState() {
    return this.page.locator(".catalogue-empty");
  }
}

import type { Page } from "@playwright/test";

/** The storefront's search: the header's box and the /search page. */
export class SearchPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Types `text` into the header's search box and submits it with Enter. */
  async searchFromHeader(text: string): Promise<void> {
    const box = this.page.getByRole("banner").getByRole("searchbox");
    await box.fill(text);
    await box.press("Enter");
  }

  heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  results() {
    return this.page.getByRole("list", { name: /^Results for / });
  }

  result(title: string) {
    return this.results().getByRole("link", { name: title, exact: true });
  }

  count() {
    return this.page.getByTestId("search-count");
  }

  emptyState() {
    return this.page.locator(".empty-state");
  }
}

import type { Page } from "@playwright/test";

/** The studio's /readers: the author's sales report and reading funnel. */
export class ReportsPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto("/readers");
  }

  /** A total's value by its label ("Your earnings", "Sales"…). */
  total(label: string) {
    return this.page.getByRole("definition").filter({ has: this.page.locator(`xpath=preceding-sibling::dt[normalize-space()="${label}"]`) });
  }

  bookRow(title: string) {
    return this.page.getByRole("region", { name: "Sales by book table" }).getByRole("row").filter({ hasText: title });
  }

  /** One step's count ("started", "finished", "reachedPaywall", "bought") of the funnel's chapter `index`. */
  funnelCount(index: number, step: "started" | "finished" | "reachedPaywall" | "bought") {
    return this.page
      .locator("ol[aria-label^='Reading funnel'] > li")
      .nth(index - 1)
      .locator(`[data-step="${step}"]`);
  }

  findings() {
    return this.page.getByRole("list", { name: "Findings" });
  }
}

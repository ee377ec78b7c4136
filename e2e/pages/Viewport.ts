import type { Page } from "@playwright/test";

/** The browser window: its width, and whether the page fits it. */
export class Viewport {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async resize(width: number): Promise<void> {
    await this.page.setViewportSize({ width, height: 900 });
  }

  /** How far the page scrolls sideways, in CSS pixels: 0 when it fits the window. */
  sidewaysOverflow(): Promise<number> {
    // A string, because the suite is compiled without the DOM's types.
    return this.page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
  }
}

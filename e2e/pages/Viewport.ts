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

  /**
   * The elements of the page's main part that stick out of their parent's box
   * (a card's button past its edge, a form past the screen), described by tag,
   * class and text; empty when everything keeps to its box.
   */
  elementsOutsideTheirBox(): Promise<string[]> {
    return this.page.evaluate<string[]>(`[...document.querySelectorAll("main *")]
      .filter((element) => {
        const parent = element.parentElement;
        if (!parent || element.closest("svg")) return false;
        const box = element.getBoundingClientRect();
        const parentBox = parent.getBoundingClientRect();
        return box.width > 0 && box.right > parentBox.right + 1 && getComputedStyle(parent).overflowX === "visible";
      })
      .slice(0, 5)
      .map((element) => element.tagName + "." + element.className + " " + (element.textContent ?? "").trim().slice(0, 40))`);
  }

  /**
   * Links and headings whose words are broken across lines: an element whose
   * text takes more lines than it has words was wrapped inside a word (a column
   * too narrow, "Lant / ern"). Answers their texts.
   */
  wordsBrokenAcrossLines(): Promise<string[]> {
    // A string, because the suite is compiled without the DOM's types.
    return this.page.evaluate<string[]>(`[...document.querySelectorAll("main a, main h1, main h2, main h3, main th")]
      .filter((element) => element.offsetParent !== null && element.children.length === 0)
      .filter((element) => {
        const text = (element.textContent ?? "").trim();
        // An address (a URL, a domain, an e-mail) is no word: it may wrap where it must.
        if (/^\\S+[./@]\\S+$/.test(text)) return false;
        // A hyphen or a slash is a place a line may break.
        const words = text.split(/[\\s\\-–—/]+/).filter(Boolean).length;
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
        return words > 0 && lines > words;
      })
      .map((element) => (element.textContent ?? "").trim())`);
  }
}

import type { Page } from "@playwright/test";

/** A published book as the reader API lists it, as far as these tests read it. */
export interface PublicBookOnServer {
  id: number;
  slug: string;
  title: string;
  type: "STORY" | "SCRIPT";
  chaptersCount: number;
}

/** A reader's place in a book (GET /readers/books/{id}/reader-book). */
export interface ReaderBookOnServer {
  currentChapterIndex: number;
  currentChapterProgress: number;
}

/** A reader's settings (GET /readers/profile). */
export interface ReaderSettingsOnServer {
  theme: "LIGHT" | "GREY" | "DARK";
  fontSize: number | null;
  fontType: "A" | "B" | "C" | "D" | null;
  lineSpacing: "A" | "B" | "C" | "D" | null;
}

export type ReaderSettingKey = "theme" | "fontSize" | "fontType" | "lineSpacing";

/** The storefront's reading page: a chapter, its settings panel, contents and chapter navigation. */
export class ReadingPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** A published book of the catalogue, found by title through the reader API. */
  async findBook(title: string): Promise<PublicBookOnServer> {
    for (let page = 1; page <= 5; page += 1) {
      const answer = await this.page.request.get(`/api/v1/readers/books?sort=new&pageSize=100&page=${page}`);
      const { items } = (await answer.json()) as { items: PublicBookOnServer[] };
      const found = items.find((book) => book.title === title);
      if (found) return found;
      if (items.length < 100) break;
    }
    throw new Error(`No published book titled ${title}`);
  }

  chapterPath(book: { id: number; slug: string }, index: number): string {
    return `/book/${book.slug}/${book.id}/chapter/${index}`;
  }

  async gotoChapter(book: { id: number; slug: string }, index: number): Promise<void> {
    await this.page.goto(this.chapterPath(book, index));
  }

  chapterHeading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  /** The chapter's published text (absent from a locked chapter's page). */
  chapterText() {
    return this.page.locator("[data-chapter-text]");
  }

  unlockPanel() {
    return this.page.getByRole("region", { name: "This chapter is locked" });
  }

  chapterNavigation() {
    return this.page.getByRole("navigation", { name: "Chapter navigation" });
  }

  async goToNextChapter(): Promise<void> {
    await this.chapterNavigation()
      .getByRole("link", { name: /Next chapter/ })
      .click();
  }

  async openContents(): Promise<void> {
    await this.page.locator("summary", { hasText: "Contents" }).click();
  }

  contents() {
    return this.page.getByRole("navigation", { name: "Chapters" });
  }

  settingsToggle() {
    return this.page.locator("summary", { hasText: "Reading settings" });
  }

  settingsPanel() {
    return this.page.getByRole("form", { name: "Reading settings" });
  }

  async openSettings(): Promise<void> {
    await this.settingsToggle().click();
  }

  async chooseTheme(name: "Light" | "Grey" | "Dark"): Promise<void> {
    await this.settingsPanel().getByRole("group", { name: "Theme" }).getByRole("radio", { name }).check();
  }

  async chooseFont(name: "Literata" | "Tahoma" | "Futura" | "Georgia"): Promise<void> {
    await this.settingsPanel().getByRole("group", { name: "Font" }).getByRole("radio", { name }).check();
  }

  async chooseLineSpacing(name: "Single" | "1.15" | "1.5" | "Double"): Promise<void> {
    await this.settingsPanel().getByRole("group", { name: "Line spacing" }).getByRole("radio", { name }).check();
  }

  async makeTextLarger(): Promise<void> {
    await this.settingsPanel().getByRole("button", { name: "Larger text" }).click();
  }

  fontSizeValue() {
    return this.settingsPanel().locator("output");
  }

  async resetSettings(): Promise<void> {
    await this.settingsPanel().getByRole("button", { name: "Reset to defaults" }).click();
  }

  /** A reader setting as <html> shows it: data-theme, data-font-size, data-font-type, data-line-spacing. */
  async shownSetting(attribute: "theme" | "font-size" | "font-type" | "line-spacing"): Promise<string | null> {
    return this.page.locator("html").getAttribute(`data-${attribute}`);
  }

  /** The computed style of the chapter text. */
  async textStyle(): Promise<{ fontFamily: string; fontSize: string; lineHeight: string }> {
    const text = "[data-chapter-text]";
    return {
      fontFamily: await this.computedStyle(text, "fontFamily"),
      fontSize: await this.computedStyle(text, "fontSize"),
      lineHeight: await this.computedStyle(text, "lineHeight"),
    };
  }

  /** The computed style of a screenplay's first character cue. */
  async screenplayCueStyle(): Promise<{ fontFamily: string; textTransform: string; marginLeft: string }> {
    const cue = "[data-chapter-text] .sl-character";
    return {
      fontFamily: await this.computedStyle(cue, "fontFamily"),
      textTransform: await this.computedStyle(cue, "textTransform"),
      marginLeft: await this.computedStyle(cue, "marginLeft"),
    };
  }

  async storedSetting(key: ReaderSettingKey): Promise<string | null> {
    const value = await this.page.evaluate(`window.localStorage.getItem(${JSON.stringify(key)})`);
    return typeof value === "string" ? value : null;
  }

  async storeSettings(settings: Partial<Record<ReaderSettingKey, string>>): Promise<void> {
    await this.page.evaluate(`Object.entries(${JSON.stringify(settings)}).forEach(([key, value]) => window.localStorage.setItem(key, value))`);
  }

  /** The notification toast that interrupts (errors). */
  errorToast() {
    return this.page.getByRole("alert").filter({ hasText: "Something went wrong" });
  }

  /** Scrolls the window so its top is `fraction` of the way into the chapter's text. */
  async scrollIntoText(fraction: number): Promise<void> {
    await this.page.evaluate(`(() => {
      const text = document.querySelector("[data-chapter-text]");
      const top = text.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top + ${Number(fraction)} * text.offsetHeight, behavior: "instant" });
    })()`);
  }

  /** How far the top of the window is into the chapter's text, 0 to 1. */
  async scrolledIntoText(): Promise<number> {
    return Number(
      await this.page.evaluate(`(() => {
        const text = document.querySelector("[data-chapter-text]");
        const top = text.getBoundingClientRect().top + window.scrollY;
        return (window.scrollY - top) / text.offsetHeight;
      })()`),
    );
  }

  async readerBookOnServer(bookId: number): Promise<ReaderBookOnServer | null> {
    const answer = await this.page.request.get(`/api/v1/readers/books/${bookId}/reader-book`);
    return ((await answer.json()) as { readerBook: ReaderBookOnServer | null }).readerBook;
  }

  async settingsOnServer(): Promise<ReaderSettingsOnServer> {
    const answer = await this.page.request.get("/api/v1/readers/profile");
    return ((await answer.json()) as { readerProfile: ReaderSettingsOnServer }).readerProfile;
  }

  async saveSettingsOnServer(settings: Partial<ReaderSettingsOnServer>): Promise<void> {
    await this.page.request.patch("/api/v1/readers/profile", { data: settings });
  }

  /** Makes the API refuse every reader-profile update from now on (a failing server). */
  async failProfileUpdates(): Promise<void> {
    await this.page.route("**/api/v1/readers/profile", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { message: "Internal server error" } }) })
        : route.continue(),
    );
  }

  /** A computed style property of the first element matching `selector` (the suite has no DOM types: the page runs the code). */
  private async computedStyle(selector: string, property: string): Promise<string> {
    return String(await this.page.evaluate(`getComputedStyle(document.querySelector(${JSON.stringify(selector)}))[${JSON.stringify(property)}]`));
  }
}

import type { Page } from "@playwright/test";

/** What the API answers for a chapter, as far as these tests read it. */
export interface ChapterOnServer {
  id: number;
  title: string | null;
  customNumbering: string | null;
  markup: string | null;
  version: number;
}

/** The studio's chapter page (the writing room): its title, its Quill text, the status bar, the chapter's details, focus mode and the conflict question. */
export class ChapterEditorPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** A new book (a story unless told) with one empty chapter, made through the API as the signed-in author. */
  async createBookWithChapter(title: string, type: "STORY" | "SCRIPT" = "STORY"): Promise<{ bookId: number; chapterId: number }> {
    const book = await this.page.request.post("/api/v1/books", { data: { type, title } });
    const { book: created } = (await book.json()) as { book: { id: number } };
    const chapter = await this.page.request.post(`/api/v1/books/${created.id}/chapters`, { data: {} });
    const { chapter: added } = (await chapter.json()) as { chapter: { id: number } };
    return { bookId: created.id, chapterId: added.id };
  }

  async goto(bookId: number, chapterId: number): Promise<void> {
    await this.page.goto(`/books/${bookId}/chapter/${chapterId}`);
  }

  titleField() {
    return this.page.getByLabel("Chapter title");
  }

  /** In the chapter's details: open them first. */
  customNumberingField() {
    return this.page.getByLabel("Custom numbering");
  }

  /** Opens the header's "Chapter details" (custom numbering, versions, export). */
  async openDetails(): Promise<void> {
    await this.page.getByRole("button", { name: "Chapter details" }).click();
  }

  text() {
    return this.page.getByRole("textbox", { name: "Chapter text" });
  }

  /** The chapter's live word count in the status bar under the text (the chapter list beside it has its own counts). */
  wordCount() {
    return this.page.getByTestId("chapter-word-count");
  }

  /** The words written since the chapter was opened ("+12 this session"). */
  sessionWordCount() {
    return this.page.getByTestId("session-word-count");
  }

  /** The text's formatting toolbar, which stays at the top of the window while the text scrolls. */
  toolbar() {
    return this.page.getByRole("toolbar", { name: "Text formatting" });
  }

  /** The button that enters focus mode, or leaves it. */
  focusButton() {
    return this.page.getByRole("button", { name: /^(Focus|Leave focus)$/ });
  }

  /** The screen's heading (the chapter's number, in the header that focus mode hides). */
  chapterHeading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  /**
   * How many lines of the manuscript the window shows now: lines of text the
   * author can see, not covered by the toolbar or the status bar nor below the
   * window's edge.
   */
  async linesOnScreen(): Promise<number> {
    // A string, because the suite is compiled without the DOM's types.
    return this.page.evaluate<number>(`(() => {
      const text = document.querySelector('[role="textbox"][aria-label="Chapter text"]');
      if (!text) return 0;
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
      const lines = new Set();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0 || rect.top < 0 || rect.bottom > window.innerHeight) continue;
          const seen = document.elementFromPoint(rect.left + 1, rect.top + rect.height / 2);
          if (seen && text.contains(seen)) lines.add(Math.round(rect.top));
        }
      }
      return lines.size;
    })()`);
  }

  /** Selects the text's paragraph that holds `words` (a triple click), bringing it to the middle of the window first. */
  async selectParagraph(words: string): Promise<void> {
    const paragraph = this.text().locator("p", { hasText: words }).first();
    await paragraph.evaluate("(element) => element.scrollIntoView({ block: 'center' })");
    await paragraph.click({ clickCount: 3 });
  }

  /** How far the page is scrolled down, in CSS pixels. */
  scrollTop(): Promise<number> {
    return this.page.evaluate<number>("window.scrollY");
  }

  /** The text selected in the page. */
  async selectedText(): Promise<string> {
    return String(await this.page.evaluate("String(window.getSelection())"));
  }

  /** Whether the page's selection lies within the window, between its top and bottom edges. */
  async isSelectionOnScreen(): Promise<boolean> {
    return Boolean(
      await this.page.evaluate(`(() => {
        const selection = window.getSelection();
        if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return false;
        const box = selection.getRangeAt(0).getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      })()`),
    );
  }

  /** Saves with Ctrl+S, as an author does by habit. */
  async saveWithShortcut(): Promise<void> {
    await this.page.keyboard.press("Control+s");
  }

  /** Whether the page takes Ctrl+S for itself (the browser's "Save page as…" does not open). */
  async takesSaveShortcut(): Promise<boolean> {
    return Boolean(
      await this.page.evaluate(`(() => {
        const press = new KeyboardEvent("keydown", { key: "s", ctrlKey: true, bubbles: true, cancelable: true });
        (document.activeElement ?? document.body).dispatchEvent(press);
        return press.defaultPrevented;
      })()`),
    );
  }

  /** Enter in the title, as at the end of typing one. */
  async pressEnterInTitle(): Promise<void> {
    await this.titleField().press("Enter");
  }

  async toggleFocusModeWithShortcut(): Promise<void> {
    await this.page.keyboard.press("Control+Shift+F");
  }

  async leaveFocusModeWithEscape(): Promise<void> {
    await this.page.keyboard.press("Escape");
  }

  saveStatus() {
    return this.page.getByRole("status").filter({ hasText: /^(Saved|Saving…|Offline|Not saved)/ });
  }

  conflictDialog() {
    return this.page.getByRole("dialog", { name: "This chapter was changed elsewhere" });
  }

  /** Types the title key by key, as an author would. */
  async typeTitle(title: string): Promise<void> {
    await this.titleField().click();
    await this.titleField().pressSequentially(title);
  }

  /** Types at the end of the text, key by key; Enter starts a new paragraph. */
  async typeText(text: string): Promise<void> {
    await this.text().click();
    await this.page.keyboard.press("Control+End");
    await this.page.keyboard.type(text);
  }

  /** Selects the text's first word by keyboard, presses a formatting button of the toolbar and goes back to the end. */
  async formatFirstWord(button: "Bold" | "Italic" | "Underline" | "Strikethrough"): Promise<void> {
    await this.text().click();
    await this.page.keyboard.press("Control+Home");
    await this.page.keyboard.press("Control+Shift+ArrowRight");
    await this.page.getByRole("toolbar", { name: "Text formatting" }).getByRole("button", { name: button }).click();
    await this.page.keyboard.press("Control+End");
  }

  /** The screenplay element picker of a SCRIPT book's toolbar, showing the current paragraph's element. */
  elementPicker() {
    return this.page.getByRole("toolbar", { name: "Text formatting" }).getByRole("combobox", { name: "Element" });
  }

  /** The text's paragraphs stored with a screenplay element's class (e.g. "dialogue"). */
  screenplayParagraphs(element: string) {
    return this.text().locator(`p.sl-${element}`);
  }

  async useTheOtherText(): Promise<void> {
    await this.conflictDialog().getByRole("button", { name: "Use the other text" }).click();
  }

  /** The names and word counts of the chapter's versions on the server, newest first. */
  async versionsOnServer(bookId: number, chapterId: number): Promise<{ versionName: string | null; wordCount: number }[]> {
    const answer = await this.page.request.get(`/api/v1/books/${bookId}/chapters/${chapterId}/chapter-versions`);
    return ((await answer.json()) as { items: { versionName: string | null; wordCount: number }[] }).items;
  }

  async keepMyText(): Promise<void> {
    await this.conflictDialog().getByRole("button", { name: "Keep my text" }).click();
  }

  /** The chapter as the server has it now. */
  async chapterOnServer(bookId: number, chapterId: number): Promise<ChapterOnServer> {
    const answer = await this.page.request.get(`/api/v1/books/${bookId}/chapters/${chapterId}`);
    return ((await answer.json()) as { chapter: ChapterOnServer }).chapter;
  }

  /** Keeps the chapter's current text on the server as a named version. */
  async takeVersionOnServer(bookId: number, chapterId: number, versionName: string): Promise<void> {
    await this.page.request.post(`/api/v1/books/${bookId}/chapters/${chapterId}/chapter-versions`, { data: { versionName } });
  }

  /** Saves a different text from "another device", from the chapter's current version. */
  async changeElsewhere(bookId: number, chapterId: number, markup: string): Promise<void> {
    const { version } = await this.chapterOnServer(bookId, chapterId);
    await this.page.request.patch(`/api/v1/books/${bookId}/chapters/${chapterId}`, { data: { markup, version } });
  }
}

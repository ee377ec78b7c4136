import type { Page } from "@playwright/test";

/** What the API answers for a chapter, as far as these tests read it. */
export interface ChapterOnServer {
  id: number;
  title: string | null;
  markup: string | null;
  version: number;
}

/** The studio's chapter page: its title, its Quill text, the save status and the conflict question. */
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

  customNumberingField() {
    return this.page.getByLabel("Custom numbering");
  }

  text() {
    return this.page.getByRole("textbox", { name: "Chapter text" });
  }

  /** The chapter's live word count under its heading (the chapter list beside it has its own counts). */
  wordCount() {
    return this.page.getByRole("main").locator("header").getByText(/^[\d,.]+ words?$/);
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

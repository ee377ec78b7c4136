import type { Page } from "@playwright/test";

export interface NewBook {
  type: "Story" | "Script";
  title: string;
  description?: string;
  genre?: string;
}

/** The studio's /books list, /books/createBook and a book's page with its chapters. */
export class BooksPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async gotoBooks(): Promise<void> {
    await this.page.goto("/books");
  }

  async gotoCreateBook(): Promise<void> {
    await this.page.goto("/books/createBook");
  }

  async gotoBook(bookUrl: string): Promise<void> {
    await this.page.goto(bookUrl);
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  async createBook(book: NewBook): Promise<void> {
    await this.page.getByRole("radio", { name: new RegExp(`^${book.type}\\b`) }).check();
    await this.field("Title").fill(book.title);
    if (book.description !== undefined) await this.field("Description").fill(book.description);
    if (book.genre !== undefined) await this.field("Genre").selectOption({ label: book.genre });
    await this.page.getByRole("button", { name: "Create book" }).click();
  }

  async searchBooks(text: string): Promise<void> {
    await this.field("Search by title").fill(text);
  }

  /** The list's row of a book, found by its title. */
  bookRow(title: string) {
    return this.page
      .getByRole("region", { name: "Books table" })
      .getByRole("row")
      .filter({ has: this.page.getByRole("link", { name: title, exact: true }) });
  }

  noBooks() {
    return this.page.getByRole("heading", { name: "You have no books yet" });
  }

  async openBook(title: string): Promise<void> {
    await this.page.getByRole("link", { name: title, exact: true }).click();
  }

  /** Adds a chapter; the studio then opens that chapter's page. */
  async addChapter(): Promise<void> {
    await this.page.getByRole("button", { name: "New chapter" }).click();
  }

  chapterList() {
    return this.page.getByRole("list", { name: "Chapters" });
  }

  /** The links to the chapters, in reading order. */
  chapterLinks() {
    return this.chapterList().getByRole("link");
  }

  moveButton(chapterName: string, direction: "up" | "down") {
    return this.page.getByRole("button", { name: `Move ${chapterName} ${direction}` });
  }

  /** Moves a chapter with the keyboard only: focus its button and press Enter. */
  async moveChapterWithKeyboard(chapterName: string, direction: "up" | "down"): Promise<void> {
    await this.moveButton(chapterName, direction).focus();
    await this.page.keyboard.press("Enter");
  }

  async deleteChapter(chapterName: string): Promise<void> {
    await this.page.getByRole("button", { name: `Delete ${chapterName}` }).click();
    await this.page.getByRole("dialog", { name: "Delete this chapter?" }).getByRole("button", { name: "Delete chapter" }).click();
  }

  async saveDetails(values: { title?: string; description?: string; subscribersOnly?: boolean; freeChapters?: number }): Promise<void> {
    if (values.title !== undefined) await this.field("Title").fill(values.title);
    if (values.freeChapters !== undefined) await this.field("Free chapters").fill(String(values.freeChapters));
    if (values.description !== undefined) await this.field("Description").fill(values.description);
    if (values.subscribersOnly !== undefined) await this.page.getByLabel("Only subscribers can read this book").setChecked(values.subscribersOnly);
    await this.page.getByRole("button", { name: "Save book" }).click();
  }

  /** The "Ready to publish?" checklist of what the book still lacks. */
  missingForPublishing() {
    return this.page.getByRole("list", { name: "Still missing" }).getByRole("listitem");
  }

  deleteBookDialog() {
    return this.page.getByRole("dialog", { name: "Delete this book?" });
  }

  async openDeleteBookDialog(): Promise<void> {
    await this.page.getByRole("button", { name: "Delete book", exact: true }).click();
  }

  /** Types `typedTitle` into the delete dialog (opening it if needed) and confirms. */
  async deleteBook(typedTitle: string): Promise<void> {
    if (!(await this.deleteBookDialog().isVisible())) await this.openDeleteBookDialog();
    await this.deleteBookDialog().getByLabel("Type the book's title to confirm").fill(typedTitle);
    await this.deleteBookDialog().getByRole("button", { name: "Delete this book" }).click();
  }

  toast(text: string) {
    return this.page.getByRole("region", { name: "Notifications" }).getByText(text);
  }

  fieldError(text: string) {
    return this.page.getByRole("alert").filter({ hasText: text });
  }
}

import type { Page } from "@playwright/test";

/** A book's outline screen (/books/{bookId}/outline): beats by act, their chapters, and the outline templates. */
export class OutlinePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** A book with chapters of these titles, made through the API as the signed-in author. */
  async createBookWithChapters(title: string, chapterTitles: string[]): Promise<number> {
    const book = await this.page.request.post("/api/v1/books", { data: { type: "STORY", title } });
    const { book: created } = (await book.json()) as { book: { id: number } };
    for (const chapterTitle of chapterTitles) {
      await this.page.request.post(`/api/v1/books/${created.id}/chapters`, { data: { title: chapterTitle, markup: "<p>Some words.</p>" } });
    }
    return created.id;
  }

  async goto(bookId: number): Promise<void> {
    await this.page.goto(`/books/${bookId}/outline`);
  }

  noOutline() {
    return this.page.getByRole("heading", { name: "This book has no outline yet" });
  }

  /** Applies a template from the list, confirming in the dialog. */
  async applyTemplate(name: string): Promise<void> {
    await this.page.getByRole("button", { name: `Apply ${name}`, exact: true }).click();
    await this.page.getByRole("dialog").getByRole("button", { name: "Apply template" }).click();
  }

  act(label: string) {
    return this.page.getByRole("region", { name: label, exact: true });
  }

  /** The names of an act's beats, in order. */
  beatNames(actLabel: string) {
    return this.act(actLabel).getByRole("heading", { level: 3 });
  }

  beat(name: string) {
    return this.page.getByRole("listitem", { name, exact: true });
  }

  /** The links to a beat's chapters, in reading order. */
  chapterLinks(beatName: string) {
    return this.page.getByRole("list", { name: `Chapters of ${beatName}`, exact: true }).getByRole("link");
  }

  unassignedChapterLinks() {
    return this.page.getByRole("list", { name: "Chapters under no beat" }).getByRole("link");
  }

  /** Moves a chapter into a beat with the keyboard only: pick the beat in its "Move to beat" list, then press Enter on "Move". */
  async moveChapterWithKeyboard(chapterLabel: string, beatOption: string): Promise<void> {
    const select = this.page.getByLabel(`Move ${chapterLabel} to beat`);
    await select.focus();
    await select.selectOption({ label: beatOption });
    await this.page.keyboard.press("Tab");
    await this.page.keyboard.press("Enter");
  }

  /** Drags a chapter (by its link) onto a beat's card. */
  async dragChapterToBeat(chapterName: string, beatName: string): Promise<void> {
    await this.page.getByRole("link", { name: chapterName, exact: true }).dragTo(this.beat(beatName).getByRole("heading", { level: 3 }));
  }

  moveBeatButton(beatName: string, direction: "up" | "down") {
    return this.page.getByRole("button", { name: `Move ${beatName} ${direction}` });
  }

  async moveBeatWithKeyboard(beatName: string, direction: "up" | "down"): Promise<void> {
    await this.moveBeatButton(beatName, direction).focus();
    await this.page.keyboard.press("Enter");
  }

  /** What the screen last announced to screen-reader users. */
  announcement() {
    return this.page.locator("p[role=status][aria-live=polite]");
  }

  toast(text: string) {
    return this.page.getByRole("region", { name: "Notifications" }).getByText(text);
  }
}

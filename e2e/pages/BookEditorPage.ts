import type { Page } from "@playwright/test";

/** The studio's book editor: the chapter list beside the open chapter. */
export class BookEditorPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** A new story with chapters of these titles, made through the API as the signed-in author. */
  async createBookWithChapters(title: string, chapterTitles: string[]): Promise<{ bookId: number; chapterIds: number[] }> {
    const book = await this.page.request.post("/api/v1/books", { data: { type: "STORY", title } });
    const { book: created } = (await book.json()) as { book: { id: number } };
    const chapterIds: number[] = [];
    for (const chapterTitle of chapterTitles) {
      const chapter = await this.page.request.post(`/api/v1/books/${created.id}/chapters`, { data: { title: chapterTitle } });
      chapterIds.push(((await chapter.json()) as { chapter: { id: number } }).chapter.id);
    }
    return { bookId: created.id, chapterIds };
  }

  async goto(bookId: number): Promise<void> {
    await this.page.goto(`/books/${bookId}/editor`);
  }

  chapterList() {
    return this.page.getByRole("complementary", { name: "Chapters" });
  }

  chapterLinks() {
    return this.chapterList().getByRole("listitem").getByRole("link");
  }

  toggleButton() {
    return this.chapterList().getByRole("button", { name: /^(Hide|Show) chapters$/ });
  }

  /** Unfolds the list (it starts folded on a screen narrower than 1440 px). */
  async showChapters(): Promise<void> {
    await this.chapterList().getByRole("button", { name: "Show chapters" }).click();
  }

  /** Moves a chapter with the keyboard: focus its move button, press Enter. */
  async moveWithKeyboard(chapterName: string, direction: "up" | "down"): Promise<void> {
    await this.chapterList()
      .getByRole("button", { name: `Move ${chapterName} ${direction}` })
      .focus();
    await this.page.keyboard.press("Enter");
  }

  /** "Add chapter": in the list, or on its folded rail. */
  async addChapter(): Promise<void> {
    await this.chapterList().getByRole("button", { name: "Add chapter" }).click();
  }

  /** The chapter order on the server, as titles. */
  async chapterTitlesOnServer(bookId: number): Promise<(string | null)[]> {
    const answer = await this.page.request.get(`/api/v1/books/${bookId}/chapters`);
    return ((await answer.json()) as { chapters: { title: string | null }[] }).chapters.map((chapter) => chapter.title);
  }

  async isCollapsedInProfile(): Promise<boolean> {
    const answer = await this.page.request.get("/api/v1/author-profiles");
    return ((await answer.json()) as { authorProfile: { editorChaptersCollapsed: boolean } }).authorProfile.editorChaptersCollapsed;
  }
}

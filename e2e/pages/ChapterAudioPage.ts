import type { Page } from "@playwright/test";

/** A chapter's audio: the Audio tab of the studio chapter screen's side panel, and the player on the reading page. */
export class ChapterAudioPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The chapters' ids of a book of the signed-in author, in order. */
  async chapterIds(bookId: number): Promise<number[]> {
    const answer = await this.page.request.get(`/api/v1/books/${bookId}/chapters`);
    const { chapters } = (await answer.json()) as { chapters: Array<{ id: number }> };
    return chapters.map((chapter) => chapter.id);
  }

  async gotoStudioChapter(bookId: number, chapterId: number): Promise<void> {
    await this.page.goto(`/books/${bookId}/chapter/${chapterId}`);
  }

  async openPanel(): Promise<void> {
    await this.page.getByRole("tab", { name: "Audio" }).click();
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByLabel(/^(Upload|Replace) audio$/).setInputFiles(file);
  }

  uploadedFile() {
    return this.page.getByTestId("chapter-audio-file");
  }

  uploadRefusal() {
    return this.page.getByRole("alert").filter({ hasText: "Upload refused." });
  }

  /** The reading page's player section. */
  listenSection() {
    return this.page.getByRole("region", { name: "Listen to this chapter" });
  }

  playerStatus() {
    return this.listenSection().getByRole("status");
  }

  /** Plays the reading page's audio, as the player's own button does. */
  async play(): Promise<void> {
    await this.page.evaluate(`document.querySelector("[data-chapter-audio]").play()`);
  }

  async seekTo(seconds: number): Promise<void> {
    await this.page.evaluate(`(() => { document.querySelector("[data-chapter-audio]").currentTime = ${Number(seconds)}; })()`);
  }

  async pause(): Promise<void> {
    await this.page.evaluate(`document.querySelector("[data-chapter-audio]").pause()`);
  }

  async currentTime(): Promise<number> {
    return Number(await this.page.evaluate(`document.querySelector("[data-chapter-audio]").currentTime`));
  }

  async duration(): Promise<number> {
    return Number(await this.page.evaluate(`document.querySelector("[data-chapter-audio]").duration`));
  }

  async listeningPlaceOnServer(bookId: number): Promise<{ currentChapterIndex: number; currentChapterProgress: number; audiobookMode: boolean } | null> {
    const answer = await this.page.request.get(`/api/v1/readers/books/${bookId}/reader-book`);
    return ((await answer.json()) as { readerBook: { currentChapterIndex: number; currentChapterProgress: number; audiobookMode: boolean } | null }).readerBook;
  }
}

import type { Page } from "@playwright/test";

/** A chapter as the API answers it, as far as these tests read it. */
export interface PublishedChapterOnServer {
  status: "DRAFT" | "SCHEDULED" | "PUBLISHED";
  markup: string | null;
  stagedMarkup: string | null;
  publishedAt: string | null;
  scheduledPublicationAt: string | null;
}

/** A book as the API answers it, as far as these tests read it. */
export interface PublishedBookOnServer {
  status: "DRAFT" | "STAGED" | "PUBLISHED";
  seriesId: number | null;
  publishedAt: string | null;
}

/** Publishing in the studio: the chapter editor's publishing controls and the book page's publishing section. */
export class PublishingPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** A book ready to publish (description, genre, one chapter with text), made through the API as the signed-in author. */
  async createPublishableBook(title: string): Promise<{ bookId: number; chapterId: number }> {
    const genres = (await (await this.page.request.get("/api/v1/genres")).json()) as { items: { id: number }[] };
    const book = await this.page.request.post("/api/v1/books", {
      data: { type: "STORY", title, description: "Two sisters keep a lighthouse.", genreId: genres.items[0]!.id },
    });
    const { book: created } = (await book.json()) as { book: { id: number } };
    const chapter = await this.page.request.post(`/api/v1/books/${created.id}/chapters`, { data: { title: "Landfall", markup: "<p>The lamp was lit.</p>" } });
    const { chapter: added } = (await chapter.json()) as { chapter: { id: number } };
    return { bookId: created.id, chapterId: added.id };
  }

  async gotoBook(bookId: number): Promise<void> {
    await this.page.goto(`/books/${bookId}`);
  }

  /** The chapter editor toolbar's publishing controls. */
  chapterControls() {
    return this.page.getByRole("group", { name: "Publishing" });
  }

  /** The chapter's status line: its badge, when, and whether it has unpublished changes. */
  chapterStatus() {
    return this.chapterControls().getByRole("status");
  }

  async publishChapter(): Promise<void> {
    await this.chapterControls()
      .getByRole("button", { name: /^Publish( changes)?$/ })
      .click();
  }

  /** Schedules the open chapter for a local date and time ("2026-12-01T09:00"). */
  async scheduleChapter(localDateTime: string): Promise<void> {
    await this.chapterControls()
      .getByRole("button", { name: /^(Re)?[sS]chedule…$/ })
      .click();
    const dialog = this.page.getByRole("dialog", { name: "Schedule this chapter" });
    await dialog.getByLabel("Publish on").fill(localDateTime);
    await dialog.getByRole("button", { name: "Schedule" }).click();
  }

  /** The book page's publishing section. */
  bookSection() {
    return this.page.getByRole("region", { name: "Publishing" });
  }

  bookStatus() {
    return this.bookSection().getByRole("status").first();
  }

  /** Publishes the book now as the first book of a new collection. */
  async publishBookInNewCollection(collectionTitle: string): Promise<void> {
    await this.bookSection().getByRole("button", { name: "Publish…" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Publish this book" });
    await dialog.getByLabel("As the first book of a new collection").check();
    await dialog.getByLabel("Collection title").fill(collectionTitle);
    await dialog.getByRole("button", { name: "Publish now" }).click();
  }

  async chapterOnServer(bookId: number, chapterId: number): Promise<PublishedChapterOnServer> {
    const answer = await this.page.request.get(`/api/v1/books/${bookId}/chapters/${chapterId}`);
    return ((await answer.json()) as { chapter: PublishedChapterOnServer }).chapter;
  }

  async bookOnServer(bookId: number): Promise<PublishedBookOnServer> {
    const answer = await this.page.request.get(`/api/v1/books/${bookId}`);
    return ((await answer.json()) as { book: PublishedBookOnServer }).book;
  }
}

import type { Page } from "@playwright/test";

/** The collections of the book list and a collection's editor: books in order, subseries. */
export class SeriesPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** A book of the signed-in author, made through the API. */
  async createBookOnServer(title: string): Promise<number> {
    const answer = await this.page.request.post("/api/v1/books", { data: { type: "STORY", title } });
    return ((await answer.json()) as { book: { id: number } }).book.id;
  }

  /** Starts a collection from the book list; the studio opens its editor. */
  async createCollection(title: string): Promise<void> {
    await this.page.goto("/books");
    await this.page.getByRole("button", { name: "New collection" }).click();
    await this.page.getByLabel("Collection title").fill(title);
    await this.page.getByRole("button", { name: "Create collection" }).click();
  }

  collectionLink(title: string) {
    return this.page.getByRole("region", { name: "Collections" }).getByRole("link", { name: new RegExp(title) });
  }

  /** Adds one of the author's books; done when the book list shows it. */
  async addBook(title: string): Promise<void> {
    await this.page.getByLabel("Add a book").selectOption({ label: title });
    await this.page.getByRole("button", { name: "Add to collection" }).click();
    await this.bookRows().filter({ hasText: title }).waitFor();
  }

  /** The titles of the collection's books, in order. */
  bookRows() {
    return this.page.getByRole("list", { name: "Books of the collection" }).getByTestId("series-book");
  }

  async moveUp(title: string): Promise<void> {
    await this.page.getByRole("button", { name: `Move “${title}” up` }).click();
  }

  async addSubseries(title: string): Promise<void> {
    await this.page.getByLabel("New subseries title").fill(title);
    await this.page.getByRole("button", { name: "Add subseries" }).click();
  }

  subseriesRows() {
    return this.page.getByTestId("subseries");
  }

  async putInSubseries(bookTitle: string, subseriesTitle: string): Promise<void> {
    await this.bookRows().filter({ hasText: bookTitle }).getByLabel("Subseries").selectOption({ label: subseriesTitle });
  }

  async seriesOnServer(
    seriesId: number,
  ): Promise<{ books: { title: string; subseriesId: number | null }[]; subseries: { title: string; bookIds: number[] }[] }> {
    const answer = await this.page.request.get(`/api/v1/series/${seriesId}`);
    return ((await answer.json()) as { series: Awaited<ReturnType<SeriesPage["seriesOnServer"]>> }).series;
  }
}

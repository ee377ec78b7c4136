import type { Page } from "@playwright/test";

/** The studio's Generate with AI screen, and the book screen's notice of a generation. */
export class AiJobsPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** A new, empty book of the signed-in author, made through the API. */
  async createBook(title: string): Promise<number> {
    const answer = await this.page.request.post("/api/v1/books", { data: { type: "STORY", title } });
    return ((await answer.json()) as { book: { id: number } }).book.id;
  }

  async goto(bookId: number): Promise<void> {
    await this.page.goto(`/books/${bookId}/generate`);
  }

  async gotoBook(bookId: number): Promise<void> {
    await this.page.goto(`/books/${bookId}`);
  }

  async writeNotes(notes: string, chapters: number): Promise<void> {
    await this.page.getByLabel("Your notes", { exact: true }).fill(notes);
    await this.page.getByLabel("Chapters to draft", { exact: true }).fill(String(chapters));
  }

  estimate() {
    return this.page.getByTestId("job-estimate");
  }

  async start(): Promise<void> {
    await this.page.getByRole("button", { name: "Start generating" }).click();
  }

  status() {
    return this.page.getByTestId("job-status");
  }

  step() {
    return this.page.getByTestId("job-step");
  }

  progressBar() {
    return this.page.getByRole("progressbar", { name: "Progress of the generation" });
  }

  async cancel(): Promise<void> {
    await this.page.getByTestId("current-job").getByRole("button", { name: "Cancel" }).click();
  }

  history() {
    return this.page.getByRole("list", { name: "Generations of this book" });
  }

  notice() {
    return this.page.getByTestId("job-notice");
  }

  async dismissNotice(): Promise<void> {
    await this.notice().getByRole("button", { name: "Dismiss" }).click();
  }

  /** A link from the finished job to what it made. */
  async openMade(link: "Open the outline" | "Open the story bible"): Promise<void> {
    await this.page.getByTestId("current-job").getByRole("link", { name: link }).click();
  }

  /** The names on the story bible's character cards. */
  characterCards() {
    return this.page.getByRole("list", { name: "Characters", exact: true }).getByRole("heading", { level: 3 });
  }

  /** The names of the book's beats in outline order, as the API lists them. */
  async beatsOnServer(bookId: number): Promise<string[]> {
    const answer = await this.page.request.get(`/api/v1/books/${bookId}/beats`);
    const { outline } = (await answer.json()) as { outline: { beats: Array<{ name: string | null }> } };
    return outline.beats.map((beat) => beat.name ?? "");
  }

  /** The story bible's characters of the book, as the API lists them. */
  async charactersOnServer(bookId: number): Promise<string[]> {
    const answer = await this.page.request.get(`/api/v1/books/${bookId}/characters`);
    const { characters } = (await answer.json()) as { characters: Array<{ name: string }> };
    return characters.map((character) => character.name);
  }
}

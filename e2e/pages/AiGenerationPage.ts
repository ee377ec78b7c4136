import type { Locator, Page } from "@playwright/test";

/** What an AI generation is asked for, by the labels of its panel's fields. */
export interface AiRequest {
  count?: number;
  /** A type's option label ("Protagonist", "Location"). */
  type?: string;
  /** "Several ideas" or "One developed idea". */
  ideas?: "Several ideas" | "One developed idea";
  /** "Any act" or "Act 2". */
  act?: string;
  instruction?: string;
}

/**
 * The AI suggestions of the story bible and the outline: "Generate with AI"
 * panels that end in suggestion cards to accept or discard, and "Change with
 * AI" on a saved entry, whose proposal is shown beside it.
 */
export class AiGenerationPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** A new book of the signed-in author, made through the API (the demo books stay as they are). */
  async createBook(title: string): Promise<number> {
    const answer = await this.page.request.post("/api/v1/books", { data: { type: "STORY", title } });
    const { book } = (await answer.json()) as { book: { id: number } };
    return book.id;
  }

  /** A character of the book, made through the API. */
  async createCharacter(bookId: number, fields: { name: string; type?: string; overview?: string }): Promise<void> {
    await this.page.request.post(`/api/v1/books/${bookId}/characters`, { data: fields });
  }

  /** A beat in act 1 holding a new chapter of this title, made through the API; answers the chapter's id. */
  async createBeatWithChapter(bookId: number, beatName: string, chapterTitle: string): Promise<number> {
    const chapter = await this.page.request.post(`/api/v1/books/${bookId}/chapters`, { data: { title: chapterTitle } });
    const { chapter: created } = (await chapter.json()) as { chapter: { id: number } };
    const saved = await this.page.request.post(`/api/v1/books/${bookId}/beats/update-many`, { data: { beats: [{ name: beatName, act: 1, orderIndex: 0 }] } });
    const { outline } = (await saved.json()) as { outline: { beats: { id: number }[] } };
    await this.page.request.post(`/api/v1/books/${bookId}/beats/${outline.beats[0]?.id}/move-chapters`, { data: { chapterIds: [created.id] } });
    return created.id;
  }

  /** A scene card of the chapter, made through the API. */
  async createScene(bookId: number, chapterId: number, fields: { type?: string; goal?: string; conflict?: string }): Promise<void> {
    await this.page.request.post(`/api/v1/books/${bookId}/chapters/${chapterId}/scenes`, { data: fields });
  }

  /** The goals of a chapter's scene cards, as the API lists them. */
  async sceneGoals(bookId: number, chapterId: number): Promise<Array<string | null>> {
    const answer = await this.page.request.get(`/api/v1/books/${bookId}/chapters/${chapterId}/scenes`);
    const { scenes } = (await answer.json()) as { scenes: { goal: string | null }[] };
    return scenes.map((scene) => scene.goal);
  }

  /** Opens "Generate scenes with AI" on a beat of the outline. */
  async openSceneGenerator(beatName: string): Promise<void> {
    await this.page.getByRole("button", { name: `Generate scenes with AI for ${beatName}`, exact: true }).click();
  }

  /** Opens "Plan this act with AI" at the foot of an act's column ("Act 1"). */
  async openActPlanner(act: string): Promise<void> {
    await this.page.getByRole("button", { name: `Plan this act with AI for ${act}`, exact: true }).click();
  }

  /** Asks for an act's plan (how many beats, and what the author has in mind) and its estimate. */
  async requestPlan(panel: Locator, request: { count?: number; instruction?: string }): Promise<void> {
    if (request.count !== undefined) await panel.getByLabel("How many", { exact: true }).selectOption(String(request.count));
    if (request.instruction !== undefined) await panel.getByLabel("Instructions for the AI", { exact: true }).fill(request.instruction);
    await panel.getByRole("button", { name: "Plan", exact: true }).click();
  }

  /** Shows the scene cards of a beat's chapters on the outline (or of "the chapters under no beat"). */
  async showSceneCards(owner: string): Promise<void> {
    await this.page.getByRole("button", { name: `Scene cards of ${owner}`, exact: true }).click();
  }

  /** The scene cards of a chapter shown on the outline ("Chapter 1: The harbour"), in order. */
  sceneCards(chapter: string): Locator {
    return this.page.getByRole("list", { name: `Scene cards of ${chapter}`, exact: true }).getByRole("listitem");
  }

  /** Opens "Change with AI" on a scene card of the outline ("Scene 1 of Chapter 1: The harbour"). */
  async openSceneChange(name: string): Promise<void> {
    await this.page.getByRole("button", { name: `Change with AI ${name}`, exact: true }).click();
  }

  async gotoStoryBible(bookId: number, tab: "Characters" | "Lore" | "Ideas" = "Characters"): Promise<void> {
    await this.page.goto(`/books/${bookId}/story-bible`);
    await this.page.getByRole("tab", { name: tab, exact: true }).click();
  }

  async gotoOutline(bookId: number): Promise<void> {
    await this.page.goto(`/books/${bookId}/outline`);
  }

  /** The AI panel titled so ("Generate characters with AI", "Change Mira with AI"). */
  panel(title: string | RegExp): Locator {
    return this.page.getByRole("region", { name: title });
  }

  /** Opens the shown tab's (or the outline's) generation panel. */
  async openGenerator(label = "Generate with AI"): Promise<void> {
    await this.page.getByRole("button", { name: label, exact: true }).click();
  }

  /** Fills the panel's request and asks for its estimate. */
  async requestGeneration(panel: Locator, request: AiRequest): Promise<void> {
    if (request.ideas !== undefined) await panel.getByLabel("Ideas to write", { exact: true }).selectOption({ label: request.ideas });
    if (request.act !== undefined) await panel.getByLabel("Act", { exact: true }).selectOption({ label: request.act });
    if (request.count !== undefined) await panel.getByLabel("How many", { exact: true }).selectOption(String(request.count));
    if (request.type !== undefined) await panel.getByLabel("Type", { exact: true }).selectOption({ label: request.type });
    if (request.instruction !== undefined) await panel.getByLabel("Instructions for the AI", { exact: true }).fill(request.instruction);
    await panel.getByRole("button", { name: "Generate", exact: true }).click();
  }

  estimate(panel: Locator): Locator {
    return panel.getByTestId("ai-estimate");
  }

  async run(panel: Locator): Promise<void> {
    await panel.getByRole("button", { name: "Run", exact: true }).click();
  }

  cost(panel: Locator): Locator {
    return panel.getByTestId("ai-cost");
  }

  failure(panel: Locator): Locator {
    return panel.getByRole("alert");
  }

  suggestions(panel: Locator): Locator {
    return panel.getByRole("list", { name: "Suggestions", exact: true }).getByRole("listitem");
  }

  /** The title of the suggestion at `index` (0 = first shown). */
  suggestionTitle(panel: Locator, index: number): Locator {
    return this.suggestions(panel).nth(index).getByRole("heading");
  }

  /** A field's line on the suggestion at `index` ("Idea: …"). */
  suggestionLine(panel: Locator, index: number, label: string): Locator {
    return this.suggestions(panel)
      .nth(index)
      .locator("p")
      .filter({ hasText: new RegExp(`^${label}: `) });
  }

  async acceptSuggestion(panel: Locator, index: number): Promise<void> {
    await this.suggestions(panel)
      .nth(index)
      .getByRole("button", { name: /^Accept / })
      .click();
  }

  async discardSuggestion(panel: Locator, index: number): Promise<void> {
    await this.suggestions(panel)
      .nth(index)
      .getByRole("button", { name: /^Discard / })
      .click();
  }

  async acceptAll(panel: Locator): Promise<void> {
    await panel.getByRole("button", { name: /^Accept all / }).click();
  }

  /** The titles of the suggestions shown, in order. */
  suggestionTitles(panel: Locator): Locator {
    return this.suggestions(panel).getByRole("heading");
  }

  /** Closes an AI panel: its suggestions left are dropped. */
  async closePanel(panel: Locator): Promise<void> {
    await panel.getByRole("button", { name: /^Close / }).click();
  }

  /** Opens "Change with AI" on a saved character or lore card, or a beat of the outline. */
  async openChange(name: string): Promise<void> {
    await this.page
      .getByRole("listitem", { name, exact: true })
      .getByRole("button", { name: `Change with AI ${name}`, exact: true })
      .click();
  }

  /** A field of a panel, by its label (its hint and message are its accessible description). */
  field(panel: Locator, label: string): Locator {
    return panel.getByLabel(label, { exact: true });
  }

  /** Says what should change and asks for the estimate. */
  async requestChange(panel: Locator, instruction: string): Promise<void> {
    await panel.getByLabel("What should change?", { exact: true }).fill(instruction);
    await panel.getByRole("button", { name: "Suggest a change", exact: true }).click();
  }

  /** The AI's version of the entry, beside the current one. */
  proposal(panel: Locator): Locator {
    return panel.getByRole("region", { name: / as the AI suggests$/ });
  }

  /** A field's line in the AI's version ("Name: …", or "Name changed: …" where the AI changed it). */
  proposedLine(panel: Locator, label: string): Locator {
    return this.proposal(panel)
      .locator("p")
      .filter({ hasText: new RegExp(`^${label}( changed)?: `) });
  }

  /** The value of a field in the AI's version, as shown. */
  async proposedValue(panel: Locator, label: string): Promise<string> {
    const line = (await this.proposedLine(panel, label).textContent()) ?? "";
    return line.replace(new RegExp(`^${label}( changed)?: `), "");
  }

  async acceptChange(panel: Locator): Promise<void> {
    await panel.getByRole("button", { name: /^Accept the change/ }).click();
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByRole("region", { name: "Notifications" }).getByText(text);
  }
}

import type { Page } from "@playwright/test";

export type StoryBibleTabLabel = "Characters" | "Lore" | "Ideas" | "Story settings";

/** The fields of a character's or lore entry's form, by label; the type by its option's label. */
export interface EntryFields {
  name?: string;
  type?: string;
  overview?: string;
  physical?: string;
  mental?: string;
  skills?: string;
  description?: string;
}

const fieldLabels: Record<Exclude<keyof EntryFields, "type">, string> = {
  name: "Name",
  overview: "Overview",
  physical: "Physical",
  mental: "Mental",
  skills: "Skills",
  description: "Description",
};

/** A book's story bible (/books/{bookId}/story-bible): characters, lore, ideas and story settings. */
export class StoryBiblePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** A new book of the signed-in author, made through the API. */
  async createBook(title: string): Promise<number> {
    const answer = await this.page.request.post("/api/v1/books", { data: { type: "STORY", title } });
    const { book } = (await answer.json()) as { book: { id: number } };
    return book.id;
  }

  /** The id of the signed-in author's most recently changed book. */
  async firstBookId(): Promise<number> {
    const answer = await this.page.request.get("/api/v1/books?pageSize=1");
    const { items } = (await answer.json()) as { items: { id: number }[] };
    if (!items[0]) throw new Error("The signed-in author has no book.");
    return items[0].id;
  }

  async goto(bookId: number): Promise<void> {
    await this.page.goto(`/books/${bookId}/story-bible`);
  }

  heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  tab(label: StoryBibleTabLabel) {
    return this.page.getByRole("tab", { name: label, exact: true });
  }

  async openTab(label: StoryBibleTabLabel): Promise<void> {
    await this.tab(label).click();
  }

  /** The shown tab's "Loading the …" line, gone once its content is there. */
  loading() {
    return this.page.getByRole("tabpanel").getByText(/^Loading the /);
  }

  emptyState(title: string) {
    return this.page.getByRole("heading", { name: title, exact: true });
  }

  /** "Add the first character" in an empty list. */
  async addFirst(singular: "character" | "lore entry"): Promise<void> {
    await this.page.getByRole("button", { name: `Add the first ${singular}`, exact: true }).click();
  }

  /** Opens a new character's form, from the empty list's first action or the list's own. */
  async addCharacter(): Promise<void> {
    await this.page.getByRole("button", { name: /^Add (the first|a) character$/ }).click();
  }

  /** The names on the cards of a list ("Characters" or "Lore"), in order; an open new entry reads "New character". */
  cardNames(list: "Characters" | "Lore") {
    return this.page.getByRole("list", { name: list, exact: true }).getByRole("heading", { level: 3 });
  }

  card(name: string) {
    return this.page.getByRole("listitem", { name, exact: true });
  }

  /** Clicks a card away from its name and buttons, the way a mouse user selects it. */
  async selectCard(name: string): Promise<void> {
    await this.card(name).click({ position: { x: 6, y: 6 } });
  }

  async selectCardWithKeyboard(name: string): Promise<void> {
    await this.cardButton(name).focus();
    await this.page.keyboard.press("Enter");
  }

  /** The open form: a new entry's or the selected one's. */
  editor() {
    return this.page.getByRole("form", { name: /^(New character|New lore entry|Edit .+)$/ });
  }

  field(label: string) {
    return this.editor().getByLabel(label, { exact: true });
  }

  async fillEntry(fields: EntryFields): Promise<void> {
    if (fields.type !== undefined) await this.field("Type").selectOption({ label: fields.type });
    for (const [key, label] of Object.entries(fieldLabels) as [Exclude<keyof EntryFields, "type">, string][]) {
      const value = fields[key];
      if (value !== undefined) await this.field(label).fill(value);
    }
  }

  /** The messages under the open form's fields. */
  fieldErrors() {
    return this.editor().getByRole("alert");
  }

  async save(): Promise<void> {
    await this.editor().getByRole("button", { name: "Save", exact: true }).click();
  }

  /** Ctrl+Enter from the field being typed in. */
  async saveWithKeyboard(): Promise<void> {
    await this.page.keyboard.press("Control+Enter");
  }

  async saveAndAddNew(): Promise<void> {
    await this.editor().getByRole("button", { name: "Save and add new", exact: true }).click();
  }

  /** Escape from the field being typed in. */
  async leaveWithEscape(): Promise<void> {
    await this.page.keyboard.press("Escape");
  }

  /** A card's name, the button that opens it. */
  cardButton(name: string) {
    return this.card(name).getByRole("button", { name, exact: true });
  }

  /** A click on the page's title: outside every card. */
  async clickOutside(): Promise<void> {
    await this.heading().click();
  }

  async addAbove(name: string): Promise<void> {
    await this.card(name)
      .getByRole("button", { name: `Add above ${name}`, exact: true })
      .click();
  }

  async addBelow(name: string): Promise<void> {
    await this.card(name)
      .getByRole("button", { name: `Add below ${name}`, exact: true })
      .click();
  }

  async duplicate(name: string): Promise<void> {
    await this.card(name)
      .getByRole("button", { name: `Duplicate ${name}`, exact: true })
      .click();
  }

  /** Deletes an entry, confirming in the dialog. */
  async deleteEntry(name: string, singular: "character" | "lore entry"): Promise<void> {
    await this.card(name)
      .getByRole("button", { name: `Delete ${name}`, exact: true })
      .click();
    await this.dialog()
      .getByRole("button", { name: `Delete ${singular}`, exact: true })
      .click();
  }

  async askToDeleteAll(): Promise<void> {
    await this.page.getByRole("button", { name: "Delete all", exact: true }).click();
  }

  async confirmDeleteAll(plural: "characters" | "lore entries"): Promise<void> {
    await this.dialog()
      .getByRole("button", { name: `Delete all ${plural}`, exact: true })
      .click();
  }

  dialog() {
    return this.page.getByRole("dialog");
  }

  settingsForm() {
    return this.page.getByRole("form", { name: "Story settings" });
  }

  setting(label: "Length" | "Style" | "Point of view" | "Style description") {
    return this.settingsForm().getByLabel(label, { exact: true });
  }

  async chooseSetting(label: "Length" | "Style" | "Point of view", option: string): Promise<void> {
    await this.setting(label).selectOption({ label: option });
  }

  async saveSettings(): Promise<void> {
    await this.settingsForm().getByRole("button", { name: "Save story settings" }).click();
  }

  settingsErrors() {
    return this.settingsForm().getByRole("alert");
  }

  /** An idea's form; ideas are numbered from the oldest, and listed newest first. */
  idea(number: number) {
    return this.page.getByRole("form", { name: `Idea ${number}`, exact: true });
  }

  ideaText(number: number) {
    return this.idea(number).getByLabel(`Idea ${number}`, { exact: true });
  }

  ideaGenre(number: number) {
    return this.idea(number).getByLabel("Genre", { exact: true });
  }

  async editIdea(number: number, { text, genre }: { text?: string; genre?: string }): Promise<void> {
    if (text !== undefined) await this.ideaText(number).fill(text);
    if (genre !== undefined) await this.ideaGenre(number).selectOption({ label: genre });
    await this.idea(number).getByRole("button", { name: "Save idea" }).click();
  }

  /** What the screen last announced to screen-reader users. */
  announcement() {
    return this.page.locator("p[role=status][aria-live=polite]");
  }

  toast(text: string) {
    return this.page.getByRole("region", { name: "Notifications" }).getByText(text);
  }
}

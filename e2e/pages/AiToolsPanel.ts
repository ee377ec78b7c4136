import type { Page } from "@playwright/test";

/** The chapter editor's "AI tools" tab of the side panel: pick a tool, see its estimate, run it, use or discard its answer. */
export class AiToolsPanel {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  panel() {
    return this.page.getByRole("tabpanel", { name: "AI tools" });
  }

  /** Brings the AI tools' tab to the front of the side panel. */
  async open(): Promise<void> {
    await this.page.getByRole("tab", { name: "AI tools" }).click();
  }

  /** Selects the chapter text's paragraph that holds `words` (a triple click selects one paragraph). */
  async selectParagraph(words: string): Promise<void> {
    await this.page.getByRole("textbox", { name: "Chapter text" }).getByText(words).click({ clickCount: 3 });
  }

  /** Puts the cursor at the end of the chapter text's paragraph that holds `words`. */
  async placeCursorAfter(words: string): Promise<void> {
    // Clicked at the bottom right of the paragraph (right of its last line's words), then End: the end of the
    // paragraph, not of its first visual line, however the paragraph wraps in the editor's column.
    const paragraph = this.page.getByRole("textbox", { name: "Chapter text" }).locator("p", { hasText: words }).first();
    const box = await paragraph.boundingBox();
    if (!box) throw new Error(`the paragraph holding "${words}" is not on screen`);
    await paragraph.click({ position: { x: box.width - 2, y: box.height - 4 } });
    await this.page.keyboard.press("End");
  }

  /** Picks a tool by its label in the panel's grouped list (built-in tools, then "Your story tools"). */
  async chooseTool(label: string): Promise<void> {
    await this.panel().getByLabel("Tool", { exact: true }).selectOption({ label });
  }

  /** Sets how many alternatives, words or ideas to ask for (the field's label names which). */
  async askFor(count: number): Promise<void> {
    await this.panel()
      .getByLabel(/^How many /)
      .selectOption(String(count));
  }

  /** Picks one of the chapter's scene cards, by its label in the list ("Scene 1: …"). */
  async pickSceneCard(label: string): Promise<void> {
    await this.panel().getByLabel("Scene card").selectOption({ label });
  }

  /** Picks a character of the book's story bible by name. */
  async pickCharacter(name: string): Promise<void> {
    await this.panel().getByLabel("Character", { exact: true }).selectOption({ label: name });
  }

  /** Asks for the tool's estimate on the selected text. */
  async prepare(): Promise<void> {
    await this.panel()
      .getByRole("button", { name: /^Use (on the selected text|here)$/ })
      .click();
  }

  estimate() {
    return this.panel().getByTestId("ai-estimate");
  }

  async run(): Promise<void> {
    await this.panel().getByRole("button", { name: "Run" }).click();
  }

  result() {
    return this.panel().getByTestId("ai-result");
  }

  cost() {
    return this.panel().getByTestId("ai-cost");
  }

  failure() {
    return this.panel().getByRole("alert");
  }

  async replaceSelection(): Promise<void> {
    await this.panel().getByRole("button", { name: "Replace the selection" }).click();
  }

  async insertAtCursor(): Promise<void> {
    await this.panel().getByRole("button", { name: "Insert at the cursor" }).click();
  }

  /** The alternative passages of an ALTERNATIVE answer, one list item each. */
  alternatives() {
    return this.panel().getByRole("list", { name: "Alternatives" }).getByRole("listitem");
  }

  /** Puts alternative `number` (from 1) in place of the selection. */
  async useAlternative(number: number): Promise<void> {
    await this.panel()
      .getByRole("button", { name: `Use this one (alternative ${number})` })
      .click();
  }

  /** The replacement words of a THESAURUS answer. */
  words() {
    return this.panel().getByRole("list", { name: "Replacement words" }).getByRole("listitem");
  }

  /** The ideas of a PLOT_AHEAD answer. */
  ideas() {
    return this.panel().getByRole("list", { name: "Ideas" }).getByRole("listitem");
  }

  /** The editor toolbar's Undo. */
  async undo(): Promise<void> {
    await this.page.getByRole("toolbar", { name: "Text formatting" }).getByRole("button", { name: "Undo" }).click();
  }
}

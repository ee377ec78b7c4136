import type { Page } from "@playwright/test";

/** The chapter editor's "AI tools" panel: pick a tool, see its estimate, run it, use or discard its answer. */
export class AiToolsPanel {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  panel() {
    return this.page.locator("details", { has: this.page.locator("summary", { hasText: /^AI tools/ }) });
  }

  /** Selects the chapter text's paragraph that holds `words` (a triple click selects one paragraph). */
  async selectParagraph(words: string): Promise<void> {
    await this.page.getByRole("textbox", { name: "Chapter text" }).getByText(words).click({ clickCount: 3 });
  }

  async chooseTool(label: string): Promise<void> {
    await this.panel().getByLabel("Tool").selectOption({ label });
  }

  /** Asks for the tool's estimate on the selected text. */
  async prepare(): Promise<void> {
    await this.panel().getByRole("button", { name: /^Use (on the selected text|here)$/ }).click();
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

  /** The editor toolbar's Undo. */
  async undo(): Promise<void> {
    await this.page.getByRole("toolbar", { name: "Text formatting" }).getByRole("button", { name: "Undo" }).click();
  }
}

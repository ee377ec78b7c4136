import type { Page } from "@playwright/test";

export interface AiPreferenceValues {
  /** "OpenAI" or "Anthropic": only a provider the server has can be chosen. */
  provider?: string;
  /** Model ids, as the price table names them. */
  openAiModel?: string;
  anthropicModel?: string;
  /** ACTION, REFLECTION, GENERAL, or "" for no preference. */
  sceneType?: string;
  temperature?: string;
  maxOutputTokens?: string;
}

/** The studio's /ai screen: AI status, balance, usage, transaction history, preferences and prompt templates. */
export class AiPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto("/ai");
  }

  statusSection() {
    return this.page.getByRole("region", { name: "AI on this server" });
  }

  simulatedNotice() {
    return this.statusSection().getByText("Answers come from the local simulator");
  }

  unavailableNotice() {
    return this.statusSection().getByText("The AI tools are not available on this server");
  }

  /** A provider's line in the status: its name, whether it is available, and why not. */
  provider(name: "OpenAI" | "Anthropic") {
    return this.statusSection().getByRole("listitem").filter({ hasText: name });
  }

  balanceSection() {
    return this.page.getByRole("region", { name: "Balance" });
  }

  balanceAmount() {
    return this.balanceSection().getByTestId("balance-amount");
  }

  monthlyUsageMeter() {
    return this.balanceSection().getByRole("meter");
  }

  usageSection() {
    return this.page.getByRole("region", { name: "Usage" });
  }

  async choosePeriod(days: 7 | 30 | 90): Promise<void> {
    await this.usageSection()
      .getByRole("radio", { name: `${days} days` })
      .check();
  }

  usageTotal(name: "Calls" | "Tokens in" | "Tokens out" | "Cost") {
    return this.usageSection()
      .locator("dl > div")
      .filter({ has: this.page.getByText(name, { exact: true }) })
      .locator("dd");
  }

  noUsageNotice(days: 7 | 30 | 90) {
    return this.usageSection().getByRole("heading", { name: `No AI use in the last ${days} days` });
  }

  costChart() {
    return this.usageSection().getByRole("img", { name: /^Bar chart of the cost of each day/ });
  }

  /** The cost bars of a breakdown ("By tool", "By model"): one per row of its table. */
  costBars(breakdown: "By tool" | "By model") {
    // The innermost block that holds the heading: its own list, not the one beside it.
    return this.usageSection()
      .locator("div", { has: this.page.getByRole("heading", { name: breakdown, exact: true }) })
      .last()
      .locator("ul li");
  }

  chartBars() {
    return this.costChart().locator("rect");
  }

  async showCostByDayTable(): Promise<void> {
    await this.usageSection().getByText("Show the cost of each day as a table").click();
  }

  costByDayRows() {
    return this.usageSection().getByRole("region", { name: "Cost by day table" }).locator("tbody tr");
  }

  usageRow(table: "By tool" | "By model", name: string) {
    return this.usageSection().getByRole("table", { name: table }).getByRole("row").filter({ hasText: name });
  }

  historySection() {
    return this.page.getByRole("region", { name: "Transaction history" });
  }

  transactionRow(description: string) {
    return this.historySection().getByRole("row").filter({ hasText: description });
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  async fillPreferences(values: AiPreferenceValues): Promise<void> {
    if (values.provider !== undefined) await this.page.getByRole("radio", { name: values.provider, exact: true }).check();
    if (values.openAiModel !== undefined) await this.field("OpenAI model").selectOption(values.openAiModel);
    if (values.anthropicModel !== undefined) await this.field("Anthropic model").selectOption(values.anthropicModel);
    if (values.sceneType !== undefined) await this.field("Scene type").selectOption(values.sceneType);
    if (values.temperature !== undefined) await this.field("Temperature").fill(values.temperature);
    if (values.maxOutputTokens !== undefined) await this.field("Maximum output tokens").fill(values.maxOutputTokens);
  }

  async savePreferences(): Promise<void> {
    await this.page.getByRole("button", { name: "Save preferences" }).click();
  }

  templatesSection() {
    return this.page.getByRole("region", { name: "Prompt templates" });
  }

  /** One of the five prompt templates, by what its tool creates ("Creates characters"), whatever the author named it. */
  template(purpose: string) {
    return this.templatesSection()
      .locator("details")
      .filter({ has: this.page.locator(":scope > summary", { hasText: purpose }) });
  }

  /** The "Your version" mark of a template the author edited. */
  templateCustomizedBadge(purpose: string) {
    return this.template(purpose).locator(":scope > summary").getByText("Your version", { exact: true });
  }

  async openTemplate(purpose: string): Promise<void> {
    await this.template(purpose).locator(":scope > summary").click();
  }

  async showTemplateAdvancedSettings(purpose: string): Promise<void> {
    await this.template(purpose).getByText("Advanced settings", { exact: true }).click();
  }

  templateField(purpose: string, label: "Name" | "Instructions" | "Temperature" | "Maximum output tokens" | "Model" | "Book") {
    return this.template(purpose).getByLabel(label, { exact: true });
  }

  /** Types `text` at the end of the template's instructions. */
  async addToTemplateInstructions(purpose: string, text: string): Promise<void> {
    const field = this.templateField(purpose, "Instructions");
    await field.click();
    await field.press("Control+End");
    await field.pressSequentially(text);
  }

  /** Removes `text` from the template's instructions, as an author would correct it. */
  async removeFromTemplateInstructions(purpose: string, text: string): Promise<void> {
    const field = this.templateField(purpose, "Instructions");
    await field.fill((await field.inputValue()).replace(text, ""));
  }

  /** Puts `{{name}}` at the instructions' caret with the placeholder's chip (which also ticks it among the variables). */
  async insertTemplatePlaceholder(purpose: string, name: string): Promise<void> {
    await this.template(purpose)
      .getByRole("group", { name: "Insert a placeholder" })
      .getByRole("button", { name: new RegExp(`^Insert \\{\\{${name}\\}\\}`) })
      .click();
  }

  async saveTemplate(purpose: string): Promise<void> {
    await this.template(purpose).getByRole("button", { name: "Save template" }).click();
  }

  /** A message the server gave about one of the template's fields, shown under it. */
  templateFieldError(purpose: string, text: string) {
    return this.template(purpose).getByRole("alert").filter({ hasText: text });
  }

  /** Compiles the saved template for one of the author's books, picked by title. */
  async previewTemplateFor(purpose: string, bookTitle: string): Promise<void> {
    await this.templateField(purpose, "Book").selectOption({ label: bookTitle });
    await this.template(purpose).getByRole("button", { name: "Preview", exact: true }).click();
  }

  templatePreview(purpose: string) {
    return this.template(purpose).getByTestId("template-preview");
  }

  /** "Restore the default", confirmed in its dialog: the author's version is deleted. */
  async restoreDefaultTemplate(purpose: string): Promise<void> {
    await this.template(purpose).getByRole("button", { name: "Restore the default" }).click();
    await this.page.getByRole("dialog", { name: "Restore the default template?" }).getByRole("button", { name: "Delete my version" }).click();
  }

  toast(text: string) {
    return this.page.getByText(text);
  }

  fieldError(text: string) {
    return this.page.getByRole("alert").filter({ hasText: text });
  }
}

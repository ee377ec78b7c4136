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

/** The studio's /ai screen: AI status, balance, usage, transaction history and preferences. */
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
    await this.usageSection().getByRole("radio", { name: `${days} days` }).check();
  }

  usageTotal(name: "Calls" | "Tokens in" | "Tokens out" | "Cost") {
    return this.usageSection().locator("dl > div").filter({ has: this.page.getByText(name, { exact: true }) }).locator("dd");
  }

  noUsageNotice(days: 7 | 30 | 90) {
    return this.usageSection().getByRole("heading", { name: `No AI use in the last ${days} days` });
  }

  costChart() {
    return this.usageSection().getByRole("img", { name: /^Bar chart of the cost of each day/ });
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

  toast(text: string) {
    return this.page.getByText(text);
  }

  fieldError(text: string) {
    return this.page.getByRole("alert").filter({ hasText: text });
  }
}

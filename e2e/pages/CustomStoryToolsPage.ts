import type { Page } from "@playwright/test";

export interface StepInput {
  instructions: string;
  /** A model's name (its option value), e.g. "gpt-4.1-mini". */
  model?: string;
}

/** The custom story tools screen (/custom-story-tools): the shipped tools, the author's own, and the tool form. */
export class CustomStoryToolsPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto("/custom-story-tools");
  }

  ownTools() {
    return this.page.getByRole("list", { name: "Your tools", exact: true });
  }

  shippedTools() {
    return this.page.getByRole("list", { name: "Shipped with Storyloom", exact: true });
  }

  noOwnTools() {
    return this.page.getByRole("heading", { name: "You have no tools of your own yet" });
  }

  /** A tool's card in either list. */
  tool(name: string) {
    return this.page.getByRole("listitem", { name, exact: true });
  }

  async startNewTool(): Promise<void> {
    await this.page.getByRole("button", { name: "New tool", exact: true }).click();
  }

  async viewTool(name: string): Promise<void> {
    await this.page.getByRole("button", { name: `View ${name}`, exact: true }).click();
  }

  async editTool(name: string): Promise<void> {
    await this.page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
  }

  /** Deletes a tool from its card, confirming in the dialog. */
  async deleteTool(name: string): Promise<void> {
    await this.page.getByRole("button", { name: `Delete ${name}`, exact: true }).click();
    await this.page.getByRole("dialog").getByRole("button", { name: "Delete tool" }).click();
  }

  async fillName(name: string): Promise<void> {
    await this.page.getByLabel("Name", { exact: true }).fill(name);
  }

  async fillDescription(description: string): Promise<void> {
    await this.page.getByLabel("Description", { exact: true }).fill(description);
  }

  async chooseIcon(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByLabel("Icon", { exact: true }).setInputFiles(file);
  }

  /** The chosen (not yet saved) icon, drawn in the form. */
  chosenIconPreview() {
    return this.page.getByRole("img", { name: "Preview of the new icon" });
  }

  /** The saved icon, as the form shows it. */
  savedIcon() {
    return this.page.getByRole("img", { name: "The tool's icon" });
  }

  /** The first step: the tool's own model and instructions. */
  async fillFirstStep(step: StepInput): Promise<void> {
    if (step.model) await this.page.getByLabel("Model, step 1", { exact: true }).selectOption(step.model);
    await this.page.getByLabel("Instructions, step 1", { exact: true }).fill(step.instructions);
  }

  /** Adds a further step at the end and fills it in; `number` is the step's number as the form shows it (2 for the first further step). */
  async addStep(number: number, step: StepInput): Promise<void> {
    await this.page.getByRole("button", { name: "Add a step", exact: true }).click();
    await this.fillStep(number, step);
  }

  async fillStep(number: number, step: StepInput): Promise<void> {
    if (step.model) await this.page.getByLabel(`Model, step ${number}`, { exact: true }).selectOption(step.model);
    await this.page.getByLabel(`Instructions, step ${number}`, { exact: true }).fill(step.instructions);
  }

  stepInstructions(number: number) {
    return this.page.getByLabel(`Instructions, step ${number}`, { exact: true });
  }

  async moveStepUp(number: number): Promise<void> {
    await this.page.getByRole("button", { name: `Move up step ${number}`, exact: true }).click();
  }

  async removeStep(number: number): Promise<void> {
    await this.page.getByRole("button", { name: `Remove step ${number}`, exact: true }).click();
  }

  /** Leaves a tool's read-only view for the lists. */
  async backToTools(): Promise<void> {
    await this.page.getByRole("button", { name: "Back to the tools", exact: true }).click();
  }

  async save(): Promise<void> {
    await this.page.getByRole("button", { name: "Save tool", exact: true }).click();
  }

  toast(text: string) {
    return this.page.getByRole("region", { name: "Notifications" }).getByText(text);
  }
}

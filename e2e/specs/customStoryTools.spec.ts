import { expect, test } from "../support/test.ts";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { generatePng } from "../pages/CoverAndExportPage.ts";
import { CustomStoryToolsPage } from "../pages/CustomStoryToolsPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";
import { Viewport } from "../pages/Viewport.ts";

test.beforeEach(async ({ page }) => {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Tool Author", email: `tools-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
});

test("an author creates a two-step tool with an icon, edits it, sees it in the list and deletes it", async ({ page }) => {
  // Two accessibility scans of a long form take much of the default 30 s here.
  test.slow();
  const tools = new CustomStoryToolsPage(page);
  await tools.goto();
  await expect(tools.shippedTools().getByRole("heading", { level: 3 })).toHaveText([
    "Tighten then polish",
    "Show, don't tell",
    "Continue the scene",
    "Continue the screenplay scene",
  ]);
  await expect(tools.noOwnTools()).toBeVisible();

  await tools.startNewTool();
  await tools.fillName("Sharpen dialogue");
  await tools.fillDescription("Cuts the small talk, then smooths the rhythm.");
  await tools.chooseIcon({ name: "spark.png", mimeType: "image/png", buffer: generatePng(64, 64) });
  await expect(tools.chosenIconPreview()).toBeVisible();
  await tools.fillFirstStep({ model: "gpt-4.1-mini", instructions: "Sharpen the dialogue in this passage:\n{{selection}}" });
  await tools.addStep(2, { model: "claude-haiku-4-5", instructions: "Polish its {{mood}}:\n{{previous}}" });
  expect(await findAccessibilityViolations(page), "the tool form").toEqual([]);
  await tools.save();

  // The server names the step whose placeholder it cannot fill; nothing is saved.
  await expect(tools.stepInstructions(2)).toHaveAccessibleDescription(
    /Unknown placeholder \{\{mood\}\}\. Use \{\{selection\}\}, \{\{before\}\}, \{\{after\}\}, \{\{userInstructions\}\} or \{\{previous\}\}\.$/,
  );
  await expect(page.getByRole("alert").filter({ hasText: "One field needs your attention." })).toBeVisible();
  await tools.fillStep(2, { instructions: "Polish the rhythm:\n{{previous}}" });
  await tools.save();

  await expect(tools.toast("“Sharpen dialogue” is saved.")).toBeVisible();
  const card = tools.ownTools().getByRole("listitem", { name: "Sharpen dialogue", exact: true });
  await expect(card).toContainText("2 steps");
  await expect(card).toContainText("Cuts the small talk, then smooths the rhythm.");
  await expect(card.locator("img")).toHaveAttribute("src", /\/api\/v1\/files\/images\/[0-9a-f]{32}\.webp$/);
  expect(await findAccessibilityViolations(page), "the tools list").toEqual([]);

  await tools.editTool("Sharpen dialogue");
  await expect(tools.savedIcon()).toBeVisible();
  await expect(tools.stepInstructions(2)).toHaveValue("Polish the rhythm:\n{{previous}}");
  await tools.fillName("Sharpen the dialogue");
  await tools.addStep(3, { instructions: "Check the names:\n{{previous}}" });
  await tools.moveStepUp(3);
  await expect(tools.stepInstructions(2)).toHaveValue("Check the names:\n{{previous}}");
  await tools.save();

  await expect(tools.toast("“Sharpen the dialogue” is saved.")).toBeVisible();
  await expect(tools.ownTools().getByRole("heading", { level: 3 })).toHaveText(["Sharpen the dialogue"]);
  await expect(tools.tool("Sharpen the dialogue")).toContainText("3 steps");
  await page.reload();
  await expect(tools.tool("Sharpen the dialogue")).toContainText("3 steps");

  await tools.viewTool("Tighten then polish");
  await expect(page.getByRole("heading", { level: 2, name: "Tighten then polish" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Step 2" })).toBeVisible();
  await tools.backToTools();

  await tools.deleteTool("Sharpen the dialogue");
  await expect(tools.toast("“Sharpen the dialogue” is deleted.")).toBeVisible();
  await expect(tools.noOwnTools()).toBeVisible();
});

test("the tools and the tool form fit every breakpoint without scrolling sideways", async ({ page }) => {
  const tools = new CustomStoryToolsPage(page);
  const viewport = new Viewport(page);
  await tools.goto();
  for (const width of [375, 600, 768, 1024, 1400]) {
    await viewport.resize(width);
    await tools.goto();
    await expect(tools.shippedTools()).toBeVisible();
    await expect.poll(() => viewport.sidewaysOverflow(), { message: `the tools at ${width}px` }).toBe(0);
    await tools.startNewTool();
    await tools.addStep(2, { instructions: "Polish {{previous}}" });
    await expect.poll(() => viewport.sidewaysOverflow(), { message: `the tool form at ${width}px` }).toBe(0);
  }
});

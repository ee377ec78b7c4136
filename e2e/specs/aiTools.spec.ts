import { expect, test } from "../support/test.ts";
import { AiToolsPanel } from "../pages/AiToolsPanel.ts";
import { ChapterEditorPage } from "../pages/ChapterEditorPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

const author = { email: "author@storyloom.test", password: "storyloom-author" };
const PASSAGE = "The lamplighter walked the length of the harbour wall every evening and counted the boats that had not come home before he lit a single lamp.";

/** A book of the signed-in author with one chapter holding `markup`. */
async function bookWithText(editor: ChapterEditorPage, title: string, markup: string): Promise<{ bookId: number; chapterId: number }> {
  const { bookId, chapterId } = await editor.createBookWithChapter(title);
  const response = await editor.page.request.patch(`/api/v1/books/${bookId}/chapters/${chapterId}`, { data: { markup, version: 1 } });
  expect(response.ok(), await response.text()).toBe(true);
  return { bookId, chapterId };
}

test("an author shortens a passage with an AI tool: the estimate before, the text replaced, the cost after, and undo brings it back", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(author.email, author.password);
  await expect(page).toHaveURL(/\/books$/);
  const editor = new ChapterEditorPage(page);
  const tools = new AiToolsPanel(page);
  const { bookId, chapterId } = await bookWithText(editor, `Harbour Lights ${Date.now()}`, `<p>${PASSAGE}</p><p>The tide turned.</p>`);
  await editor.goto(bookId, chapterId);
  await expect(editor.text()).toContainText(PASSAGE);

  await tools.selectParagraph("The lamplighter walked");
  await tools.chooseTool("Shorten");
  await tools.prepare();
  await expect(tools.estimate()).toHaveText(/^at most \$\d+\.\d{2,4}$|^at most under \$0\.0001$/);
  await tools.run();

  await expect(tools.result()).not.toBeEmpty();
  await expect(tools.cost()).toHaveText(/^Cost: \$[\d.]+\. Your balance: \$[\d.]+\.$/);
  const answer = (await tools.result().textContent()) ?? "";
  expect(answer.length).toBeGreaterThan(0);
  expect(answer.length).toBeLessThan(PASSAGE.length);
  await tools.replaceSelection();
  await expect(editor.text()).toContainText(answer);
  await expect(editor.text()).not.toContainText(PASSAGE);
  await expect(editor.text()).toContainText("The tide turned.");

  await tools.undo();
  await expect(editor.text()).toContainText(PASSAGE);
  await expect(editor.saveStatus()).toHaveText("Saved");

  // The run is on the author's AI page: charged once, as an AI use.
  const balance = (await (await page.request.get("/api/v1/balance")).json()) as { transactions: { items: Array<{ type: string; description: string }> } };
  expect(balance.transactions.items[0]).toMatchObject({ type: "AI_USAGE", description: expect.stringContaining("(SHORTEN)") });
});

test("a custom two-step tool runs its steps in turn, each feeding the next", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(author.email, author.password);
  await expect(page).toHaveURL(/\/books$/);
  const editor = new ChapterEditorPage(page);
  const tools = new AiToolsPanel(page);
  const name = `Tighten then polish ${Date.now()}`;
  const created = await page.request.post("/api/v1/story-tools", {
    multipart: {
      name,
      type: "EDIT",
      defaultModel: "gpt-4.1-mini",
      instructions: "Shorten the passage: {{selection}}",
      steps: JSON.stringify([{ instructions: "Polish this draft without changing its meaning: {{previous}}" }]),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { bookId, chapterId } = await bookWithText(editor, `Two Steps ${Date.now()}`, `<p>${PASSAGE}</p>`);
  await editor.goto(bookId, chapterId);

  await tools.selectParagraph("The lamplighter walked");
  await tools.chooseTool(`${name} (2 steps)`);
  await tools.prepare();
  await expect(tools.panel()).toContainText("for the first of 2 steps");
  await tools.run();
  await expect(tools.result()).not.toBeEmpty();
  await expect(tools.cost()).toHaveText(/^Cost: \$/);
  await tools.replaceSelection();
  await expect(editor.text()).not.toContainText(PASSAGE);

  const usage = (await (await page.request.get("/api/v1/ai/usage?days=1")).json()) as { usage: { byTool: Array<{ tool: string; calls: number }> } };
  expect(usage.usage.byTool.find((row) => row.tool === "CUSTOM_STORY_TOOL")?.calls).toBeGreaterThanOrEqual(2);
});

test("an author without AI balance accepts the AI terms, then sees why a tool is refused and where to go", async ({ page }) => {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Broke Author", email: `broke-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
  const editor = new ChapterEditorPage(page);
  const tools = new AiToolsPanel(page);
  const { bookId, chapterId } = await bookWithText(editor, "No Balance", `<p>${PASSAGE}</p>`);

  // Without the AI terms the tools refuse and say where to accept them.
  await editor.goto(bookId, chapterId);
  await tools.selectParagraph("The lamplighter walked");
  await tools.prepare();
  await expect(tools.estimate()).toBeVisible();
  await tools.run();
  await expect(tools.failure()).toContainText("Accept the AI terms");

  await page.goto("/ai");
  await page.getByLabel("I accept the AI terms").check();
  await expect(page.getByText("You accepted the AI terms")).toBeVisible();

  await editor.goto(bookId, chapterId);
  await tools.selectParagraph("The lamplighter walked");
  await tools.prepare();
  await tools.run();
  await expect(tools.failure()).toContainText("Your AI balance is too low for this request. Top up your balance to use the AI tools.");
  await expect(tools.failure().getByRole("link", { name: "See your AI balance and limits" })).toHaveAttribute("href", "/ai");
  await expect(editor.text()).toContainText(PASSAGE);
});

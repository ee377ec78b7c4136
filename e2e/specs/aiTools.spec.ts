import { expect, test } from "../support/test.ts";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { AiToolsPanel } from "../pages/AiToolsPanel.ts";
import { ChapterEditorPage } from "../pages/ChapterEditorPage.ts";
import { signInAsDemoAuthor } from "../support/people.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";
import { Viewport } from "../pages/Viewport.ts";

const PASSAGE = "The lamplighter walked the length of the harbour wall every evening and counted the boats that had not come home before he lit a single lamp.";

/** A book of the signed-in author with one chapter holding `markup`. */
async function bookWithText(editor: ChapterEditorPage, title: string, markup: string): Promise<{ bookId: number; chapterId: number }> {
  const { bookId, chapterId } = await editor.createBookWithChapter(title);
  const response = await editor.page.request.patch(`/api/v1/books/${bookId}/chapters/${chapterId}`, { data: { markup, version: 1 } });
  expect(response.ok(), await response.text()).toBe(true);
  return { bookId, chapterId };
}

test("an author shortens a passage with an AI tool: the estimate before, the text replaced, the cost after, and undo brings it back", async ({ page }) => {
  await signInAsDemoAuthor(page);
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
  await signInAsDemoAuthor(page);
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

test("ALTERNATIVE offers other versions of the selection, and using one replaces it in one step of undo", async ({ page }) => {
  await signInAsDemoAuthor(page);
  const editor = new ChapterEditorPage(page);
  const tools = new AiToolsPanel(page);
  const { bookId, chapterId } = await bookWithText(editor, `Other Ways ${Date.now()}`, `<p>${PASSAGE}</p><p>The tide turned.</p>`);
  await editor.goto(bookId, chapterId);
  await expect(editor.text()).toContainText(PASSAGE);

  await tools.selectParagraph("The lamplighter walked");
  await tools.chooseTool("Alternatives");
  await tools.askFor(2);
  await tools.prepare();
  await expect(tools.estimate()).toBeVisible();
  await tools.run();

  await expect(tools.alternatives().first()).toBeVisible();
  await expect(tools.cost()).toHaveText(/^Cost: \$/);
  const alternative = ((await tools.alternatives().first().locator("p").textContent()) ?? "").trim();
  expect(alternative.length).toBeGreaterThan(0);
  // The choices are for everyone, and the panel beside the text never widens the page.
  expect(await findAccessibilityViolations(page)).toEqual([]);
  const viewport = new Viewport(page);
  for (const width of [600, 768, 1024]) {
    await viewport.resize(width);
    await expect.poll(() => viewport.sidewaysOverflow(), { message: `the AI tools panel at ${width}px` }).toBe(0);
  }
  await tools.useAlternative(1);
  await expect(editor.text()).toContainText(alternative);
  await expect(editor.text()).not.toContainText(PASSAGE);
  await expect(editor.text()).toContainText("The tide turned.");
  await expect(tools.alternatives()).toHaveCount(0);

  await tools.undo();
  await expect(editor.text()).toContainText(PASSAGE);

  const usage = (await (await page.request.get("/api/v1/ai/usage?days=1")).json()) as { usage: { byTool: Array<{ tool: string; calls: number }> } };
  expect(usage.usage.byTool.find((row) => row.tool === "ALTERNATIVE")?.calls).toBeGreaterThanOrEqual(1);
});

test("CREATE_SCENE writes one of the chapter's scene cards as prose, inserted at the cursor", async ({ page }) => {
  await signInAsDemoAuthor(page);
  const editor = new ChapterEditorPage(page);
  const tools = new AiToolsPanel(page);
  const { bookId, chapterId } = await bookWithText(editor, `Scene Cards ${Date.now()}`, `<p>${PASSAGE}</p><p>The tide turned.</p>`);
  const scene = await page.request.post(`/api/v1/books/${bookId}/chapters/${chapterId}/scenes`, {
    data: {
      type: "ACTION",
      primaryCharacter: "The lamplighter",
      goal: "Bring the last boat in through the fog",
      conflict: "The lamps will not light",
      resolution: "GET_COMPLICATED",
    },
  });
  expect(scene.ok(), await scene.text()).toBe(true);
  await editor.goto(bookId, chapterId);
  await expect(editor.text()).toContainText(PASSAGE);

  await tools.placeCursorAfter("The lamplighter walked");
  await tools.chooseTool("Write a scene from its card");
  await tools.pickSceneCard("Scene 1: Bring the last boat in through the fog");
  await tools.prepare();
  await expect(tools.panel()).toContainText("At the cursor.");
  await expect(tools.estimate()).toBeVisible();
  await tools.run();

  await expect(tools.result()).not.toBeEmpty();
  await expect(tools.cost()).toHaveText(/^Cost: \$/);
  const written = ((await tools.result().textContent()) ?? "").trim();
  await tools.insertAtCursor();

  // The scene stands as paragraphs of its own, between the paragraph the cursor was in and the next one.
  const paragraphs = editor.text().locator("p");
  await expect(paragraphs.first()).toHaveText(PASSAGE);
  await expect(paragraphs.nth(1)).toHaveText(written.split("\n")[0] ?? written);
  await expect(paragraphs.last()).toHaveText("The tide turned.");
  await expect(editor.saveStatus()).toHaveText("Saved");
});

test("an AI answer streams through the gateway as it is written, not all at once at the end", async ({ page }) => {
  await signInAsDemoAuthor(page);

  // In the browser, as the studio reads it: when each piece of the stream arrives.
  const arrivals = await page.evaluate(async () => {
    const started = performance.now();
    const response = await fetch("/api/v1/ai/open-ai/responses?tool=FREE_FORM", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "gpt-4.1-mini", input: "Write three sentences about a harbour at night.", max_output_tokens: 200, stream: true }),
    });
    const reader = response.body!.getReader();
    const times: number[] = [];
    let deltas = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const count = new TextDecoder().decode(value).split("response.output_text.delta").length - 1;
      if (count > 0) times.push(performance.now() - started);
      deltas += count;
    }
    return { status: response.status, encoding: response.headers.get("content-encoding"), times, deltas };
  });
  expect(arrivals.status).toBe(200);
  expect(arrivals.encoding).toBeNull();
  // The simulator pauses before each piece it writes (E2E_AI_SIMULATOR_DELAY_MS), a piece holding one or more
  // deltas. Passed on as they come, the deltas arrive spread over many pauses, though a busy browser reads
  // several at once; held back to the end, they would arrive together, in reads a millisecond or two apart.
  expect(arrivals.times.length).toBeGreaterThanOrEqual(2);
  const pause = Number(process.env.E2E_AI_SIMULATOR_DELAY_MS);
  expect(pause).toBeGreaterThan(0);
  expect(arrivals.deltas).toBeGreaterThan(10);
  expect(arrivals.times.at(-1)! - arrivals.times[0]!).toBeGreaterThan(10 * pause);
});

import { expect, test } from "../support/test.ts";
import { signInAsDemoAuthor } from "../support/people.ts";
import { AiGenerationPage } from "../pages/AiGenerationPage.ts";
import { OutlinePage } from "../pages/OutlinePage.ts";
import { StoryBiblePage } from "../pages/StoryBiblePage.ts";

// The demo author has accepted the AI terms and holds a $5 balance; the stack's AI is the simulator.
test("an author generates two characters, keeps one and discards the other, and only the kept one is saved", async ({ page }) => {
  await signInAsDemoAuthor(page);
  const ai = new AiGenerationPage(page);
  const bible = new StoryBiblePage(page);
  const bookId = await ai.createBook(`AI Characters ${Date.now()}`);
  await ai.gotoStoryBible(bookId);
  await expect(bible.emptyState("No characters yet")).toBeVisible();

  await ai.openGenerator();
  const panel = ai.panel("Generate characters with AI");
  await ai.requestGeneration(panel, { count: 2, type: "Supporting", instruction: "Two rivals of the harbour master." });
  await expect(ai.estimate(panel)).toHaveText(/^at most (\$\d+\.\d{2,4}|under \$0\.0001)$/);
  await ai.run(panel);

  await expect(ai.suggestions(panel)).toHaveCount(2);
  await expect(ai.suggestions(panel).first()).toContainText("Suggested by AI");
  await expect(ai.suggestions(panel).first()).toContainText("Simulated");
  await expect(ai.cost(panel)).toHaveText(/^Cost: \$[\d.]+\. Your balance: \$[\d.]+\.$/);
  const kept = (await ai.suggestionTitle(panel, 0).textContent()) ?? "";
  expect(kept.length).toBeGreaterThan(0);

  await ai.acceptSuggestion(panel, 0);
  await expect(ai.suggestions(panel)).toHaveCount(1);
  await expect(bible.cardNames("Characters")).toHaveText([kept]);
  await ai.discardSuggestion(panel, 0);
  await expect(ai.suggestions(panel)).toHaveCount(0);
  await expect(panel).toContainText("Every suggestion was accepted or discarded.");

  await page.reload();
  await expect(bible.cardNames("Characters")).toHaveText([kept]);
  await expect(bible.card(kept)).toContainText("Supporting");
});

test("an author generates one idea with AI and keeps it", async ({ page }) => {
  await signInAsDemoAuthor(page);
  const ai = new AiGenerationPage(page);
  const bible = new StoryBiblePage(page);
  const bookId = await ai.createBook(`AI Ideas ${Date.now()}`);
  await ai.gotoStoryBible(bookId, "Ideas");
  await expect(bible.emptyState("No ideas yet")).toBeVisible();

  await ai.openGenerator();
  const panel = ai.panel("Generate ideas with AI");
  await ai.requestGeneration(panel, { ideas: "One developed idea", instruction: "A secret about the tide clock." });
  await expect(ai.estimate(panel)).toBeVisible();
  await ai.run(panel);
  await expect(ai.suggestions(panel)).toHaveCount(1);
  const idea = ((await ai.suggestionLine(panel, 0, "Idea").textContent()) ?? "").replace(/^Idea: /, "");
  expect(idea.length).toBeGreaterThan(0);

  await ai.acceptSuggestion(panel, 0);
  await expect(ai.toast("The idea is kept.")).toBeVisible();
  await expect(bible.ideaText(1)).toHaveValue(idea);
  await page.reload();
  await expect(bible.ideaText(1)).toHaveValue(idea);
});

test("an author changes a character with AI, sees the change beside the current version, and accepts it", async ({ page }) => {
  await signInAsDemoAuthor(page);
  const ai = new AiGenerationPage(page);
  const bible = new StoryBiblePage(page);
  const bookId = await ai.createBook(`AI Change ${Date.now()}`);
  await ai.createCharacter(bookId, { name: "Mira Vale", type: "PROTAGONIST", overview: "Keeps the harbour clock." });
  await ai.gotoStoryBible(bookId);

  await ai.openChange("Mira Vale");
  const panel = ai.panel("Change Mira Vale with AI");
  // docs/product.md (Validation rules): a modification instruction takes at most 750 characters; the compile says so, under the field, and nothing runs.
  await ai.requestChange(panel, "m".repeat(751));
  await expect(ai.field(panel, "What should change?")).toHaveAccessibleDescription(/Input can't be longer than 750 characters\.$/);
  await expect(ai.estimate(panel)).toHaveCount(0);
  await ai.requestChange(panel, "Make her the clock's saboteur.");
  await expect(ai.estimate(panel)).toBeVisible();
  await ai.run(panel);
  await expect(panel.getByRole("region", { name: "Mira Vale now" })).toContainText("Keeps the harbour clock.");
  await expect(ai.proposal(panel)).toContainText("Suggested by AI");
  const name = await ai.proposedValue(panel, "Name");
  const overview = await ai.proposedValue(panel, "Overview");

  await ai.acceptChange(panel);
  await expect(ai.toast("Mira Vale is changed.")).toBeVisible();
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(bible.cardNames("Characters")).toHaveText([name]);
  await expect(bible.card(name)).toContainText(overview);
});

test("an author generates beats for an act on the outline and accepts them all", async ({ page }) => {
  await signInAsDemoAuthor(page);
  const ai = new AiGenerationPage(page);
  const outline = new OutlinePage(page);
  const bookId = await ai.createBook(`AI Beats ${Date.now()}`);
  await ai.gotoOutline(bookId);
  await expect(outline.noOutline()).toBeVisible();

  await ai.openGenerator("Generate beats with AI");
  const panel = ai.panel("Generate beats with AI");
  await ai.requestGeneration(panel, { act: "Act 2", count: 2 });
  await ai.run(panel);
  await expect(ai.suggestions(panel)).toHaveCount(2);
  const names = [(await ai.suggestionTitle(panel, 0).textContent()) ?? "", (await ai.suggestionTitle(panel, 1).textContent()) ?? ""];

  await ai.acceptAll(panel);
  await expect(ai.suggestions(panel)).toHaveCount(0);
  await expect(outline.beatNames("Act 2")).toHaveText(names);
  await page.reload();
  await expect(outline.beatNames("Act 2")).toHaveText(names);
});

test("an author generates scene cards for a beat's chapter on the outline and keeps one", async ({ page }) => {
  await signInAsDemoAuthor(page);
  const ai = new AiGenerationPage(page);
  const bookId = await ai.createBook(`AI Scenes ${Date.now()}`);
  const chapterId = await ai.createBeatWithChapter(bookId, "Arrival", "The harbour");
  await ai.gotoOutline(bookId);

  await ai.openSceneGenerator("Arrival");
  const panel = ai.panel("Generate scenes with AI");
  await ai.requestGeneration(panel, { count: 2 });
  await ai.run(panel);
  // Two full scene cards are some 500 tokens, which the simulator streams at 15 ms each.
  await expect(ai.suggestions(panel)).toHaveCount(2, { timeout: 20_000 });
  await expect(ai.suggestionTitle(panel, 0)).toHaveText(/^Scene 1/);
  const goal = ((await ai.suggestionLine(panel, 1, "Goal").textContent()) ?? "").replace(/^Goal: /, "");

  await ai.acceptSuggestion(panel, 1);
  await expect(ai.toast("1 scene card added to Chapter 1: The harbour.")).toBeVisible();
  await ai.discardSuggestion(panel, 0);
  await expect(ai.suggestions(panel)).toHaveCount(0);
  expect(await ai.sceneGoals(bookId, chapterId)).toEqual([goal]);
});

test("an author plans Act 1 with AI and accepts all its beats, which the act keeps", async ({ page }) => {
  await signInAsDemoAuthor(page);
  const ai = new AiGenerationPage(page);
  const outline = new OutlinePage(page);
  const bookId = await ai.createBook(`AI Act Plan ${Date.now()}`);
  await ai.gotoOutline(bookId);

  await ai.openActPlanner("Act 1");
  const panel = ai.panel("Plan Act 1 with AI");
  await ai.requestPlan(panel, { count: 3, instruction: "Open on the harbour at night." });
  await expect(ai.estimate(panel)).toBeVisible();
  await ai.run(panel);
  await expect(ai.suggestions(panel)).toHaveCount(3, { timeout: 20_000 });
  await expect(ai.suggestions(panel).first()).toContainText("Act: Act 1");
  const names = await ai.suggestionTitles(panel).allTextContents();

  await ai.acceptAll(panel);
  await expect(ai.toast("3 beats added to Act 1.")).toBeVisible();
  await expect(ai.suggestions(panel)).toHaveCount(0);
  await ai.closePanel(panel);
  await expect(outline.beatNames("Act 1")).toHaveText(names);
  await page.reload();
  await expect(outline.beatNames("Act 1")).toHaveText(names);
  await expect(outline.beatNames("Act 2")).toHaveCount(0);
});

test("an author changes a beat with AI, sees it beside the beat as it is, and accepts it", async ({ page }) => {
  await signInAsDemoAuthor(page);
  const ai = new AiGenerationPage(page);
  const outline = new OutlinePage(page);
  const bookId = await ai.createBook(`AI Beat Change ${Date.now()}`);
  await ai.createBeatWithChapter(bookId, "Arrival", "The harbour");
  await ai.gotoOutline(bookId);

  await ai.openChange("Arrival");
  const panel = ai.panel("Change Arrival with AI");
  await ai.requestChange(panel, "m".repeat(751));
  await expect(ai.field(panel, "What should change?")).toHaveAccessibleDescription(/Input can't be longer than 750 characters\.$/);
  await expect(ai.estimate(panel)).toHaveCount(0);
  await ai.requestChange(panel, "Make the arrival a shipwreck.");
  await expect(ai.estimate(panel)).toBeVisible();
  await ai.run(panel);
  await expect(panel.getByRole("region", { name: "Arrival now" })).toContainText("Name: Arrival");
  const name = await ai.proposedValue(panel, "Name");
  expect(name).not.toBe("Arrival");

  await ai.acceptChange(panel);
  await expect(ai.toast("Arrival is changed.")).toBeVisible();
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(outline.beat(name)).toBeVisible();
  await expect(outline.beat("Arrival")).toHaveCount(0);
  await expect(outline.chapterLinks(name)).toHaveText(["Chapter 1: The harbour"]);
});

test("an author changes a scene card on the outline with AI and accepts it", async ({ page }) => {
  await signInAsDemoAuthor(page);
  const ai = new AiGenerationPage(page);
  const bookId = await ai.createBook(`AI Scene Change ${Date.now()}`);
  const chapterId = await ai.createBeatWithChapter(bookId, "Arrival", "The harbour");
  await ai.createScene(bookId, chapterId, { type: "ACTION", goal: "Reach the tower." });
  await ai.gotoOutline(bookId);

  await ai.showSceneCards("Arrival");
  await expect(ai.sceneCards("Chapter 1: The harbour")).toHaveCount(1);
  await expect(ai.sceneCards("Chapter 1: The harbour").first()).toContainText("Goal: Reach the tower.");
  await ai.openSceneChange("Scene 1 of Chapter 1: The harbour");
  const panel = ai.panel("Change Scene 1 of Chapter 1: The harbour with AI");
  await ai.requestChange(panel, "Make the tower unreachable tonight.");
  await expect(ai.estimate(panel)).toBeVisible();
  await ai.run(panel);
  await expect(panel.getByRole("region", { name: "Scene 1 of Chapter 1: The harbour now" })).toContainText("Goal: Reach the tower.");
  const goal = await ai.proposedValue(panel, "Goal");
  expect(goal).not.toBe("Reach the tower.");

  await ai.acceptChange(panel);
  await expect(ai.toast("Scene 1 of Chapter 1: The harbour is changed.")).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(ai.sceneCards("Chapter 1: The harbour").first()).toContainText(`Goal: ${goal}`);
  expect(await ai.sceneGoals(bookId, chapterId)).toEqual([goal]);
});

import { expect, test } from "@playwright/test";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { AiGenerationPage } from "../pages/AiGenerationPage.ts";
import { AiJobsPage } from "../pages/AiJobsPage.ts";
import { storefrontFirstScreens } from "../pages/firstScreens.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { StoryBiblePage } from "../pages/StoryBiblePage.ts";
import { StudioShell } from "../pages/StudioShell.ts";
import { newAiAuthor, signInAs } from "../support/people.ts";

for (const path of storefrontFirstScreens) {
  test(`storefront ${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(path);

    expect(await findAccessibilityViolations(page)).toEqual([]);
  });
}

test("sign-in errors and the studio shell have no WCAG 2.1 AA violations", async ({ page }) => {
  const login = new LoginPage(page);
  const studio = new StudioShell(page);
  await login.goto();
  await login.signIn("author@storyloom.test", "not-the-password");
  await expect(login.alert()).toBeVisible();
  expect(await findAccessibilityViolations(page)).toEqual([]);

  await login.signIn("author@storyloom.test", "storyloom-author");
  await expect(studio.navigation()).toBeVisible();

  expect(await findAccessibilityViolations(page)).toEqual([]);
});

test("the studio's profile, settings, account and AI screens have no WCAG 2.1 AA violations", async ({ page }) => {
  await signInAs(page, "author");
  for (const path of ["/profile", "/settings", "/my-account", "/ai"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: /^(Save|Change) / }).first()).toBeVisible();
    expect(await findAccessibilityViolations(page), path).toEqual([]);
  }
});

test("every tab of a book's story bible, and a character's open form, have no WCAG 2.1 AA violations", async ({ page }) => {
  const studio = new StudioShell(page);
  const bible = new StoryBiblePage(page);
  await signInAs(page, "author");
  await expect(studio.navigation()).toBeVisible();
  await bible.goto(await bible.firstBookId());
  for (const tab of ["Characters", "Lore", "Ideas", "Story settings"] as const) {
    await bible.openTab(tab);
    await expect(bible.tab(tab)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await expect(bible.loading()).toHaveCount(0);
    expect(await findAccessibilityViolations(page), tab).toEqual([]);
  }

  await bible.openTab("Characters");
  await bible.addCharacter();
  await expect(bible.editor()).toBeVisible();
  expect(await findAccessibilityViolations(page), "a new character's form").toEqual([]);
});

test("AI suggestion cards and a proposed change beside the current entry have no WCAG 2.1 AA violations", async ({ page }) => {
  const studio = new StudioShell(page);
  const ai = new AiGenerationPage(page);
  await signInAs(page, "author");
  await expect(studio.navigation()).toBeVisible();
  // A book of its own: the demo books stay as the demo shows them.
  const bookId = await ai.createBook(`Accessible suggestions ${Date.now()}`);
  await ai.createCharacter(bookId, { name: "Mira Vale", overview: "Keeps the harbour clock." });
  await ai.gotoStoryBible(bookId);

  await ai.openGenerator();
  const generator = ai.panel("Generate characters with AI");
  await ai.requestGeneration(generator, { count: 2 });
  await expect(ai.estimate(generator)).toBeVisible();
  expect(await findAccessibilityViolations(page), "the estimate before a run").toEqual([]);
  await ai.run(generator);
  await expect(ai.suggestions(generator)).toHaveCount(2);
  expect(await findAccessibilityViolations(page), "suggestion cards").toEqual([]);

  await ai.openChange("Mira Vale");
  const change = ai.panel("Change Mira Vale with AI");
  await ai.requestChange(change, "Make her older.");
  await ai.run(change);
  await expect(ai.proposal(change)).toBeVisible();
  expect(await findAccessibilityViolations(page), "a proposed change").toEqual([]);
});

test("the outline's AI panels (plan an act, change a beat) have no WCAG 2.1 AA violations", async ({ page }) => {
  const studio = new StudioShell(page);
  const ai = new AiGenerationPage(page);
  await signInAs(page, "author");
  await expect(studio.navigation()).toBeVisible();
  const bookId = await ai.createBook(`Accessible outline ${Date.now()}`);
  await ai.createBeatWithChapter(bookId, "Arrival", "The harbour");
  await ai.gotoOutline(bookId);

  await ai.openActPlanner("Act 1");
  const planner = ai.panel("Plan Act 1 with AI");
  await ai.requestPlan(planner, { count: 2 });
  await expect(ai.estimate(planner)).toBeVisible();
  await ai.run(planner);
  await expect(ai.suggestions(planner)).toHaveCount(2, { timeout: 20_000 });
  expect(await findAccessibilityViolations(page), "an act's planned beats").toEqual([]);
  await ai.closePanel(planner);

  await ai.openChange("Arrival");
  const change = ai.panel("Change Arrival with AI");
  await ai.requestChange(change, "Make it arrive at night.");
  await ai.run(change);
  await expect(ai.proposal(change)).toBeVisible();
  expect(await findAccessibilityViolations(page), "a beat's proposed change").toEqual([]);
});

test("the Generate with AI screen (estimate, a finished generation, the history) and the book's ready notice have no WCAG 2.1 AA violations", async ({
  browser,
}) => {
  test.slow();
  // A new author with AI credit: a generation's charges would push the demo author's history around.
  const { context, page } = await newAiAuthor(browser, "Accessible Generator");
  const jobs = new AiJobsPage(page);
  const bookId = await jobs.createBook(`Accessible generation ${Date.now()}`);
  await jobs.goto(bookId);
  await expect(page.getByRole("heading", { name: "Start a generation" })).toBeVisible();
  await expect(page.getByText("None yet.")).toBeVisible();
  expect(await findAccessibilityViolations(page), "the empty screen").toEqual([]);

  await jobs.writeNotes("A clockmaker's apprentice hears the town's clocks whisper.", 1);
  await expect(jobs.estimate()).toBeVisible();
  expect(await findAccessibilityViolations(page), "the estimate before a start").toEqual([]);
  await jobs.start();
  await expect(jobs.status()).toHaveText("Finished", { timeout: 90_000 });
  await expect(jobs.history()).toContainText("Finished");
  expect(await findAccessibilityViolations(page), "a finished generation").toEqual([]);

  await jobs.gotoBook(bookId);
  await expect(jobs.notice()).toContainText("Your book is ready.");
  expect(await findAccessibilityViolations(page), "the ready notice").toEqual([]);
  await context.close();
});

import { expect, test } from "../support/test.ts";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { AiToolsPanel } from "../pages/AiToolsPanel.ts";
import { BookEditorPage } from "../pages/BookEditorPage.ts";
import { ChapterEditorPage } from "../pages/ChapterEditorPage.ts";
import { StudioShell } from "../pages/StudioShell.ts";
import { signInAsDemoAuthor } from "../support/people.ts";

// The laptop screen the issue is about ("a writing room", issue 23).
test.use({ viewport: { width: 1280, height: 800 } });

/** A paragraph of about three lines at the manuscript's measure, numbered so it can be found. */
const paragraph = (number: number) =>
  `Passage ${number}: the lamplighter walked the length of the harbour wall every evening, counted the boats that had not come home, and only then lit a single lamp against the fog rolling in from the sea.`;
const CHAPTER = Array.from({ length: 30 }, (_, index) => `<p>${paragraph(index + 1)}</p>`).join("");

/** A book of the signed-in author with one long chapter. */
async function longChapter(editor: ChapterEditorPage): Promise<{ bookId: number; chapterId: number }> {
  const { bookId, chapterId } = await editor.createBookWithChapter(`Harbour Lights ${Date.now()}`);
  const response = await editor.page.request.patch(`/api/v1/books/${bookId}/chapters/${chapterId}`, { data: { markup: CHAPTER, version: 1 } });
  expect(response.ok(), await response.text()).toBe(true);
  return { bookId, chapterId };
}

test("at 1280 × 800 the chapter opens on its manuscript, and the toolbar, word count and tools stay in view while it scrolls", async ({ page }) => {
  await signInAsDemoAuthor(page);
  const editor = new ChapterEditorPage(page);
  const tools = new AiToolsPanel(page);
  const { bookId, chapterId } = await longChapter(editor);

  await editor.goto(bookId, chapterId);
  await expect(editor.text()).toContainText("Passage 30:");

  expect(await editor.linesOnScreen()).toBeGreaterThanOrEqual(15);
  await expect(editor.titleField()).toBeInViewport();
  await expect(tools.panel()).toBeInViewport();
  expect(await findAccessibilityViolations(page)).toEqual([]);

  await editor.selectParagraph("Passage 24:");
  expect(await editor.scrollTop()).toBeGreaterThan(0);
  await expect(editor.toolbar()).toBeInViewport();
  await expect(editor.wordCount()).toBeInViewport();
  await expect(editor.wordCount()).toHaveText(/^1,\d{3} words$/);
  await expect(tools.panel().getByRole("button", { name: "Use on the selected text" })).toBeInViewport();
});

test("an AI tool runs on a selection with the selection still on screen, and its answer replaces it there", async ({ page }) => {
  await signInAsDemoAuthor(page);
  const editor = new ChapterEditorPage(page);
  const tools = new AiToolsPanel(page);
  const { bookId, chapterId } = await longChapter(editor);
  await editor.goto(bookId, chapterId);
  await expect(editor.text()).toContainText("Passage 30:");

  // Arrange: a passage well down the chapter, selected where it stands.
  await editor.selectParagraph("Passage 18:");
  const scrolled = await editor.scrollTop();
  expect(scrolled).toBeGreaterThan(0);
  expect(await editor.selectedText()).toContain(paragraph(18));
  const selected = editor.text().locator("p", { hasText: "Passage 18:" });

  // Act: the tool beside the text, used without scrolling away from it.
  await tools.chooseTool("Shorten");
  await tools.prepare();
  await expect(tools.estimate()).toBeInViewport();
  await tools.run();
  await expect(tools.result()).not.toBeEmpty();

  // Assert: the selection never left the screen, and the answer is beside it.
  await expect(selected).toBeInViewport();
  expect(await editor.scrollTop()).toBe(scrolled);
  await expect(tools.panel().getByRole("button", { name: "Replace the selection" })).toBeInViewport();
  const answer = ((await tools.result().textContent()) ?? "").trim();
  await tools.replaceSelection();
  await expect(editor.text()).not.toContainText(paragraph(18));
  await expect(editor.text()).toContainText(answer);
  expect((await editor.selectedText()).trim()).toBe(answer);
  expect(await editor.isSelectionOnScreen()).toBe(true);
  await expect(editor.saveStatus()).toHaveText("Saved");
});

test("focus mode leaves the text alone, Ctrl+S is the chapter's, and the session's words are counted", async ({ page }) => {
  await signInAsDemoAuthor(page);
  const editor = new ChapterEditorPage(page);
  const tools = new AiToolsPanel(page);
  const bookEditor = new BookEditorPage(page);
  const studio = new StudioShell(page);
  const { bookId, chapterId } = await longChapter(editor);
  await editor.goto(bookId, chapterId);
  await expect(editor.sessionWordCount()).toHaveText("No change this session");
  await editor.pressEnterInTitle();
  await expect(editor.text()).toBeFocused();

  await editor.typeText(" Nobody was waiting.");
  await editor.saveWithShortcut();
  await expect(editor.saveStatus()).toHaveText("Saved");
  expect(await editor.takesSaveShortcut()).toBe(true);
  await expect(editor.sessionWordCount()).toHaveText("+3 this session");
  expect((await editor.chapterOnServer(bookId, chapterId)).markup).toContain("Nobody was waiting.");

  await editor.toggleFocusModeWithShortcut();
  await expect(studio.navigation()).toBeHidden();
  await expect(bookEditor.chapterList()).toBeHidden();
  await expect(editor.chapterHeading()).toBeHidden();
  await expect(tools.panel()).toBeHidden();
  await expect(editor.text()).toBeVisible();
  await expect(editor.wordCount()).toBeVisible();
  await expect(editor.text()).toBeFocused();
  expect(await editor.linesOnScreen()).toBeGreaterThanOrEqual(18);

  await editor.leaveFocusModeWithEscape();
  await expect(studio.navigation()).toBeVisible();
  await expect(editor.chapterHeading()).toBeVisible();
  await expect(tools.panel()).toBeVisible();

  await editor.focusButton().click();
  await expect(editor.focusButton()).toHaveText("Leave focus");
  await expect(studio.navigation()).toBeHidden();
  await editor.focusButton().click();
  await expect(studio.navigation()).toBeVisible();
});

test("the chapter's details hold its numbering, versions and export", async ({ page }) => {
  await signInAsDemoAuthor(page);
  const editor = new ChapterEditorPage(page);
  const { bookId, chapterId } = await longChapter(editor);
  await editor.goto(bookId, chapterId);

  await editor.openDetails();
  await editor.customNumberingField().fill("Prologue");

  await expect(editor.chapterHeading()).toHaveText("Prologue");
  await expect(page.getByRole("link", { name: "Versions" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Take a version" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Export DOCX/ })).toBeVisible();
  await expect(editor.saveStatus()).toHaveText("Saved");
  expect((await editor.chapterOnServer(bookId, chapterId)).customNumbering).toBe("Prologue");
  expect(await findAccessibilityViolations(page)).toEqual([]);
});

import { expect, test } from "../support/test.ts";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { OutlinePage } from "../pages/OutlinePage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

test("an author applies Save the Cat, files a chapter under a beat and reorders beats with the keyboard, and it all survives a reload", async ({ page }) => {
  // Two accessibility scans of a board of fifteen beats take most of the default 30 s here.
  test.slow();
  // A fresh author, so the demo books stay as the demo shows them.
  const signUp = new SignUpPage(page);
  const outline = new OutlinePage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Outline Author", email: `outline-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
  const bookId = await outline.createBookWithChapters("The Tide Clock", ["The harbour", "The storm"]);

  await outline.goto(bookId);
  await expect(outline.noOutline()).toBeVisible();
  await expect(outline.unassignedChapterLinks()).toHaveText(["Chapter 1: The harbour", "Chapter 2: The storm"]);
  expect(await findAccessibilityViolations(page), "empty outline").toEqual([]);

  await outline.applyTemplate("Save the Cat");
  await expect(outline.toast("“Save the Cat” is applied.")).toBeVisible();
  await expect(outline.beatNames("Act 1")).toHaveText(["Opening Image", "Theme Stated", "Setup", "Catalyst", "Debate"]);
  await expect(outline.beatNames("Act 2")).toHaveCount(7);
  await expect(outline.beatNames("Act 3")).toHaveText(["Break into Three", "Finale", "Final Image"]);
  expect(await findAccessibilityViolations(page), "outline with beats").toEqual([]);

  await outline.moveChapterWithKeyboard("Chapter 2", "Act 1: Catalyst");
  await expect(outline.chapterLinks("Catalyst")).toHaveText(["Chapter 2: The storm"]);
  await expect(outline.announcement()).toHaveText("Chapter 2: The storm moved to Catalyst.");
  await outline.moveChapterWithKeyboard("Chapter 1", "Act 1: Opening Image");
  await expect(outline.chapterLinks("Opening Image")).toHaveText(["Chapter 1: The harbour"]);
  await expect(outline.unassignedChapterLinks()).toHaveCount(0);

  await outline.moveBeatWithKeyboard("Catalyst", "up");
  await expect(outline.beatNames("Act 1")).toHaveText(["Opening Image", "Theme Stated", "Catalyst", "Setup", "Debate"]);
  await expect(outline.announcement()).toHaveText("Catalyst moved to Act 1, position 3 of 5.");
  await expect(outline.moveBeatButton("Catalyst", "up")).toBeFocused();
  // The shortcut does the same from the focused card.
  await page.keyboard.press("Alt+ArrowDown");
  await expect(outline.beatNames("Act 1")).toHaveText(["Opening Image", "Theme Stated", "Setup", "Catalyst", "Debate"]);
  await expect(outline.announcement()).toHaveText("Catalyst moved to Act 1, position 4 of 5.");
  await page.keyboard.press("Alt+ArrowUp");
  await expect(outline.beatNames("Act 1")).toHaveText(["Opening Image", "Theme Stated", "Catalyst", "Setup", "Debate"]);

  // The mouse way: a chapter dragged onto another beat's card. Setup now comes after Catalyst, so the chapters swap numbers.
  // A tall window holds the whole first act: a drag whose target must be scrolled to is lost in headless Chromium.
  await page.setViewportSize({ width: 1280, height: 2000 });
  await outline.dragChapterToBeat("Chapter 1: The harbour", "Setup");
  await expect(outline.chapterLinks("Setup")).toHaveText(["Chapter 2: The harbour"]);
  await expect(outline.chapterLinks("Catalyst")).toHaveText(["Chapter 1: The storm"]);

  await page.reload();
  await expect(outline.beatNames("Act 1")).toHaveText(["Opening Image", "Theme Stated", "Catalyst", "Setup", "Debate"]);
  await expect(outline.chapterLinks("Catalyst")).toHaveText(["Chapter 1: The storm"]);
  await expect(outline.chapterLinks("Setup")).toHaveText(["Chapter 2: The harbour"]);
});

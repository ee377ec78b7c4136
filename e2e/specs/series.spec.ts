import { expect, test } from "../support/test.ts";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { ChapterEditorPage } from "../pages/ChapterEditorPage.ts";
import { SeriesPage } from "../pages/SeriesPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

test.beforeEach(async ({ page }) => {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Series Author", email: `series-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
});

test("a collection orders its books and groups them in a subseries, and keeps both after a reload", async ({ page }) => {
  // About ten round trips, a reload and an accessibility scan: more than the default 30 s on a loaded machine.
  test.slow();
  const series = new SeriesPage(page);
  await series.createBookOnServer("The Ember Gate");
  await series.createBookOnServer("The Cinder Throne");

  await series.createCollection("The Ash Cycle");
  await expect(page).toHaveURL(/\/books\/series\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "The Ash Cycle" })).toBeVisible();
  const seriesId = Number(/\/books\/series\/(\d+)$/.exec(page.url())?.[1]);
  await series.addBook("The Ember Gate");
  await expect(series.bookRows()).toHaveCount(1);
  await series.addBook("The Cinder Throne");
  await expect(series.bookRows()).toHaveText([/The Ember Gate/, /The Cinder Throne/]);

  await series.moveUp("The Cinder Throne");
  await expect(series.bookRows()).toHaveText([/The Cinder Throne/, /The Ember Gate/]);
  await series.addSubseries("First Flame");
  await expect(series.subseriesRows()).toHaveText([/First Flame/]);
  await series.putInSubseries("The Ember Gate", "First Flame");
  await expect(series.subseriesRows().first()).toContainText("1 book");
  expect(await findAccessibilityViolations(page)).toEqual([]);

  await page.reload();
  await expect(series.bookRows()).toHaveText([/The Cinder Throne/, /The Ember Gate/]);
  await expect(series.subseriesRows()).toHaveText([/First Flame.*1 book/]);
  const saved = await series.seriesOnServer(seriesId);
  expect(saved.books.map((book) => book.title)).toEqual(["The Cinder Throne", "The Ember Gate"]);
  expect(saved.subseries[0]?.title).toBe("First Flame");

  await page.goto("/books");
  await expect(series.collectionLink("The Ash Cycle")).toContainText("2 books");
});

test("a chapter's scenes are added in the scenes panel and kept", async ({ page }) => {
  const editor = new ChapterEditorPage(page);
  const { bookId, chapterId } = await editor.createBookWithChapter("The Salt Road");
  await editor.goto(bookId, chapterId);
  await page.getByRole("tab", { name: "Scenes" }).click();
  await page.getByRole("button", { name: "Add a scene" }).click();
  await page.getByRole("form", { name: "New scene" }).getByLabel("Goal").fill("Reach the harbour before the tide");
  await page.getByRole("button", { name: "Add scene" }).click();
  await expect(page.getByTestId("scene")).toHaveText([/Reach the harbour before the tide/]);
  expect(await findAccessibilityViolations(page)).toEqual([]);

  await page.reload();
  // The side panel opens again on the tab last used.
  await expect(page.getByRole("tab", { name: "Scenes" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("scene")).toHaveText([/Scene 1.*Action.*Reach the harbour before the tide/]);
});

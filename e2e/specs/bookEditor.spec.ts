import { expect, test } from "../support/test.ts";
import { BookEditorPage } from "../pages/BookEditorPage.ts";
import { ChapterEditorPage } from "../pages/ChapterEditorPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

test.beforeEach(async ({ page }) => {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Editor Author", email: `editor-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
});

test("the book editor opens a chapter beside the chapter list, which reorders by keyboard and adds chapters", async ({ page }) => {
  // Wide enough for the list, the text and its side panel side by side.
  await page.setViewportSize({ width: 1600, height: 900 });
  const bookEditor = new BookEditorPage(page);
  const chapter = new ChapterEditorPage(page);
  const { bookId, chapterIds } = await bookEditor.createBookWithChapters("Two Tides", ["Alpha", "Beta"]);

  await bookEditor.goto(bookId);
  await expect(page).toHaveURL(new RegExp(`/books/${bookId}/chapter/${chapterIds[0]}$`));
  await expect(chapter.titleField()).toHaveValue("Alpha");
  await expect(bookEditor.chapterLinks()).toHaveText(["Chapter 1: Alpha", "Chapter 2: Beta"]);

  await bookEditor.moveWithKeyboard("Chapter 1: Alpha", "down");
  await expect(bookEditor.chapterLinks()).toHaveText(["Chapter 1: Beta", "Chapter 2: Alpha"]);
  // The focus stays on the moved chapter, so it can be moved on.
  await expect(page.getByRole("button", { name: "Move Chapter 2: Alpha up" })).toBeFocused();
  expect(await bookEditor.chapterTitlesOnServer(bookId)).toEqual(["Beta", "Alpha"]);

  await bookEditor.chapterLinks().filter({ hasText: "Beta" }).click();
  await expect(chapter.titleField()).toHaveValue("Beta");
  await chapter.openDetails();
  await chapter.customNumberingField().fill("Prologue");
  await expect(chapter.saveStatus()).toHaveText("Saved");
  await expect(bookEditor.chapterLinks().first()).toHaveText("Prologue: Beta");
  await bookEditor.addChapter();
  await expect(chapter.titleField()).toHaveValue("");
  await expect(bookEditor.chapterLinks()).toHaveCount(3);
  await expect(bookEditor.chapterLinks().nth(2)).toHaveAttribute("aria-current", "page");
});

test("collapsing the chapter list is remembered in the author's profile", async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  const bookEditor = new BookEditorPage(page);
  const { bookId } = await bookEditor.createBookWithChapters("Two Tides", ["Alpha"]);
  await bookEditor.goto(bookId);

  await bookEditor.toggleButton().click();
  await expect(bookEditor.toggleButton()).toHaveAttribute("aria-expanded", "false");
  await expect(bookEditor.chapterLinks()).toHaveCount(0);
  await expect.poll(() => bookEditor.isCollapsedInProfile()).toBe(true);

  await page.reload();
  await expect(bookEditor.toggleButton()).toHaveText("Show chapters");
  await bookEditor.toggleButton().click();
  await expect(bookEditor.chapterLinks()).toHaveText(["Chapter 1: Alpha"]);
  await expect.poll(() => bookEditor.isCollapsedInProfile()).toBe(false);
});

test("on a phone the chapter list starts folded above the chapter, and unfolding it there is not remembered", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const bookEditor = new BookEditorPage(page);
  const { bookId } = await bookEditor.createBookWithChapters("Narrow Tides", ["Alpha", "Beta"]);
  await bookEditor.goto(bookId);

  await expect(bookEditor.toggleButton()).toHaveText("Show chapters");
  await expect(bookEditor.chapterLinks()).toHaveCount(0);
  await bookEditor.toggleButton().click();
  await expect(bookEditor.chapterLinks()).toHaveCount(2);
  expect(await bookEditor.isCollapsedInProfile()).toBe(false);

  // Wide again, the list follows the profile: shown.
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(bookEditor.chapterLinks()).toHaveCount(2);
});

test("on a laptop's 1280 px the chapter list starts folded to a rail, so the text and its tools have the room", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const bookEditor = new BookEditorPage(page);
  const chapter = new ChapterEditorPage(page);
  const { bookId } = await bookEditor.createBookWithChapters("Laptop Tides", ["Alpha"]);
  await bookEditor.goto(bookId);

  await expect(bookEditor.toggleButton()).toHaveText("Show chapters");
  await expect(bookEditor.chapterLinks()).toHaveCount(0);
  await bookEditor.addChapter();
  await expect(chapter.titleField()).toHaveValue("");
  await bookEditor.showChapters();
  await expect(bookEditor.chapterLinks()).toHaveText(["Chapter 1: Alpha", "Chapter 2: Untitled chapter"]);
  // Unfolding it here is not remembered: the profile keeps the wide screens' choice.
  expect(await bookEditor.isCollapsedInProfile()).toBe(false);
});

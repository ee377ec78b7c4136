import { expect, test } from "../support/test.ts";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { ChapterEditorPage } from "../pages/ChapterEditorPage.ts";
import { ChapterVersionsPage } from "../pages/ChapterVersionsPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

test.beforeEach(async ({ page }) => {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Versions Author", email: `versions-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
});

test("restoring an older version brings its text back and keeps the replaced text as a version", async ({ page }) => {
  const editor = new ChapterEditorPage(page);
  const versions = new ChapterVersionsPage(page);
  const { bookId, chapterId } = await editor.createBookWithChapter("The Salt Road");
  await editor.goto(bookId, chapterId);
  await editor.typeText("The boats came in at dawn.");
  await expect(editor.saveStatus()).toHaveText("Saved");
  await editor.takeVersionOnServer(bookId, chapterId, "First light");
  await editor.typeText(" Nobody was waiting.");
  await expect(editor.saveStatus()).toHaveText("Saved");

  await versions.goto(bookId, chapterId);
  await versions.compare("First light");
  await expect(versions.currentText().locator("ins")).toHaveText(" Nobody was waiting.");
  await expect(versions.versionText()).toHaveText("The boats came in at dawn.");
  expect(await findAccessibilityViolations(page)).toEqual([]);
  await versions.restoreComparedVersion();

  await expect(versions.currentText()).toHaveText("The boats came in at dawn.");
  await expect(versions.row("Before restoring First light")).toContainText("Before a restore");
  expect((await editor.chapterOnServer(bookId, chapterId)).markup).toBe("<p>The boats came in at dawn.</p>");
  const [kept] = await editor.versionsOnServer(bookId, chapterId);
  expect(kept).toMatchObject({ versionName: "Before restoring First light", wordCount: 9 });

  await versions.compare("Before restoring First light");
  await expect(versions.versionText()).toHaveText("The boats came in at dawn. Nobody was waiting.");
  await page.getByRole("link", { name: "Back to the chapter" }).click();
  await expect(editor.text()).toHaveText("The boats came in at dawn.");
});

test("a version is renamed in place", async ({ page }) => {
  const editor = new ChapterEditorPage(page);
  const versions = new ChapterVersionsPage(page);
  const { bookId, chapterId } = await editor.createBookWithChapter("The Salt Road");
  await editor.changeElsewhere(bookId, chapterId, "<p>Some text.</p>");
  await editor.takeVersionOnServer(bookId, chapterId, "Draft one");

  await versions.goto(bookId, chapterId);
  await versions.rename("Draft one", "Before the storm");

  await expect(versions.row("Before the storm")).toContainText("Named");
  await expect(page.getByRole("button", { name: "Rename Before the storm" })).toBeFocused();
  const [renamed] = await editor.versionsOnServer(bookId, chapterId);
  expect(renamed?.versionName).toBe("Before the storm");
});

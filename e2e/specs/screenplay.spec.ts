import { expect, test } from "../support/test.ts";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { ChapterEditorPage } from "../pages/ChapterEditorPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

test.beforeEach(async ({ page }) => {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Script Author", email: `script-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
});

test("a SCRIPT book formats a scene heading, action, a character and dialogue with Enter and Tab", async ({ page }) => {
  const editor = new ChapterEditorPage(page);
  const { bookId, chapterId } = await editor.createBookWithChapter("Night Shift", "SCRIPT");
  await editor.goto(bookId, chapterId);

  await editor.text().click();
  await expect(editor.elementPicker()).toHaveValue("heading");
  await page.keyboard.type("int. kitchen - night");
  await page.keyboard.press("Enter");
  await expect(editor.elementPicker()).toHaveValue("action");
  await page.keyboard.type("Rain hits the window.");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(editor.elementPicker()).toHaveValue("character");
  await page.keyboard.type("Anna");
  await page.keyboard.press("Enter");
  await expect(editor.elementPicker()).toHaveValue("dialogue");
  await page.keyboard.type("Is anyone there?");
  await expect(editor.saveStatus()).toHaveText("Saved");

  expect((await editor.chapterOnServer(bookId, chapterId)).markup).toBe(
    '<p class="sl-heading">int. kitchen - night</p><p class="sl-action">Rain hits the window.</p><p class="sl-character">Anna</p><p class="sl-dialogue">Is anyone there?</p>',
  );
  // Capitals are the screenplay's typography, not the stored text.
  await expect(editor.screenplayParagraphs("heading")).toHaveCSS("text-transform", "uppercase");
  expect(await findAccessibilityViolations(page)).toEqual([]);

  await page.reload();
  await expect(editor.screenplayParagraphs("heading")).toHaveText("int. kitchen - night");
  await expect(editor.screenplayParagraphs("character")).toHaveText("Anna");
  await expect(editor.screenplayParagraphs("dialogue")).toHaveText("Is anyone there?");
  await editor.screenplayParagraphs("dialogue").click();
  await expect(editor.elementPicker()).toHaveValue("dialogue");
});

test("Escape leads out of the script to the element picker, which changes the current element", async ({ page }) => {
  const editor = new ChapterEditorPage(page);
  const { bookId, chapterId } = await editor.createBookWithChapter("Night Shift", "SCRIPT");
  await editor.goto(bookId, chapterId);
  await editor.text().click();
  await page.keyboard.type("Fade in:");

  await page.keyboard.press("Escape");
  await expect(editor.elementPicker()).toBeFocused();
  await editor.elementPicker().selectOption("Transition");

  await expect(editor.screenplayParagraphs("transition")).toHaveText("Fade in:");
  await expect(editor.text()).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(editor.elementPicker()).toHaveValue("character");
  await expect(editor.saveStatus()).toHaveText("Saved");
  expect((await editor.chapterOnServer(bookId, chapterId)).markup).toBe('<p class="sl-character">Fade in:</p>');
});

test("a STORY book keeps the prose toolbar and no element picker", async ({ page }) => {
  const editor = new ChapterEditorPage(page);
  const { bookId, chapterId } = await editor.createBookWithChapter("Plain Prose");
  await editor.goto(bookId, chapterId);

  await expect(page.getByRole("toolbar", { name: "Text formatting" }).getByRole("button", { name: "Heading 1" })).toBeVisible();
  await expect(editor.elementPicker()).toHaveCount(0);
});

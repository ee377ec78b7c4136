import { expect, test } from "../support/test.ts";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { ChapterEditorPage } from "../pages/ChapterEditorPage.ts";
import { CspViolations } from "../pages/ContentSecurity.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

test.beforeEach(async ({ page }) => {
  // A fresh author, so the demo books stay as the demo shows them.
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Chapter Author", email: `chapter-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
});

test("an author's title and text are saved as they type, and survive a reload and going offline", async ({ page, context }) => {
  const editor = new ChapterEditorPage(page);
  const csp = new CspViolations(page);
  await csp.watch();
  const { bookId, chapterId } = await editor.createBookWithChapter("The Salt Road");
  await editor.goto(bookId, chapterId);

  await editor.typeTitle("The harbour");
  await editor.typeText("The boats came in at dawn.");
  await editor.formatFirstWord("Bold");
  await expect(editor.saveStatus()).toHaveText("Saved");
  await expect(editor.wordCount()).toHaveText("6 words");
  // Quill runs under the studio's CSP (no inline styles or scripts) without a blocked load.
  expect(await csp.take()).toEqual([]);
  expect(await findAccessibilityViolations(page)).toEqual([]);

  await page.reload();
  await expect(editor.titleField()).toHaveValue("The harbour");
  await expect(editor.text()).toHaveText("The boats came in at dawn.");

  await context.setOffline(true);
  await editor.typeText(" Nobody was waiting.");
  await expect(editor.saveStatus()).toHaveText("Offline — your text is kept on this device");
  await context.setOffline(false);
  await expect(editor.saveStatus()).toHaveText("Saved");

  await page.reload();
  await expect(editor.text()).toHaveText("The boats came in at dawn. Nobody was waiting.");
  await expect(editor.text().locator("strong")).toHaveText("The");
  expect(await editor.chapterOnServer(bookId, chapterId)).toMatchObject({
    title: "The harbour",
    markup: "<p><strong>The</strong> boats came in at dawn. Nobody was waiting.</p>",
  });
});

test("text the server never got is restored after a reload, then saved", async ({ page }) => {
  const editor = new ChapterEditorPage(page);
  const { bookId, chapterId } = await editor.createBookWithChapter("The Salt Road");
  await editor.goto(bookId, chapterId);
  await editor.typeText("Kept on the device.");
  await expect(editor.saveStatus()).toHaveText("Saved");

  // The server is unreachable for saves (reads still work, so the page can reload).
  const savePattern = `**/api/v1/books/${bookId}/chapters/${chapterId}`;
  await page.route(savePattern, (route) => (route.request().method() === "PATCH" ? route.abort("failed") : route.fallback()));
  await editor.typeText(" Never sent.");
  await expect(editor.saveStatus()).toHaveText("Not saved — retrying…");
  // The leave-page warning, if the browser shows it, is answered "leave".
  page.on("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(editor.text()).toHaveText("Kept on the device. Never sent.");
  await page.unroute(savePattern);

  await expect(editor.saveStatus()).toHaveText("Saved", { timeout: 15_000 });
  expect((await editor.chapterOnServer(bookId, chapterId)).markup).toBe("<p>Kept on the device. Never sent.</p>");
});

test("a chapter changed elsewhere asks which text to keep, and keeping mine saves it", async ({ page }) => {
  const editor = new ChapterEditorPage(page);
  const { bookId, chapterId } = await editor.createBookWithChapter("The Salt Road");
  await editor.goto(bookId, chapterId);
  await editor.typeText("My first line.");
  await expect(editor.saveStatus()).toHaveText("Saved");

  await editor.changeElsewhere(bookId, chapterId, "<p>Written on another device.</p>");
  await editor.typeText(" My second line.");

  await expect(editor.conflictDialog()).toBeVisible();
  await expect(editor.conflictDialog()).toContainText("My first line. My second line.");
  await expect(editor.conflictDialog()).toContainText("Written on another device.");
  await editor.keepMyText();
  await expect(editor.saveStatus()).toHaveText("Saved");
  expect((await editor.chapterOnServer(bookId, chapterId)).markup).toBe("<p>My first line. My second line.</p>");
});

test("choosing the other text loads it and keeps mine as a named version", async ({ page }) => {
  const editor = new ChapterEditorPage(page);
  const { bookId, chapterId } = await editor.createBookWithChapter("The Salt Road");
  await editor.goto(bookId, chapterId);
  await editor.typeText("Mine.");
  await expect(editor.saveStatus()).toHaveText("Saved");

  await editor.changeElsewhere(bookId, chapterId, "<p>Theirs, from the other device.</p>");
  await editor.typeText(" More of mine.");
  await editor.useTheOtherText();

  await expect(editor.conflictDialog()).toBeHidden();
  await expect(editor.text()).toHaveText("Theirs, from the other device.");
  await expect(editor.saveStatus()).toHaveText("Saved");
  expect((await editor.chapterOnServer(bookId, chapterId)).markup).toBe("<p>Theirs, from the other device.</p>");
  const [newest] = await editor.versionsOnServer(bookId, chapterId);
  expect(newest).toMatchObject({ versionName: expect.stringMatching(/^My text before using another/) as unknown, wordCount: 4 });
});

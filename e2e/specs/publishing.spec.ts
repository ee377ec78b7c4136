import { expect, test } from "../support/test.ts";
import { ChapterEditorPage } from "../pages/ChapterEditorPage.ts";
import { PublishingPage } from "../pages/PublishingPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

test.beforeEach(async ({ page }) => {
  // A fresh author, so the demo books stay as the demo shows them.
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Publishing Author", email: `publishing-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
});

/** A local date-time input value `days` from now at 09:00. */
function daysAhead(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T09:00`;
}

test("a published chapter keeps its readers' text while the author's new edits are staged", async ({ page }) => {
  const editor = new ChapterEditorPage(page);
  const publishing = new PublishingPage(page);
  const { bookId, chapterId } = await editor.createBookWithChapter("The Salt Road");
  await editor.goto(bookId, chapterId);
  await editor.typeText("The boats came in at dawn.");
  await expect(editor.saveStatus()).toHaveText("Saved");

  await publishing.publishChapter();

  await expect(publishing.chapterStatus()).toContainText("Published on");
  expect(await publishing.chapterOnServer(bookId, chapterId)).toMatchObject({
    status: "PUBLISHED",
    markup: "<p>The boats came in at dawn.</p>",
    stagedMarkup: null,
  });

  await editor.typeText(" Nobody was waiting.");
  await expect(editor.saveStatus()).toHaveText("Saved");

  await expect(publishing.chapterStatus()).toContainText("Unpublished changes");
  expect(await publishing.chapterOnServer(bookId, chapterId)).toMatchObject({
    status: "PUBLISHED",
    markup: "<p>The boats came in at dawn.</p>",
    stagedMarkup: "<p>The boats came in at dawn. Nobody was waiting.</p>",
  });

  await publishing.publishChapter();

  await expect(publishing.chapterStatus()).not.toContainText("Unpublished changes");
  expect(await publishing.chapterOnServer(bookId, chapterId)).toMatchObject({
    markup: "<p>The boats came in at dawn. Nobody was waiting.</p>",
    stagedMarkup: null,
  });
});

test("a scheduled chapter shows when it goes live", async ({ page }) => {
  const editor = new ChapterEditorPage(page);
  const publishing = new PublishingPage(page);
  const { bookId, chapterId } = await publishing.createPublishableBook("The Lamp Keepers");
  await editor.goto(bookId, chapterId);

  await publishing.scheduleChapter(daysAhead(2));

  await expect(publishing.chapterStatus()).toContainText("Scheduled for");
  const chapter = await publishing.chapterOnServer(bookId, chapterId);
  expect(chapter.status).toBe("SCHEDULED");
  expect(new Date(chapter.scheduledPublicationAt!).getTime()).toBe(new Date(daysAhead(2)).getTime());
});

test("a book is published from its page as the first of a new collection", async ({ page }) => {
  const publishing = new PublishingPage(page);
  const { bookId } = await publishing.createPublishableBook("The Lamp Keepers");
  await publishing.gotoBook(bookId);

  await publishing.publishBookInNewCollection("The Lighthouse Books");

  await expect(publishing.bookStatus()).toContainText("Published on");
  const book = await publishing.bookOnServer(bookId);
  expect(book.status).toBe("PUBLISHED");
  expect(book.seriesId).not.toBeNull();
});

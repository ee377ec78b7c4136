import { readFile } from "node:fs/promises";
import { expect, test } from "../support/test.ts";
import { BookEditorPage } from "../pages/BookEditorPage.ts";
import { BooksPage } from "../pages/BooksPage.ts";
import { ChapterEditorPage } from "../pages/ChapterEditorPage.ts";
import { ChapterVersionsPage } from "../pages/ChapterVersionsPage.ts";
import { CoverAndExportPage, generatePng, readZipEntry } from "../pages/CoverAndExportPage.ts";
import { OutlinePage } from "../pages/OutlinePage.ts";
import { PublishingPage } from "../pages/PublishingPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

// The whole studio flow in one author's day, through the screens:
// each step starts from what the previous one left.
test("an author's day: a book with a cover, two typed chapters, offline, publish, a staged edit, a restore, an outline, a DOCX and a screenplay", async ({
  page,
  context,
}) => {
  test.slow();
  const signUp = new SignUpPage(page);
  const books = new BooksPage(page);
  const covers = new CoverAndExportPage(page);
  const bookEditor = new BookEditorPage(page);
  const editor = new ChapterEditorPage(page);
  const publishing = new PublishingPage(page);
  const versions = new ChapterVersionsPage(page);
  const outline = new OutlinePage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Ada Quill", email: `flow-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);

  // A book with a cover.
  await books.gotoCreateBook();
  await covers.chooseCover({ name: "cover.png", mimeType: "image/png", buffer: generatePng(300, 450) });
  await expect(page.getByText("Cover uploaded. Save the book to keep it.")).toBeVisible();
  await books.createBook({ type: "Story", title: "The Tide Clock" });
  await expect(page).toHaveURL(/\/books\/\d+$/);
  const bookId = Number(/\/books\/(\d+)$/.exec(page.url())![1]);
  await expect.poll(() => covers.hasLoaded(covers.coverPreview())).toBe(true);

  // Two chapters, typed into Quill.
  await bookEditor.goto(bookId);
  await bookEditor.addChapter();
  await expect(page).toHaveURL(new RegExp(`/books/${bookId}/chapter/\\d+$`));
  const firstId = Number(/\/chapter\/(\d+)$/.exec(page.url())![1]);
  await editor.typeTitle("The harbour");
  await editor.typeText("The boats came in at dawn.");
  await expect(editor.saveStatus()).toHaveText("Saved");
  await bookEditor.addChapter();
  // On this 1280 px window the chapter list is folded to a rail beside the text.
  await bookEditor.showChapters();
  await expect(bookEditor.chapterLinks()).toHaveCount(2);
  // The list shows the new chapter a moment before the editor moves to it.
  await expect(page).toHaveURL(new RegExp(`/books/${bookId}/chapter/(?!${firstId}$)\\d+$`));
  const secondId = Number(/\/chapter\/(\d+)$/.exec(page.url())![1]);
  expect(secondId).not.toBe(firstId);
  await editor.typeTitle("The storm");
  await editor.typeText("Then the wind rose.");
  await expect(editor.saveStatus()).toHaveText("Saved");

  // A reload shows the text; text typed offline reaches the server once back online.
  await editor.goto(bookId, firstId);
  await page.reload();
  await expect(editor.text()).toHaveText("The boats came in at dawn.");
  await context.setOffline(true);
  await editor.typeText(" Nobody was waiting.");
  await expect(editor.saveStatus()).toHaveText("Offline — your text is kept on this device");
  await context.setOffline(false);
  await expect(editor.saveStatus()).toHaveText("Saved");
  expect((await editor.chapterOnServer(bookId, firstId)).markup).toBe("<p>The boats came in at dawn. Nobody was waiting.</p>");

  // Publish the first chapter, then edit it: readers keep the published text, the edit is staged.
  await publishing.publishChapter();
  await expect(publishing.chapterStatus()).toContainText("Published on");
  await editor.typeText(" The tide turned.");
  await expect(editor.saveStatus()).toHaveText("Saved");
  await expect(publishing.chapterStatus()).toContainText("Unpublished changes");
  expect(await publishing.chapterOnServer(bookId, firstId)).toMatchObject({
    status: "PUBLISHED",
    markup: "<p>The boats came in at dawn. Nobody was waiting.</p>",
    stagedMarkup: "<p>The boats came in at dawn. Nobody was waiting. The tide turned.</p>",
  });

  // Restore the version the publication kept: the edit goes, and is itself kept as a version.
  await versions.goto(bookId, firstId);
  await versions.compare(/Published /);
  await expect(versions.currentText().locator("ins")).toHaveText(" The tide turned.");
  await versions.restoreComparedVersion();
  await expect(versions.currentText()).toHaveText("The boats came in at dawn. Nobody was waiting.");
  await expect(versions.row(/^Before restoring Published/)).toBeVisible();

  // An outline template, applied without losing a chapter.
  await outline.goto(bookId);
  await outline.applyTemplate("Three-Act Structure");
  await expect(outline.toast("“Three-Act Structure” is applied.")).toBeVisible();
  await expect(outline.act("Act 1")).toBeVisible();
  await expect(outline.unassignedChapterLinks()).toHaveText(["Chapter 1: The harbour", "Chapter 2: The storm"]);

  // The book as a manuscript: a DOCX holding both chapters.
  await books.gotoBook(`/books/${bookId}`);
  const download = await covers.exportDocx();
  const docx = await readFile((await download.path())!);
  expect(docx.subarray(0, 2).toString("latin1")).toBe("PK");
  expect(readZipEntry(docx, "[Content_Types].xml")).toContain("wordprocessingml.document.main+xml");
  const document = readZipEntry(docx, "word/document.xml") ?? "";
  for (const text of ["The Tide Clock", "Ada Quill", "The harbour", "Nobody was waiting.", "The storm", "Then the wind rose."]) {
    expect(document).toContain(text);
  }

  // A SCRIPT book formats a scene heading and dialogue as screenplay software does.
  const script = await editor.createBookWithChapter("Night Ferry", "SCRIPT");
  await editor.goto(script.bookId, script.chapterId);
  await editor.text().click();
  await page.keyboard.type("ext. ferry deck - night");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ada");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Is that the shore?");
  await expect(editor.saveStatus()).toHaveText("Saved");
  await expect(editor.screenplayParagraphs("heading")).toHaveCSS("text-transform", "uppercase");
  expect((await editor.chapterOnServer(script.bookId, script.chapterId)).markup).toBe(
    '<p class="sl-heading">ext. ferry deck - night</p><p class="sl-character">Ada</p><p class="sl-dialogue">Is that the shore?</p>',
  );
});

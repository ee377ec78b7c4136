import { readFile } from "node:fs/promises";
import { expect, test } from "../support/test.ts";
import { BooksPage } from "../pages/BooksPage.ts";
import { CoverAndExportPage, generatePng, readZipEntry } from "../pages/CoverAndExportPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

test.beforeEach(async ({ page }) => {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Cover Author", email: `cover-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
});

test("an author creates a book with a cover, sees it on the book and in the list, and exports the book as DOCX", async ({ page }) => {
  const books = new BooksPage(page);
  const covers = new CoverAndExportPage(page);

  await books.gotoCreateBook();
  await covers.chooseCover({ name: "cover.png", mimeType: "image/png", buffer: generatePng(200, 300) });
  await expect(page.getByText("Cover uploaded. Save the book to keep it.")).toBeVisible();
  await expect(covers.coverPreview()).toHaveAttribute("src", /\/api\/v1\/files\/images\/[0-9a-f]{32}\.webp$/);
  await books.createBook({ type: "Story", title: "The Painted Gate" });

  await expect(page).toHaveURL(/\/books\/\d+$/);
  const bookId = Number(/\/books\/(\d+)$/.exec(page.url())![1]);
  await expect(covers.coverPreview()).toBeVisible();
  await expect.poll(() => covers.hasLoaded(covers.coverPreview())).toBe(true);

  await books.gotoBooks();
  const thumbnail = books.bookRow("The Painted Gate").locator("img");
  await expect(thumbnail).toHaveAttribute("src", /\/api\/v1\/files\/images\//);
  await expect.poll(() => covers.hasLoaded(thumbnail)).toBe(true);

  await covers.addChapter(bookId, "The Gate", "<p>It opened at <em>midnight</em>.</p><p>#</p><p>Nobody came back.</p>");
  await books.gotoBook(`/books/${bookId}`);
  const download = await covers.exportDocx();
  const bytes = await readFile((await download.path())!);

  expect(download.suggestedFilename()).toBe("The Painted Gate.docx");
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  const document = readZipEntry(bytes, "word/document.xml") ?? "";
  for (const text of ["The Painted Gate", "Cover Author", "Chapter 1", "The Gate", "It opened at ", "midnight", "Nobody came back."]) {
    expect(document).toContain(text);
  }
});

test("a file that is not an image is refused with a message, and a cover can be removed", async ({ page }) => {
  const books = new BooksPage(page);
  const covers = new CoverAndExportPage(page);
  await books.gotoCreateBook();
  await books.createBook({ type: "Story", title: "No Picture" });
  await expect(page).toHaveURL(/\/books\/\d+$/);
  // The create form stays on screen (busy) until the book page's code has loaded.
  await expect(page.getByRole("heading", { level: 1, name: "No Picture" })).toBeVisible();

  await covers.chooseCover({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from("this is only text") });
  await expect(page.getByRole("alert").filter({ hasText: "Cover images must be PNG, JPEG or WebP." })).toBeVisible();
  await expect(covers.coverPreview()).toHaveCount(0);

  await covers.chooseCover({ name: "cover.png", mimeType: "image/png", buffer: generatePng(40, 60) });
  await expect(covers.coverPreview()).toBeVisible();
  await covers.saveBook();
  await expect(page.getByText("Your book is saved.")).toBeVisible();
  await covers.removeCover();
  await covers.saveBook();
  await page.reload();
  await expect(page.getByText("No cover")).toBeVisible();
});

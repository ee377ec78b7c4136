import { expect, test } from "../support/test.ts";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { BooksPage } from "../pages/BooksPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

const bookUrlPattern = /\/books\/(\d+)$/;
const chapterUrlPattern = /\/books\/\d+\/chapter\/(\d+)$/;

test("an author creates a script, orders and deletes its chapters, sees what it lacks, and deletes it by typing its title", async ({ page }) => {
  // Many steps and three accessibility scans of growing pages.
  test.slow();
  // A fresh author, so the list holds only this test's book.
  const signUp = new SignUpPage(page);
  const books = new BooksPage(page);
  const title = `The Lighthouse Keeper ${Date.now()}`;
  await signUp.goto();
  await signUp.signUp({ name: "Books Author", email: `books-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
  await expect(books.noBooks()).toBeVisible();

  await books.gotoCreateBook();
  await expect(books.field("Genre")).toBeEnabled();
  expect(await findAccessibilityViolations(page), "/books/createBook").toEqual([]);
  await books.createBook({ type: "Script", title: "", genre: "Space Opera" });
  await expect(books.fieldError("This field is required.")).toBeVisible();
  await books.createBook({ type: "Script", title, genre: "Space Opera" });
  await expect(page).toHaveURL(bookUrlPattern);
  await expect(books.toast("Your book is created.")).toBeVisible();
  const bookUrl = new URL(page.url()).pathname;

  await books.gotoBooks();
  await expect(books.bookRow(title)).toContainText("Script");
  await expect(books.bookRow(title)).toContainText("Draft");
  await expect(books.bookRow(title)).toContainText("Space Opera");
  expect(await findAccessibilityViolations(page), "/books").toEqual([]);
  await books.openBook(title);
  await expect(page).toHaveURL(bookUrlPattern);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await books.addChapter();
  await expect(page).toHaveURL(chapterUrlPattern);
  const firstChapterId = chapterUrlPattern.exec(page.url())?.[1];
  await books.gotoBook(bookUrl);
  await books.addChapter();
  await expect(page).toHaveURL(chapterUrlPattern);
  const secondChapterId = chapterUrlPattern.exec(page.url())?.[1];
  await books.gotoBook(bookUrl);
  await expect(books.chapterLinks()).toHaveText(["Chapter 1: Untitled chapter", "Chapter 2: Untitled chapter"]);
  await expect(books.missingForPublishing()).toHaveText(["Write a description of the book.", "Write at least one chapter with some text in it."]);
  expect(await findAccessibilityViolations(page), "book page").toEqual([]);

  await books.moveChapterWithKeyboard("Chapter 2: Untitled chapter", "up");
  await expect(books.chapterLinks().first()).toHaveAttribute("href", new RegExp(`/chapter/${secondChapterId}$`));
  await expect(books.chapterLinks().nth(1)).toHaveAttribute("href", new RegExp(`/chapter/${firstChapterId}$`));
  // The moved chapter is first now, so focus stays with it on the one move left to it.
  await expect(books.moveButton("Chapter 1: Untitled chapter", "down")).toBeFocused();

  await books.deleteChapter("Chapter 2: Untitled chapter");
  await expect(books.toast("The chapter is deleted.")).toBeVisible();
  await expect(books.chapterLinks()).toHaveCount(1);
  await expect(books.chapterLinks().first()).toHaveAttribute("href", new RegExp(`/chapter/${secondChapterId}$`));

  await books.saveDetails({ description: "A keeper, a storm and a ship that should not be there." });
  await expect(books.toast("Your book is saved.")).toBeVisible();
  await expect(books.missingForPublishing()).toHaveText(["Write at least one chapter with some text in it."]);
  await page.reload();
  await expect(books.field("Description")).toHaveValue("A keeper, a storm and a ship that should not be there.");

  await books.openDeleteBookDialog();
  expect(await findAccessibilityViolations(page), "delete book dialog").toEqual([]);
  await books.deleteBook("Not the title");
  await expect(books.deleteBookDialog().getByRole("alert")).toHaveText("Type the book's title exactly to delete it.");
  await books.deleteBook(title);
  await expect(page).toHaveURL(/\/books$/);
  await expect(books.toast(`“${title}” is deleted.`)).toBeVisible();
  await expect(books.noBooks()).toBeVisible();
});

test("a book that is not the author's shows a way back to the list", async ({ page }) => {
  const signUp = new SignUpPage(page);
  const books = new BooksPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Curious Author", email: `curious-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);

  // The demo author's books have low ids; a fresh author owns none of them.
  await books.gotoBook("/books/1");

  await expect(page.getByRole("heading", { level: 1, name: "Book not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to your books" }).click();
  await expect(page).toHaveURL(/\/books$/);
});

import { expect, test } from "../support/test.ts";
import { AdminPage } from "../pages/AdminPage.ts";
import { BookshelfPage } from "../pages/BookshelfPage.ts";
import { BuyChaptersPanel } from "../pages/BuyChaptersPanel.ts";
import { ReadingPage } from "../pages/ReadingPage.ts";
import { bookOnSale } from "../support/books.ts";
import { findMail } from "../support/outbox.ts";
import { json, newPerson, newSeller, signInAs } from "../support/people.ts";

test("an admin suspends a book: it leaves the storefront, and its buyer is told and keeps reading what they bought", async ({ browser, page }) => {
  test.slow();
  // Arrange: a book on sale and a reader who bought its paid chapter.
  const author = await newSeller(browser, "Suspended Author");
  const title = `Smuggler's Ledger ${Date.now()}`;
  const book = await bookOnSale(author.page.request, title, 3);
  const reader = await newPerson(browser, "Loyal Buyer");
  const { user } = await json<{ user: { email: string } }>(await reader.page.request.get("/api/auth/session"));
  await reader.page.goto(`${book.path}/chapter/3`);
  const buy = new BuyChaptersPanel(reader.page);
  await buy.buyChapters(1);
  await buy.pay();
  await expect(reader.page).toHaveURL(new RegExp(`${book.path}/chapter/3$`));
  await new BookshelfPage(reader.page).goto();

  // Act: an admin suspends it from the admin area.
  await signInAs(page, "admin");
  const adminArea = new AdminPage(page);
  await expect(adminArea.usersTable()).toBeVisible();
  await adminArea.openSection("Books & series");
  await adminArea.suspendBook(title);
  await expect(adminArea.catalogueState(title, "Suspended")).toBeVisible();

  // Assert: gone for a visitor: its page, its API call and the newest books.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const gone = await visitorPage.goto(book.path);
  expect(gone?.status()).toBe(404);
  expect((await visitorPage.request.get(`/api/v1/readers/books/${book.id}`)).status()).toBe(404);
  const newest = await json<{ items: Array<{ id: number }> }>(await visitorPage.request.get("/api/v1/readers/books?sort=new"));
  expect(newest.items.map((item) => item.id)).not.toContain(book.id);

  // The buyer is told by e-mail, sees the notice on the book page and the bookshelf, and still reads the chapter they paid for.
  await expect.poll(() => findMail(user.email, `"${title}" has been suspended`), { timeout: 15_000 }).not.toBeNull();
  await reader.page.goto(book.path);
  await expect(reader.page.getByTestId("suspended-notice")).toHaveText("This book has been suspended by moderation; you keep access to what you bought.");
  const shelf = new BookshelfPage(reader.page);
  await shelf.goto();
  await expect(shelf.book(title)).toContainText("This book has been suspended by moderation");
  await reader.page.goto(`${book.path}/chapter/3`);
  await expect(new ReadingPage(reader.page).unlockPanel()).toHaveCount(0);
  await expect(reader.page.getByText("The words of tide 3.")).toBeVisible();

  await Promise.all([visitor.close(), reader.context.close(), author.context.close()]);
});

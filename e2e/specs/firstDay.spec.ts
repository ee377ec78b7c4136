import { expect, test } from "../support/test.ts";
import { BookPage } from "../pages/BookPage.ts";
import { BooksPage } from "../pages/BooksPage.ts";
import { BookshelfPage } from "../pages/BookshelfPage.ts";
import { BuyChaptersPanel } from "../pages/BuyChaptersPanel.ts";
import { ChapterEditorPage } from "../pages/ChapterEditorPage.ts";
import { PaywallPage } from "../pages/PaywallPage.ts";
import { PublishingPage } from "../pages/PublishingPage.ts";
import { ReadingPage } from "../pages/ReadingPage.ts";
import { SearchPage } from "../pages/SearchPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";
import { newSeller } from "../support/people.ts";

// Issue 23's "first day": a new author and a new reader, each in their own browser, through the screens only.

const CHAPTERS = [
  { title: "The Net Loft", text: "Morwenna counted the cormorants on the breakwater every morning." },
  { title: "A Letter in Brine", text: "The letter had been in the water a long time, but the ink held." },
  { title: "High Water", text: "By the third tide the whole town knew whose hand had written it." },
];

test("first day: a new author publishes three chapters with the defaults; a new reader finds the book misspelt, reads, buys, and keeps their place", async ({
  browser,
}) => {
  test.slow();
  const title = `The Cormorant Letters ${Date.now().toString(36).toUpperCase()}`;

  // The author: signs up, connects payouts (their first day's set-up), creates a book and writes three chapters in the editor.
  const author = await newSeller(browser, "Morwenna Quay");
  const books = new BooksPage(author.page);
  const editor = new ChapterEditorPage(author.page);
  const publishing = new PublishingPage(author.page);
  await books.gotoCreateBook();
  await books.createBook({ type: "Story", title, description: "Letters wash up in a fishing town.", genre: "Mystery" });
  await expect(books.toast("Your book is created.")).toBeVisible();
  await expect(author.page).toHaveURL(/\/books\/\d+$/);
  const bookPath = new URL(author.page.url()).pathname;
  for (const chapter of CHAPTERS) {
    await books.gotoBook(bookPath);
    await books.addChapter();
    await editor.titleField().fill(chapter.title);
    await editor.typeText(chapter.text);
    await expect(editor.saveStatus()).toHaveText(/^Saved/);
    await publishing.publishChapter();
    await expect(publishing.chapterStatus()).toContainText("Published");
  }

  // Published with its defaults, the book is free to read, and the publish dialog says so.
  await books.gotoBook(bookPath);
  await publishing.bookSection().getByRole("button", { name: "Publish…" }).click();
  const dialog = author.page.getByRole("dialog", { name: "Publish this book" });
  await expect(dialog).toContainText("Readers will be able to read all 3 chapters for free.");
  await dialog.getByRole("button", { name: "Publish now" }).click();
  await expect(publishing.bookStatus()).toContainText("Published");
  // The status changes as the answer comes; the dialog (modal: the page behind it takes no typing) closes just after.
  await expect(dialog).toBeHidden();

  // Then the author sells it: the first chapter free, the others $0.99 each or $1.99 for the whole book.
  const paywall = new PaywallPage(author.page);
  await paywall.saveSelling({ chapterPrice: "0.99", sellWholeBook: true, wholeBookPrice: "1.99", freeChapters: 1 });
  await expect(paywall.toast("Your book is saved.")).toBeVisible();
  await author.page.reload();
  await expect(paywall.field("Price per chapter ($)")).toHaveValue("0.99");
  await expect(paywall.field("Price of the whole book ($)")).toHaveValue("1.99");

  // The reader: arrives on the storefront, signs up from its header and is brought back there, not to the studio.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto("/read");
  await reader.getByRole("banner").getByRole("link", { name: "Sign up" }).click();
  await new SignUpPage(reader).signUp({ name: "Ines Reader", email: `ines-reader-${Date.now()}@example.test`, password: "long enough password" });
  await expect(reader).toHaveURL(/\/read$/);

  // Finds the book with a misspelt title.
  const search = new SearchPage(reader);
  await search.searchFromHeader("cormorant leters");
  await search.result(title).click();
  const bookPage = new BookPage(reader);
  await expect(bookPage.title()).toHaveText(title);
  await expect(reader.getByText("The first chapter is free; the others are $0.99 each, or $1.99 for the whole book.")).toBeVisible();

  // Reads chapter 1, meets the paywall at chapter 2 and buys the whole book.
  await reader.getByRole("link", { name: "Start reading" }).click();
  const reading = new ReadingPage(reader);
  await expect(reading.chapterText()).toContainText(CHAPTERS[0]!.text);
  await reading.goToNextChapter();
  await expect(reading.unlockPanel()).toBeVisible();
  const buy = new BuyChaptersPanel(reader);
  await buy.buyEntireBook();
  await expect(buy.checkoutTotal()).toContainText("$1.99");
  await buy.pay();
  await expect(reader.getByRole("status").filter({ hasText: "Thank you! Your purchase is complete" })).toBeVisible();
  await expect(reading.chapterText()).toContainText(CHAPTERS[1]!.text);
  await reading.goToNextChapter();
  await expect(reading.chapterText()).toContainText(CHAPTERS[2]!.text);

  // The bookshelf shows how far they got; going back to chapter 1 keeps it, and says where they are.
  const book = await reading.findBook(title);
  const shelf = new BookshelfPage(reader);
  await shelf.goto();
  await expect(shelf.book(title)).toContainText("Chapter 3 of 3");
  await reading.gotoChapter(book, 1);
  await expect(reading.chapterText()).toContainText(CHAPTERS[0]!.text);
  await expect.poll(async () => (await reading.readerBookOnServer(book.id))?.currentChapterIndex).toBe(1);
  await shelf.goto();
  await expect(shelf.book(title)).toContainText("Chapter 3 of 3");
  await expect(shelf.book(title)).toContainText(`back at chapter 1, ${CHAPTERS[0]!.title}`);

  await author.context.close();
  await readerContext.close();
});

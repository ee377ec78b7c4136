import { readFile } from "node:fs/promises";
import { expect, test } from "../support/test.ts";
import { BuyChaptersPanel } from "../pages/BuyChaptersPanel.ts";
import { readZipEntry } from "../pages/CoverAndExportPage.ts";
import { EpubPage } from "../pages/EpubPage.ts";
import { ReadingPage } from "../pages/ReadingPage.ts";
import { bookOnSale } from "../support/books.ts";
import { newPerson, newSeller } from "../support/people.ts";

test("an author generates the book's EPUB in the studio; a reader who bought the book downloads a personal copy with their name in it", async ({ browser }) => {
  test.slow();
  const author = await newSeller(browser, "Elsa Epub");
  const title = `Harbour Lights ${Date.now()}`;
  const book = await bookOnSale(author.page.request, title, 3);
  const studio = new EpubPage(author.page);

  await studio.gotoBook(book.id);
  await expect(studio.status()).toHaveText("No EPUB yet.");
  await studio.upload({ name: "notes.epub", mimeType: "application/epub+zip", buffer: Buffer.from("only text, not a book") });
  await expect(studio.uploadRefusal()).toContainText("Upload refused. This is not an EPUB file");
  await studio.generate();
  await expect(studio.status()).toHaveText(/^Ready \(generated .+, \d+ (kB|bytes)\)$/, { timeout: 30_000 });
  const own = await studio.downloadAsAuthor();
  expect(own.suggestedFilename()).toBe(`${title}.epub`);
  expect((await readFile((await own.path())!)).subarray(0, 2).toString("latin1")).toBe("PK");

  const reader = await newPerson(browser, "Rhea Download");
  const storefront = new EpubPage(reader.page);
  await reader.page.goto(book.path);
  // Chapter 3 is paid: no download until the whole book is the reader's.
  await expect(reader.page.locator("#chapters").getByText("Locked")).toBeVisible();
  await expect(storefront.readerDownloadLink()).toHaveCount(0);

  const buy = new BuyChaptersPanel(reader.page);
  await reader.page.goto(`${book.path}/chapter/3`);
  await expect(new ReadingPage(reader.page).unlockPanel()).toBeVisible();
  await buy.buyChapters(1);
  await buy.pay();
  await expect(reader.page).toHaveURL(new RegExp(`${book.path}/chapter/3$`));

  await reader.page.goto(book.path);
  await expect(storefront.readerDownloadLink()).toBeVisible();
  const download = await storefront.downloadAsReader();
  const bytes = await readFile((await download.path())!);

  expect(download.suggestedFilename()).toBe(`${title}.epub`);
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  expect(readZipEntry(bytes, "mimetype")).toBe("application/epub+zip");
  expect(readZipEntry(bytes, "OEBPS/content.opf")).toContain("Personal copy of Rhea Download (bought on ");
  expect(readZipEntry(bytes, "OEBPS/storyloom-personal-copy.xhtml")).toContain("This copy was made for Rhea Download (bought on ");
  expect(readZipEntry(bytes, "OEBPS/chapter-003.xhtml")).toContain("The words of tide 3.");

  await reader.context.close();
  await author.context.close();
});

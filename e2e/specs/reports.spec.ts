import { expect, test } from "@playwright/test";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { BuyChaptersPanel } from "../pages/BuyChaptersPanel.ts";
import { ReadingPage } from "../pages/ReadingPage.ts";
import { ReportsPage } from "../pages/ReportsPage.ts";
import { bookOnSale } from "../support/books.ts";
import { newPerson, newSeller } from "../support/people.ts";

test("an author sees a reader's purchase in the sales report and where the reader read, met the paywall and bought in the chapter funnel", async ({
  browser,
}) => {
  test.slow();
  const author = await newSeller(browser, "Rita Reports");
  const title = `Tides in Numbers ${Date.now()}`;
  const book = await bookOnSale(author.page.request, title, 4);
  const reports = new ReportsPage(author.page);
  await reports.goto();
  await expect(author.page.getByText("No sales in the last 12 months")).toBeVisible();

  const reader = await newPerson(browser, "Noor Numbers");
  const reading = new ReadingPage(reader.page);
  await reader.page.goto(`${book.path}/chapter/1`);
  await expect(reading.chapterText()).toContainText("The words of tide 1.");
  // The end of the chapter comes into view: finished.
  await reader.page.locator("[data-chapter-end]").scrollIntoViewIfNeeded();
  await reader.page.goto(`${book.path}/chapter/3`);
  await expect(reading.unlockPanel()).toBeVisible();
  const buy = new BuyChaptersPanel(reader.page);
  await buy.buyChapters(1);
  await buy.pay();
  await expect(reader.page).toHaveURL(new RegExp(`${book.path}/chapter/3$`));
  await expect(reading.chapterText()).toContainText("The words of tide 3.");

  await reports.goto();
  await expect(reports.total("Sales")).toHaveText("1");
  await expect(reports.total("Paid by readers")).toHaveText("$0.99");
  // 99 cents less Storyloom's 10 % (10 cents).
  await expect(reports.total("Your earnings")).toHaveText("$0.89");
  await expect(reports.bookRow(title)).toContainText("$0.89");
  await expect(author.page.getByRole("img", { name: /^Bar chart of your earnings by month/ })).toBeVisible();

  await author.page.getByRole("combobox", { name: "Book", exact: true }).selectOption({ label: title });
  await expect(reports.funnelCount(1, "started")).toHaveText("1");
  await expect(reports.funnelCount(1, "finished")).toHaveText("1");
  await expect(reports.funnelCount(3, "reachedPaywall")).toHaveText("1");
  await expect(reports.funnelCount(3, "bought")).toHaveText("1");
  await expect(reports.funnelCount(3, "started")).toHaveText("1");
  await expect(reports.findings()).toContainText("1 reader met the paywall; 1 bought chapters (100 %).");
  // With the sale and the funnel on screen, the report has no WCAG 2.1 AA violations.
  expect(await findAccessibilityViolations(author.page)).toEqual([]);

  await author.context.close();
  await reader.context.close();
});

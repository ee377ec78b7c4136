import { expect, test } from "@playwright/test";
import { BuyChaptersPanel } from "../pages/BuyChaptersPanel.ts";
import { PayoutsPage } from "../pages/PayoutsPage.ts";
import { ReadingPage } from "../pages/ReadingPage.ts";
import { bookOnSale } from "../support/books.ts";
import { newPerson } from "../support/people.ts";

test("an author connects a payout account offline; a reader buys 5 chapters from chapter 3, comes back to it open, and reads on to chapter 7", async ({
  browser,
}) => {
  test.slow();
  const author = await newPerson(browser, "Ada Payout");
  const payouts = new PayoutsPage(author.page);
  await payouts.goto();
  await expect(payouts.status()).toHaveText("Not connected.");
  await payouts.connect();
  await expect(payouts.offlineBanner()).toBeVisible();
  await payouts.completeOnboarding();
  await expect(author.page).toHaveURL(/\/my-account#payouts$/);
  await expect(payouts.status()).toHaveText("Ready to sell.");
  const book = await bookOnSale(author.page.request, `Tides for Sale ${Date.now()}`, 8);

  const reader = await newPerson(browser, "Rhea Reader");
  const reading = new ReadingPage(reader.page);
  const buy = new BuyChaptersPanel(reader.page);
  await reader.page.goto(`${book.path}/chapter/3`);
  await expect(reading.unlockPanel()).toBeVisible();
  await expect(buy.countOptions().first()).toHaveText("1 Chapter · $0.99");
  await expect(buy.countOptions().nth(4)).toHaveText("5 Chapters · $4.95");
  await buy.buyChapters(5);
  await expect(buy.checkoutTotal()).toContainText("$4.95");
  await expect(reader.page.getByText("Offline test payments: no card is charged and no money moves.")).toBeVisible();
  await buy.pay();

  // Back on the chapter, told that the purchase went through; the notice's parameter leaves the address.
  await expect(reader.page.getByRole("status").filter({ hasText: "Thank you! Your purchase is complete" })).toBeVisible();
  await expect(reader.page).toHaveURL(new RegExp(`${book.path}/chapter/3$`));
  await expect(reading.chapterText()).toContainText("The words of tide 3.");
  await reader.page.goto(`${book.path}/chapter/7`);
  await expect(reading.chapterText()).toContainText("The words of tide 7.");
  await reader.page.goto(`${book.path}/chapter/8`);
  await expect(reading.unlockPanel()).toBeVisible();
  // One chapter is left to buy: no pack of more is offered (the API refuses more: api/src/routes/payments/router.int.test.ts).
  await expect(buy.countOptions()).toHaveText(["1 Chapter · $0.99"]);

  // The purchase is on the reader's account page.
  await reader.page.goto("/my-account");
  const purchases = reader.page.getByRole("region", { name: "Purchases table" });
  await expect(purchases.getByRole("row").nth(1)).toContainText("5 chapters");
  await expect(purchases.getByRole("row").nth(1)).toContainText("$4.95");
  await expect(purchases.getByRole("row").nth(1)).toContainText("Paid");
  // And on the storefront's account page, in the storefront's look.
  await reader.page.goto("/account");
  const bought = reader.page.getByRole("list", { name: "Your purchases" }).getByRole("listitem").first();
  await expect(bought).toContainText("5 chapters");
  await expect(bought).toContainText("$4.95");
  await expect(bought).toContainText("Paid");

  await author.context.close();
  await reader.context.close();
});

test("an author tops up the AI balance through the offline checkout and sees it in the history, on the AI page and on My account", async ({ browser }) => {
  const author = await newPerson(browser, "Tomas Topup");
  await author.page.goto("/ai");
  await author.page.getByRole("group", { name: "Add credit" }).getByRole("button", { name: "$10" }).click();
  await expect(author.page.getByText("Offline test payments: no card is charged and no money moves.")).toBeVisible();
  await author.page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(author.page).toHaveURL(/\/ai$/);
  await expect(author.page.getByTestId("balance-amount")).toHaveText("$10.00");
  await expect(author.page.getByRole("row", { name: /AI balance top-up/ })).toContainText("+$10.00");
  // The same balance and history on My account.
  await author.page.goto("/my-account");
  await expect(author.page.getByTestId("balance-amount")).toHaveText("$10.00");
  await expect(author.page.getByRole("row", { name: /AI balance top-up/ })).toContainText("+$10.00");
  await author.context.close();
});

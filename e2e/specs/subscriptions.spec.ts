import { expect, test } from "@playwright/test";
import type { APIRequestContext } from "@playwright/test";
import { ReadingPage } from "../pages/ReadingPage.ts";
import { SubscriptionsPage } from "../pages/SubscriptionsPage.ts";
import { json, newPerson, newSeller } from "../support/people.ts";

/** A published book of the signed-in author for subscribers only: `count` chapters, the first free. */
async function subscribersOnlyBook(request: APIRequestContext, title: string, count: number): Promise<{ id: number; path: string }> {
  const genres = await json<{ items: Array<{ id: number }> }>(await request.get("/api/v1/genres"));
  const { book } = await json<{ book: { id: number } }>(
    await request.post("/api/v1/books", { data: { type: "STORY", title, description: "Letters for the faithful.", genreId: genres.items[0]!.id } }),
  );
  const ids: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const { chapter } = await json<{ chapter: { id: number } }>(
      await request.post(`/api/v1/books/${book.id}/chapters`, { data: { title: `Letter ${n}`, markup: `<p>The words of letter ${n}.</p>` } }),
    );
    ids.push(chapter.id);
  }
  await json(await request.post(`/api/v1/books/${book.id}/publish`, { data: { publishType: "single_book" } }));
  for (const id of ids) await json(await request.post(`/api/v1/books/${book.id}/chapters/${id}/publish`, { data: {} }));
  await json(await request.patch(`/api/v1/books/${book.id}`, { data: { publicChaptersCount: 1, subscribersOnly: true } }));
  const { book: page } = await json<{ book: { slug: string } }>(await request.get(`/api/v1/readers/books/${book.id}`));
  return { id: book.id, path: `/book/${page.slug}/${book.id}` };
}

test("an author offers a monthly subscription; a reader subscribes from a locked chapter, reads the subscribers-only book, cancels at the period's end, resumes and cancels again", async ({
  browser,
}) => {
  test.slow();
  const author = await newSeller(browser, "Sol Subscribed");
  const studio = new SubscriptionsPage(author.page);
  await studio.offerMonthly("4.99");
  await expect(author.page.getByText("Your subscription prices are saved and offered to readers.")).toBeVisible();
  const book = await subscribersOnlyBook(author.page.request, `Letters for Subscribers ${Date.now()}`, 4);

  // A visitor who is not signed in sees the subscription on the book page and is asked to sign in.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(book.path);
  const onBookPage = visitorPage.getByRole("region", { name: "Subscribe" });
  await expect(onBookPage.getByLabel("How often you pay")).toHaveText("$4.99 a month");
  await onBookPage.getByRole("button", { name: "Subscribe" }).click();
  await expect(onBookPage.getByRole("link", { name: "sign in" })).toHaveAttribute("href", /\/auth\/login\?callbackUrl=/);
  await visitor.close();

  const reader = await newPerson(browser, "Rosa Reader");
  const reading = new ReadingPage(reader.page);
  const subscribing = new SubscriptionsPage(reader.page);
  await reader.page.goto(`${book.path}/chapter/2`);
  await expect(reading.unlockPanel()).toBeVisible();
  const form = subscribing.chapterForm("Subscribe to Sol Subscribed");
  await expect(form.getByLabel("How often you pay")).toHaveText("$4.99 a month");
  // A higher amount of the reader's own must be an amount.
  await form.getByLabel("Pay more to support the author (USD, optional)").fill("lots");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(reader.page.getByText("Enter an amount like 6.50, or leave it empty to pay the price shown.")).toBeVisible();
  await form.getByLabel("Pay more to support the author (USD, optional)").fill("");
  await form.getByRole("button", { name: "Subscribe" }).click();

  await expect(reader.page.getByRole("heading", { name: "Subscribe" })).toBeVisible();
  await expect(reader.page.getByText("$4.99 per month").first()).toBeVisible();
  await expect(reader.page.getByText("Offline test payments: no card is charged and no money moves.")).toBeVisible();
  await reader.page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(reader.page).toHaveURL(new RegExp(`${book.path}/chapter/2$`));
  await expect(reading.chapterText()).toContainText("The words of letter 2.");
  await reader.page.goto(`${book.path}/chapter/4`);
  await expect(reading.chapterText()).toContainText("The words of letter 4.");

  // The reader's account lives on the storefront, reached from the header; cancelling asks first.
  await reader.page
    .getByRole("banner")
    .getByRole("link", { name: /^Your account/ })
    .click();
  await expect(reader.page).toHaveURL(/\/account$/);
  const subscription = reader.page.getByRole("list", { name: "Your subscriptions" }).getByRole("listitem").filter({ hasText: "Sol Subscribed" });
  await expect(subscription).toContainText("$4.99 per month");
  await expect(subscription).toContainText(/Renews /);
  await subscription.getByRole("link", { name: /^Cancel…/ }).click();
  await expect(subscription).toContainText(/Cancel it\? You keep reading until /);
  await subscription.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(reader.page.getByText(/^Your subscription to Sol Subscribed is cancelled\. You keep reading until /)).toBeVisible();
  await expect(subscription).toContainText(/Cancelled: readable until /);
  await expect(subscription.getByRole("link", { name: /^Cancel…/ })).toHaveCount(0);
  // Still readable until the end of the period.
  await reader.page.goto(`${book.path}/chapter/3`);
  await expect(reading.chapterText()).toContainText("The words of letter 3.");

  // Changed their mind: resumed from the account while it still runs, it renews again.
  await reader.page.goto("/account");
  await subscription.getByRole("button", { name: "Resume your subscription to Sol Subscribed" }).click();
  await expect(reader.page.getByText("Your subscription is resumed. It renews at the end of the period you paid for.")).toBeVisible();
  await expect(subscription).toContainText(/Renews /);
  await expect(subscription.getByRole("link", { name: /^Cancel…/ })).toBeVisible();
  await subscription.getByRole("link", { name: /^Cancel…/ }).click();
  await subscription.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(subscription).toContainText(/Cancelled: readable until /);

  // The author sees the subscriber.
  await author.page.reload();
  const subscribers = author.page.getByRole("region", { name: "Subscribers table" });
  await expect(subscribers.getByRole("row").nth(1)).toContainText("Rosa Reader");
  await expect(subscribers.getByRole("row").nth(1)).toContainText("(ends then)");

  await author.context.close();
  await reader.context.close();
});

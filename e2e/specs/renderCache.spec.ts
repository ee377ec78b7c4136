import { expect, test } from "@playwright/test";
import { signInAs } from "../support/people.ts";
import type { Page } from "@playwright/test";
import { ReadingPage } from "../pages/ReadingPage.ts";

const reader = { email: "reader@storyloom.test", password: "storyloom-reader" };

/** Opens `path` and answers how the storefront served it: hit, miss or bypass (x-render-cache). */
async function visit(page: Page, path: string): Promise<string | null> {
  const response = await page.goto(path);
  return response?.headers()["x-render-cache"] ?? null;
}

test("a signed-in reader served a cached page gets their own header, not the anonymous one", async ({ page, browser }) => {
  // Two anonymous renders keep the reader home in the cache (a page is kept on its second render).
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visit(visitor, "/read");
  await visit(visitor, "/read");
  expect(await visit(visitor, "/read")).toBe("hit");
  await anonymous.close();

  await signInAs(page, "reader");
  await expect(page).toHaveURL(/\/books$/);

  expect(await visit(page, "/read")).toBe("hit");
  const header = page.getByRole("banner");
  await expect(header.getByText(reader.email)).toBeVisible();
  await expect(header.getByRole("link", { name: "Bookshelf" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);
});

test("a signed-in reader served a cached book page gets their own chapter access and review form", async ({ page, browser }) => {
  const reading = new ReadingPage(page);
  const book = await reading.findBook("The Lantern Road");
  const bookPath = `/book/${book.slug}/${book.id}`;
  const policyViolations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) policyViolations.push(message.text());
  });

  // A visitor keeps the page in the cache: chapters past the free two are locked for them, and they are asked to sign in.
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visit(visitor, bookPath);
  await visit(visitor, bookPath);
  expect(await visit(visitor, bookPath)).toBe("hit");
  const visitorChapters = visitor.locator("#chapters li");
  await expect(visitorChapters.nth(2)).toContainText("Locked");
  await expect(visitor.getByText("to rate this book, review it")).toBeVisible();
  await anonymous.close();

  // The demo reader bought the whole book and has opened it: the same cached page shows them that.
  await signInAs(page, "reader");
  await expect(page).toHaveURL(/\/books$/);
  expect(await visit(page, bookPath)).toBe("hit");
  const chapters = page.locator("#chapters li");
  await expect(chapters.nth(2)).toContainText("Bought");
  await expect(chapters.nth(0)).toContainText("Free");
  await expect(page.getByRole("heading", { name: /^(Write a review|Edit your review)$/ })).toBeVisible();
  await expect(page.getByText("to rate this book, review it")).toHaveCount(0);
  expect(policyViolations).toEqual([]);
});

test("without its script, a signed-in reader's way to review leads to a page rendered for them", async ({ browser }) => {
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  const book = await new ReadingPage(visitor).findBook("The Lantern Road");
  const bookPath = `/book/${book.slug}/${book.id}`;
  await visit(visitor, bookPath);
  await visit(visitor, bookPath);
  expect(await visit(visitor, bookPath)).toBe("hit");
  await anonymous.close();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAs(page, "reader");
  await page.waitForURL(/\/books$/);

  // The cached page, as a visitor sees it: no script fills in the reader's part.
  expect(await visit(page, bookPath)).toBe("hit");
  await page.locator("#reviews").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${bookPath}\\?signedIn=1#reviews$`));
  await expect(page.getByRole("heading", { name: /^(Write a review|Edit your review)$/ })).toBeVisible();
  await context.close();
});

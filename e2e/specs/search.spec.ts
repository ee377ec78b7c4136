import { expect, test } from "../support/test.ts";
import { BookPage } from "../pages/BookPage.ts";
import { CustomDomainSite } from "../pages/CustomDomainSite.ts";
import { SearchPage } from "../pages/SearchPage.ts";

// The demo seed: "The Lantern Road" by Elena Marsh (Epic Fantasy), and "The Glass
// Orchard Chronicles" (its first book "Seeds of Glass") served at glass-orchard.localhost.

test("a reader finds a book from the header with a misspelt title and opens it", async ({ page }) => {
  const search = new SearchPage(page);
  await page.goto("/read");

  await search.searchFromHeader("lantren road");

  await expect(page).toHaveURL(/\/search\?q=lantren\+road$/);
  await expect(search.heading()).toHaveText("Results for “lantren road”");
  await expect(search.result("The Lantern Road")).toBeVisible();
  await search.result("The Lantern Road").click();
  await expect(new BookPage(page).title()).toHaveText("The Lantern Road");
});

test("an author's name and a collection's title find what they name", async ({ page }) => {
  const search = new SearchPage(page);

  await page.goto("/search?q=elena%20marsh");
  await expect(search.result("The Lantern Road")).toBeVisible();

  await page.goto("/search?q=glass%20orchard");
  await expect(search.result("The Glass Orchard Chronicles")).toBeVisible();
});

test("nothing found, too short and past the end each say so", async ({ page }) => {
  const search = new SearchPage(page);

  await page.goto("/search?q=zzqxjv%20wqpt");
  await expect(search.emptyState()).toContainText("Nothing matches “zzqxjv wqpt”");

  const short = await page.goto("/search?q=a");
  expect(short?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("Type at least 2 characters to search.");
  await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue("a");

  const past = await page.goto("/search?q=lantern&page=40");
  expect(past?.status()).toBe(404);
  await expect(search.emptyState()).toContainText("This page is past the end");
});

test("a collection's own domain searches its own books", async ({ page, baseURL }) => {
  const site = new CustomDomainSite(page, baseURL!);
  const search = new SearchPage(page);
  await site.open("/");

  await search.searchFromHeader("seeds of glas");

  expect(new URL(page.url()).host).toBe(site.host);
  await expect(search.result("Seeds of Glass")).toBeVisible();
  await page.goto(`${site.origin}/search?q=lantern%20road`);
  await expect(search.emptyState()).toContainText("Nothing matches “lantern road”");
});

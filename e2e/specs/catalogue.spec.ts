import type { Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";
import { BookPage } from "../pages/BookPage.ts";
import { ReaderHomePage } from "../pages/ReaderHomePage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

// The demo seed: "The Lantern Road" by Elena Marsh (Epic Fantasy, 2 free chapters of 5, one
// review by Sam Reed) and "The Glass Orchard Chronicles", served at glass-orchard.localhost.
const LANTERN = "The Lantern Road";
const SAM_REVIEW = "A lantern worth following";

async function lanternPath(page: Page): Promise<string> {
  const answer = await page.request.get("/api/v1/readers/books?sort=new&pageSize=100");
  const { items } = (await answer.json()) as { items: Array<{ id: number; slug: string; title: string }> };
  const book = items.find((item) => item.title === LANTERN);
  if (!book) throw new Error("The demo book is not in the catalogue");
  return `/book/${book.slug}/${book.id}`;
}

test("the reader home shows its shelves and genres, and See all opens a full grid", async ({ page }) => {
  const home = new ReaderHomePage(page);

  await home.goto();

  await expect(home.heading()).toHaveText("Read");
  await expect(home.bookInShelf("New", LANTERN)).toBeVisible();
  await home.seeAll("New");
  await expect(page).toHaveURL(/\/read\?sort=new$/);
  await expect(home.heading()).toHaveText("New books");
  await expect(page.getByRole("link", { name: LANTERN, exact: true })).toBeVisible();
});

test("a genre opens its grid; an unknown genre and a bad query are answered with clear messages", async ({ page }) => {
  const home = new ReaderHomePage(page);
  await home.goto();

  await home.openGenre("Epic Fantasy");

  await expect(home.heading()).toHaveText("Epic Fantasy");
  await expect(page.getByRole("link", { name: LANTERN, exact: true })).toBeVisible();

  const unknown = await page.goto("/read?genreId=999999");
  expect(unknown?.status()).toBe(404);
  await expect(home.heading()).toHaveText("Genre not found");
  await expect(home.emptyState()).toContainText("There is no such genre");

  const bad = await page.goto("/read?sort=popular");
  expect(bad?.status()).toBe(400);
  await expect(page.getByText("sort must be one of recommended, new or updated.")).toBeVisible();
});

test("a book page shows the book, its chapters' access and its reviews, with search metadata", async ({ page, baseURL }) => {
  const home = new ReaderHomePage(page);
  const book = new BookPage(page);
  await home.goto();

  await home.openBook(LANTERN);

  await expect(book.title()).toHaveText(LANTERN);
  await expect(book.authorLink()).toHaveText("Elena Marsh");
  await expect(book.chapter("Chapter 1")).toContainText("Free");
  await expect(book.chapter("Chapter 3")).toContainText("Locked");
  // What is free and what the rest costs, before the reader meets a lock.
  await expect(page.getByTestId("book-access")).toHaveText("The first 2 chapters are free; the others are $0.99 each, or $4.99 for the whole book.");
  await expect(book.startReading()).toHaveAttribute("href", /\/chapter\/1$/);
  await expect(book.review(SAM_REVIEW)).toContainText("Sam Reed");
  await expect(book.signInToReview()).toBeVisible();
  expect(await book.canonicalUrl()).toBe(new URL(page.url()).href.replace(/[?#].*$/, ""));
  expect(await book.ogContent("og:type")).toBe("book");
  expect(await book.jsonLd()).toMatchObject({ "@type": "Book", name: LANTERN, author: { "@type": "Person", name: "Elena Marsh" } });
  expect(new URL((await book.canonicalUrl()) ?? "").origin).toBe(new URL(baseURL!).origin);
});

test("a book's old or wrong slug moves to its canonical address", async ({ page }) => {
  const canonical = await lanternPath(page);
  const id = canonical.split("/").pop();

  await page.goto(`/book/some-old-title/${id}`);

  await expect(page).toHaveURL(new RegExp(`${canonical}$`));
  await page.goto("/book/anything/999999999");
  await expect(page).toHaveURL(/\/not-found-book$/);
});

test("a reader who opened the book writes, edits and deletes a review, and rates others' reviews", async ({ page }) => {
  const signUp = new SignUpPage(page);
  const book = new BookPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Catalogue Reader", email: `catalogue-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
  const path = await lanternPath(page);
  const bookId = Number(path.split("/").pop());
  // Opening the first chapter is what lets a reader review a book.
  const opened = await page.request.post(`/api/v1/readers/books/${bookId}/reader-book`, { data: { currentChapterIndex: 1, currentChapterProgress: 0 } });
  expect(opened.ok()).toBe(true);
  await book.goto(path);

  await book.submitReviewWithoutRating();
  await expect(book.ratingError()).toBeVisible();
  await book.writeReview({ rating: 4, title: "Lamps and glass", text: "Eerie and kind." });

  await expect(book.notice()).toHaveText("Your review is saved.");
  await expect(book.review("Lamps and glass")).toContainText("Your review");
  await expect(book.review("Lamps and glass")).toContainText("Eerie and kind.");

  await book.writeReview({ rating: 5, title: "Lamps and glass, again", text: "Even better on a second read." });
  await expect(book.review("Lamps and glass, again")).toContainText("Even better on a second read.");

  await book.helpfulButton(SAM_REVIEW).click();
  await expect(book.helpfulButton(SAM_REVIEW)).toHaveAttribute("aria-pressed", "true");

  await book.report(SAM_REVIEW, null);
  await expect(book.reportError(SAM_REVIEW)).toHaveText("Choose what is wrong with this review.");
  await book.report(SAM_REVIEW, "Spam or malicious code", "Testing the report form.");
  await expect(book.notice()).toContainText("The review is reported");

  await book.deleteMyReview();
  await expect(book.notice()).toHaveText("Your review is deleted.");
  await expect(book.review("Lamps and glass, again")).toHaveCount(0);
});

test("a series' own domain shows the series, its contents and its books on the same host", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!);
  origin.hostname = "glass-orchard.localhost";

  await page.goto(`${origin.origin}/`);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Glass Orchard Chronicles");
  await page.goto(`${origin.origin}/table-contents`);
  const firstBook = page.getByRole("link", { name: /Seeds of Glass/ });
  await expect(firstBook).toBeVisible();
  await firstBook.click();
  await expect(page).toHaveURL(new RegExp(`^${origin.origin}/book/seeds-of-glass/\\d+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seeds of Glass");
});

test("robots.txt and the sitemap name the host that serves them", async ({ page, baseURL }) => {
  const robots = await (await page.request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /auth/");
  expect(robots).toContain("Disallow: /bookshelf");
  expect(robots).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL!).href}`);

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${new URL("/read", baseURL!).href}</loc>`);
  expect(sitemap).toContain(`<loc>${new URL(await lanternPath(page), baseURL!).href}</loc>`);
});

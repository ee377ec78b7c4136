import { expect, test } from "@playwright/test";
import { signInAs } from "../support/people.ts";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { PaywallPage } from "../pages/PaywallPage.ts";
import { ReadingPage } from "../pages/ReadingPage.ts";

const DAY = 86_400_000;

async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

interface PublishedChapter {
  id: number;
  title: string;
  publishedAt: string;
}

/** A published book of the signed-in author with `titles.length` published chapters, each with some text. */
async function publishedBook(request: APIRequestContext, title: string, titles: string[]): Promise<{ id: number; chapters: PublishedChapter[] }> {
  const genres = await json<{ items: Array<{ id: number }> }>(await request.get("/api/v1/genres"));
  const { book } = await json<{ book: { id: number } }>(
    await request.post("/api/v1/books", { data: { type: "STORY", title, description: "Letters from a harbour town.", genreId: genres.items[0]!.id } }),
  );
  const made: Array<{ id: number }> = [];
  for (const chapterTitle of titles) {
    const { chapter } = await json<{ chapter: { id: number } }>(
      await request.post(`/api/v1/books/${book.id}/chapters`, { data: { title: chapterTitle, markup: `<p>The words of ${chapterTitle}.</p>` } }),
    );
    made.push(chapter);
  }
  await json(await request.post(`/api/v1/books/${book.id}/publish`, { data: { publishType: "single_book" } }));
  const chapters: PublishedChapter[] = [];
  for (const [place, chapter] of made.entries()) {
    const answer = await json<{ chapter: { publishedAt: string } }>(
      await request.post(`/api/v1/books/${book.id}/chapters/${chapter.id}/publish`, { data: {} }),
    );
    chapters.push({ id: chapter.id, title: titles[place]!, publishedAt: answer.chapter.publishedAt });
  }
  return { id: book.id, chapters };
}

/** "3 Dec": the day as the studio writes it, in the browser's (this machine's) time zone. */
const shortDay = (time: number) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" }).format(new Date(time));

test.beforeEach(async ({ page }) => {
  await signInAs(page, "author");
  await expect(page).toHaveURL(/\/books$/);
});

test("an author sets a chapter price and 'free after 7 days', and sees who can read each chapter and from when", async ({ page }) => {
  // Arrange: a published book of two published chapters, nothing sold yet.
  const paywall = new PaywallPage(page);
  const book = await publishedBook(page.request, `Paywall Harbour ${Date.now()}`, ["Arrival", "The Storm"]);
  await paywall.gotoBook(book.id);
  // Nothing is sold yet, so every chapter is free (docs/decisions/reading.md, "Free until the author sets a paywall").
  await expect(paywall.chapterAudience("The Storm")).toContainText("Free");
  await expect(page.getByTestId("sells-nothing")).toContainText("every chapter is free to read");

  // Act: a price below the smallest charge is refused beside its field.
  await paywall.saveSelling({ chapterPrice: "0.30", freeChapters: 1, freeAfterDays: "7" });

  // Assert
  await expect(paywall.fieldError("Must be at least 0.50.")).toBeVisible();

  // Act: a valid price.
  await paywall.saveSelling({ chapterPrice: "0.99" });

  // Assert: saved, the first chapter is free, the second is paid until seven days after its publication.
  await expect(paywall.toast("Your book is saved.")).toBeVisible();
  await expect(paywall.chapterAudience("Arrival")).toContainText("Free");
  const freeFrom = shortDay(Date.parse(book.chapters[1]!.publishedAt) + 7 * DAY);
  await expect(paywall.chapterAudience("The Storm")).toContainText(`Paid · free from ${freeFrom}`);
  await page.reload();
  await expect(paywall.field("Price per chapter ($)")).toHaveValue("0.99");
  await expect(paywall.field("Chapters become free after (days)")).toHaveValue("7");
  await expect(paywall.chapterAudience("The Storm")).toBeVisible();
  expect(await findAccessibilityViolations(page)).toEqual([]);
});

test("a reader reads, without paying, a chapter older than the latest paid ones, and sees the price of a newer one", async ({ page, browser }) => {
  // Arrange: three published chapters, none free by count; only the latest two are paid, at $0.99 each.
  const paywall = new PaywallPage(page);
  const title = `Latest Paid ${Date.now()}`;
  const book = await publishedBook(page.request, title, ["Old Harbour", "New Moon", "High Tide"]);
  await paywall.gotoBook(book.id);
  await paywall.saveSelling({ chapterPrice: "0.99", freeChapters: 0, paidLatestChapters: "2" });
  await expect(paywall.toast("Your book is saved.")).toBeVisible();
  await expect(paywall.chapterAudience("Old Harbour")).toContainText("Free");
  await expect(paywall.chapterAudience("High Tide")).toContainText("Paid");

  // Act: a visitor who is not signed in opens the first and the last chapter.
  const visitorContext = await browser.newContext();
  const reading = new ReadingPage(await visitorContext.newPage());
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await reading.gotoChapter({ id: book.id, slug }, 1);

  // Assert
  await expect(reading.chapterText()).toContainText("The words of Old Harbour.");
  await reading.gotoChapter({ id: book.id, slug }, 3);
  await expect(reading.unlockPanel()).toContainText("Buy chapters. This chapter for $0.99");
  await expect(reading.chapterText()).toHaveCount(0);
  await visitorContext.close();
});

import { expect, test } from "@playwright/test";
import { signInAs } from "../support/people.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { BooksPage } from "../pages/BooksPage.ts";

async function json<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A reader who is not signed in opens the chapter: what it reads, and whether the storefront served it from its cache. */
async function readAsVisitor(visitor: Page, path: string): Promise<{ text: string; cache: string | null }> {
  const response = await visitor.goto(path);
  return { text: (await visitor.getByRole("main").textContent()) ?? "", cache: response?.headers()["x-render-cache"] ?? null };
}

test("an author's published chapter reaches readers, an unpublished edit does not, and publishing the edit replaces the cached page", async ({
  page,
  browser,
}) => {
  const books = new BooksPage(page);
  await signInAs(page, "author");
  await expect(page).toHaveURL(/\/books$/);

  // Arrange: a book with one written chapter, one free chapter set in the studio, published.
  const genres = await json<{ items: Array<{ id: number }> }>(await page.request.get("/api/v1/genres"));
  const { book } = await json<{ book: { id: number } }>(
    await page.request.post("/api/v1/books", {
      data: { type: "STORY", title: `Harbour Notes ${Date.now()}`, description: "Letters from a harbour town.", genreId: genres.items[0]!.id },
    }),
  );
  const { chapter } = await json<{ chapter: { id: number } }>(
    await page.request.post(`/api/v1/books/${book.id}/chapters`, { data: { title: "Arrival", markup: "<p>The first published words.</p>" } }),
  );
  await books.gotoBook(`/books/${book.id}`);
  await books.saveDetails({ freeChapters: 1 });
  await expect(page.getByText("Your book is saved.")).toBeVisible();
  await json(await page.request.post(`/api/v1/books/${book.id}/publish`, { data: { publishType: "single_book" } }));
  await json(await page.request.post(`/api/v1/books/${book.id}/chapters/${chapter.id}/publish`, { data: {} }));

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const path = `/book/harbour-notes/${book.id}/chapter/1`;
  expect((await readAsVisitor(visitor, path)).text).toContain("The first published words.");
  await readAsVisitor(visitor, path);
  expect(await readAsVisitor(visitor, path)).toMatchObject({ cache: "hit" });

  // Act: the author edits the published chapter; readers keep the published text.
  const current = await json<{ chapter: { version: number } }>(await page.request.get(`/api/v1/books/${book.id}/chapters/${chapter.id}`));
  await json(
    await page.request.patch(`/api/v1/books/${book.id}/chapters/${chapter.id}`, {
      data: { markup: "<p>The revised words.</p>", version: current.chapter.version },
    }),
  );
  const beforePublishing = await readAsVisitor(visitor, path);
  expect(beforePublishing.text).toContain("The first published words.");
  expect(beforePublishing.text).not.toContain("The revised words.");

  // Publishing the edit makes it what readers read, at once.
  await json(await page.request.post(`/api/v1/books/${book.id}/chapters/${chapter.id}/publish`, { data: {} }));
  const afterPublishing = await readAsVisitor(visitor, path);
  expect(afterPublishing.text).toContain("The revised words.");
  expect(afterPublishing.cache).not.toBe("hit");
  await visitorContext.close();
});

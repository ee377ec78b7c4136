import { expect, test } from "@playwright/test";
import { bookOnSale } from "../support/books.ts";
import { findMail } from "../support/outbox.ts";
import { json, newPerson } from "../support/people.ts";

test("a reader gets the new-chapter e-mail, unsubscribes from its link without signing in, and sees it in their e-mail settings", async ({ browser }) => {
  test.slow();
  const author = await newPerson(browser, "Mailing Author");
  const title = `Letters Home ${Date.now()}`;
  const book = await bookOnSale(author.page.request, title, 1);
  const reader = await newPerson(browser, "Mailed Reader");
  const readerEmail = await reader.page.evaluate("fetch('/api/auth/session').then((r) => r.json()).then((s) => s.user.email)");
  // The reader opens the book: they are its reader now.
  await json(await reader.page.request.post(`/api/v1/readers/books/${book.id}/reader-book`, { data: { currentChapterIndex: 1, currentChapterProgress: 0 } }));

  // The author writes a second chapter and publishes it with the e-mail box ticked.
  const { chapter } = await json<{ chapter: { id: number } }>(
    await author.page.request.post(`/api/v1/books/${book.id}/chapters`, { data: { title: "Tide 2", markup: "<p>The second letter.</p>" } }),
  );
  await author.page.goto(`/books/${book.id}/chapter/${chapter.id}`);
  const publishing = author.page.getByRole("group", { name: "Publishing" });
  await publishing.getByLabel("E-mail my readers when it goes live").check();
  await publishing.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(publishing.getByRole("status")).toContainText("Published");

  // The e-mail arrives, with the one-click headers and a link to the chapter.
  let mail: string | null = null;
  await expect.poll(async () => (mail = await findMail(String(readerEmail), `${title}: Chapter 2: Tide 2 is out`)) !== null, { timeout: 30_000 }).toBe(true);
  const headers = mail!.replace(/\r?\n[ \t]+/g, " ");
  expect(headers).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/api\/v1\/readers\/unsubscribe\/[0-9a-f-]{36}>/m);
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  expect(mail).toContain(`/book/`);
  const unsubscribeLink = /https?:\/\/[^\s"<>/]+\/unsubscribe\/[0-9a-f-]{36}/.exec(mail!)![0];

  // A stranger's browser (no session) follows the link: asked first, then unsubscribed.
  const stranger = await browser.newContext();
  const page = await stranger.newPage();
  await page.goto(new URL(new URL(unsubscribeLink).pathname, reader.page.url()).href);
  await expect(page.getByRole("heading", { name: "Stop e-mails from Mailing Author?" })).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expect(page.getByText("You will no longer get e-mails from Mailing Author.")).toBeVisible();
  await stranger.close();

  // The reader's own settings say so, and turn it back on.
  await reader.page.goto("/bookshelf/emails");
  const row = reader.page.getByRole("listitem").filter({ hasText: "Mailing Author" });
  await expect(row).toContainText("You get none of their e-mails.");
  await row.getByRole("button", { name: /Get e-mails/ }).click();
  await expect(reader.page.getByRole("status")).toContainText("You will get e-mails from Mailing Author.");
  await expect(reader.page.getByRole("listitem").filter({ hasText: "Mailing Author" })).toContainText("You get their e-mails.");

  await author.context.close();
  await reader.context.close();
});

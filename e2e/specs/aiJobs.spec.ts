import { expect, test } from "../support/test.ts";
import { newAiAuthor } from "../support/people.ts";
import { AiJobsPage } from "../pages/AiJobsPage.ts";

// A new author with $5 of AI credit (a generation makes many charges: the demo author's history stays as other specs expect it);
// the stack's AI is the simulator.
test("an author generates a book from notes and watches it to the end, then cancels another generation", async ({ browser }) => {
  test.slow();
  const { context, page } = await newAiAuthor(browser, "Generating Author");
  const jobs = new AiJobsPage(page);
  const bookId = await jobs.createBook(`Generated Harbour ${Date.now()}`);

  await jobs.goto(bookId);
  await expect(page.getByRole("heading", { name: "Start a generation" })).toBeVisible();
  await jobs.writeNotes("A lighthouse keeper's daughter finds letters in a bottle from a sailor lost fifty years ago.", 1);
  await expect(jobs.estimate()).toHaveText(/^Costs at most (\$\d+\.\d{2,4}|under \$0\.0001) from your AI balance, in \d+ steps\.$/);
  await jobs.start();

  // Progress moves on this page without a reload, step by step, to the end.
  await expect(jobs.progressBar()).toBeVisible();
  await expect(jobs.status()).toHaveText(/^(Waiting to start|Generating)$/);
  await expect(jobs.step()).toContainText("%");
  await expect(jobs.step()).toContainText(/Step \d+ of \d+/, { timeout: 30_000 });
  await expect(jobs.status()).toHaveText("Finished", { timeout: 90_000 });
  await expect(jobs.progressBar()).toHaveAttribute("aria-valuenow", "100");
  await expect(jobs.step()).toHaveText(/^100% · All \d+ steps done\.$/);
  await expect(page.getByTestId("current-job")).toContainText(/Added .*beat.*character/);
  await expect(jobs.history()).toContainText("Finished");

  // What it made is in the story bible and the outline.
  const characters = await jobs.charactersOnServer(bookId);
  expect(characters.length).toBeGreaterThan(0);
  await jobs.openMade("Open the story bible");
  await expect(page).toHaveURL(new RegExp(`/books/${bookId}/story-bible`));
  await expect(jobs.characterCards()).toHaveCount(characters.length);
  await expect(jobs.characterCards().first()).toHaveText(characters[0]!);
  const beats = await jobs.beatsOnServer(bookId);
  expect(beats.length).toBeGreaterThan(0);
  await jobs.goto(bookId);
  await jobs.openMade("Open the outline");
  await expect(page).toHaveURL(new RegExp(`/books/${bookId}/outline`));
  await expect(page.getByRole("heading", { level: 3, name: beats[0]!, exact: true })).toBeVisible();

  // The book screen says the book is ready until the author dismisses it.
  await jobs.gotoBook(bookId);
  await expect(jobs.notice()).toContainText("Your book is ready.");
  await jobs.dismissNotice();
  await expect(jobs.notice()).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(jobs.notice()).toHaveCount(0);

  // A longer generation, cancelled at once: it stops, and says what it kept.
  await jobs.goto(bookId);
  await jobs.writeNotes("The sailor's letters turn out to be written by the keeper's own grandmother.", 12);
  await expect(jobs.estimate()).toBeVisible();
  await jobs.start();
  await expect(jobs.status()).toHaveText(/^(Waiting to start|Generating)$/);
  await jobs.cancel();
  await expect(jobs.status()).toHaveText("Cancelled");
  await expect(jobs.progressBar()).toHaveAttribute("aria-valuetext", /Cancelled$/);
  await expect(jobs.step()).toContainText("What was made is kept.");
  await expect(jobs.history()).toContainText("Cancelled");
  await expect(page.getByRole("button", { name: "Start generating" })).toBeEnabled();

  // Try again puts the cancelled generation's notes back, with the estimate, for the author to start anew.
  await jobs.writeNotes("", 3);
  await page.getByTestId("current-job").getByRole("button", { name: "Try again" }).click();
  await expect(page.getByLabel("Your notes", { exact: true })).toHaveValue("The sailor's letters turn out to be written by the keeper's own grandmother.");
  await expect(page.getByLabel("Chapters to draft", { exact: true })).toHaveValue("12");
  await expect(jobs.estimate()).toBeVisible();
  await context.close();
});

import { expect, test } from "@playwright/test";
import { AdminPage } from "../pages/AdminPage.ts";
import { BookPage } from "../pages/BookPage.ts";
import { bookOnSale } from "../support/books.ts";
import { json, newPerson, signInAs } from "../support/people.ts";

const admin = { email: "admin@storyloom.test", password: "storyloom-admin" };

test("an admin hides a reported review and it disappears from the book page, and the audit log records it", async ({ browser, page }) => {
  // Arrange: an author's book, a reader's review of it, another reader's report of that review.
  const author = await newPerson(browser, "Moderated Author");
  const title = `Harbour Letters ${Date.now()}`;
  const book = await bookOnSale(author.page.request, title, 3);
  const reviewer = await newPerson(browser, "Loud Reviewer");
  await json(await reviewer.page.request.post(`/api/v1/readers/books/${book.id}/reader-book`, { data: { currentChapterIndex: 1, currentChapterProgress: 0 } }));
  await json(
    await reviewer.page.request.post(`/api/v1/readers/books/${book.id}/review`, {
      data: { rating: 1, title: "Visit my shop", markup: "<p>Cheap followers at my shop.</p>" },
    }),
  );
  const reporter = await newPerson(browser, "Careful Reporter");
  const reporterBook = new BookPage(reporter.page);
  await reporterBook.goto(book.path);
  await reporterBook.report("Visit my shop", "Spam or malicious code", "This review advertises a shop.");
  await expect(reporterBook.notice()).toContainText("The review is reported");

  // Act: the admin opens the reported reviews and hides it.
  const adminArea = new AdminPage(page);
  await signInAs(page, "admin");
  await expect(adminArea.usersTable()).toBeVisible();
  await adminArea.openSection("Reported reviews");
  const report = adminArea.reviewReport(title);
  await expect(report).toContainText("Malicious code or spam");
  await expect(report).toContainText("This review advertises a shop.");
  await expect(report).toContainText("Careful Reporter");
  await expect(report).toContainText("Visit my shop");
  await adminArea.hideReportedReview(title);

  // Assert: the report leaves the open queue and the review the book's page.
  await expect(adminArea.reviewReport(title)).toHaveCount(0);
  const visitor = await browser.newContext();
  const visitorBook = new BookPage(await visitor.newPage());
  await visitorBook.goto(book.path);
  await expect(visitorBook.title()).toHaveText(title);
  await expect(visitorBook.review("Visit my shop")).toHaveCount(0);

  // The audit log says who hid it, beside the demo's earlier dismissal; the AI moderation records list the demo's refused request.
  await adminArea.openSection("Audit log");
  await expect(adminArea.auditRows("Hid the review").first()).toContainText(admin.email);
  await expect(adminArea.auditRows("Dismissed the report")).not.toHaveCount(0);
  await adminArea.openSection("AI moderation");
  await adminArea.showEveryRefusedRequest();
  const refused = adminArea.aiModerationChecks("mira.okafor@storyloom.test");
  await expect(refused.first()).toContainText("Refused");
  await expect(refused.first()).toContainText("Flagged: violence");
  await Promise.all([visitor.close(), author.context.close(), reviewer.context.close(), reporter.context.close()]);
});

import { expect, test } from "../support/test.ts";
import { ContinuityPanel } from "../pages/ContinuityPanel.ts";
import { StoryBiblePage } from "../pages/StoryBiblePage.ts";
import { Viewport } from "../pages/Viewport.ts";
import { json, newPerson } from "../support/people.ts";

test("an author runs the continuity check on a chapter with a planted contradiction, sees it with both passages, and updates the story bible from it", async ({
  browser,
}) => {
  // Arrange: the story bible gives Mara green eyes; chapter 2 says blue.
  const { context, page } = await newPerson(browser, "Continuity Author");
  const { book } = await json<{ book: { id: number } }>(await page.request.post("/api/v1/books", { data: { type: "STORY", title: "The Salt Ledger" } }));
  await json(
    await page.request.post(`/api/v1/books/${book.id}/characters`, { data: { name: "Mara Quell", physical: "Tall, with green eyes and black hair." } }),
  );
  await json(await page.request.post(`/api/v1/books/${book.id}/chapters`, { data: { title: "The Quay", markup: "<p>Mara waited on the quay.</p>" } }));
  const { chapter } = await json<{ chapter: { id: number } }>(
    await page.request.post(`/api/v1/books/${book.id}/chapters`, {
      data: { title: "Rain", markup: "<p>Rain fell on the harbour.</p><p>Mara looked up, her blue eyes narrowed against the wind.</p>" },
    }),
  );
  await page.goto(`/books/${book.id}/chapter/${chapter.id}`);
  const continuity = new ContinuityPanel(page);

  // Act: offered beside Publish, the check runs on the chapter.
  await continuity.openFromPublishing();
  await expect(continuity.panel().getByRole("button", { name: "Check continuity" })).toBeFocused();
  await continuity.check();

  // Assert: the finding, with this chapter's passage and the story bible's.
  const finding = continuity.finding("Mara Quell's eyes are green in the story bible, blue here.");
  await expect(finding).toHaveCount(1);
  await expect(finding.getByRole("button", { name: "Show in the text: Mara looked up, her blue eyes narrowed against the wind." })).toBeVisible();
  await expect(finding.getByRole("link", { name: "Story bible: Mara Quell" })).toBeVisible();
  await expect(finding.getByText("Tall, with green eyes and black hair.")).toBeVisible();
  // Its passage is shown in the text: selected in the editor (once the editor shows the chapter).
  await expect(page.getByRole("textbox", { name: "Chapter text" })).toContainText("Mara looked up");
  await continuity.showInText("Mara Quell's eyes are green");
  await expect(finding.getByText("This passage is no longer in the text as it was checked.")).toHaveCount(0);
  await expect.poll(() => continuity.selectedText()).toBe("Mara looked up, her blue eyes narrowed against the wind.");
  // Nothing sticks out sideways on a phone.
  const viewport = new Viewport(page);
  await viewport.resize(375);
  await expect.poll(() => viewport.sidewaysOverflow()).toBe(0);
  expect(await viewport.elementsOutsideTheirBox()).toEqual([]);
  await viewport.resize(1280);

  // Act: the chapter is right: the story bible takes the new colour.
  await continuity.updateStoryBible("Mara Quell's eyes are green");
  await expect(finding.getByText("The story bible is updated.")).toBeVisible();
  await finding.getByRole("link", { name: "Story bible: Mara Quell" }).click();

  // Assert: the story bible says blue.
  const bible = new StoryBiblePage(page);
  await bible.selectCard("Mara Quell");
  await expect(bible.field("Physical")).toHaveValue("Tall, with blue eyes and black hair.");

  // And a check of the chapter now finds nothing.
  await page.goto(`/books/${book.id}/chapter/${chapter.id}`);
  await continuity.open();
  await continuity.check();
  await expect(continuity.panel().getByText("No contradictions found with the story bible and earlier chapters.")).toBeVisible();
  await context.close();
});

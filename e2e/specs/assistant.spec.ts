import { expect, test } from "@playwright/test";
import { signInAs } from "../support/people.ts";

test("an author asks the book's assistant about a character, sees the answer stream with the passages it used, and follows one into the editor", async ({
  page,
}) => {
  await signInAs(page, "author");
  await expect(page).toHaveURL(/\/books$/);
  await page.getByRole("link", { name: "The Lantern Road", exact: true }).first().click();
  await page.getByRole("link", { name: "Assistant", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Assistant: The Lantern Road");

  // A new book has no assistant yet; starting one is one click.
  const start = page.getByRole("button", { name: "Start the assistant" });
  if (await start.isVisible()) await start.click();
  await page.getByRole("button", { name: "Rename" }).click();
  const renaming = page.getByRole("form", { name: "Rename the assistant" });
  await renaming.getByLabel("New name").fill("Lore keeper");
  await renaming.getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("Assistant", { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel("Assistant", { exact: true }).locator("option:checked")).toHaveText("Lore keeper");
  const ask = page.getByRole("form", { name: "Ask the assistant" });
  await ask.getByLabel("Your question").fill("Who is Wren and where does she walk?");
  await ask.getByRole("button", { name: "Ask" }).click();

  const conversation = page.getByRole("list", { name: "Conversation" });
  await expect(conversation.getByText("Who is Wren and where does she walk?")).toBeVisible();
  // The answer is kept once the question box empties.
  await expect(ask.getByLabel("Your question")).toHaveValue("");
  // The test stack's AI is the local simulator: its answer says so.
  await expect(conversation.getByRole("listitem").filter({ hasText: "The assistant" }).last().getByText("Simulated", { exact: true })).toBeVisible();
  const passages = conversation.getByRole("list", { name: "Passages it answered from" }).last();
  await expect(passages.getByRole("link").first()).toHaveText(/^Chapter \d+/);
  // Composed from the passages it cites, naming their chapters, with what it cost.
  const answer = conversation.getByRole("listitem").filter({ hasText: "The assistant" }).last();
  await expect(answer).toContainText(/From the passages: .*Wren.*\(Chapter \d+\)\./);
  await expect(answer.getByTestId("ai-cost")).toHaveText(/^Cost: \$[\d.]+\. Your balance: \$[\d.]+\.$/);
  // The answer is kept: it is still there after a reload.
  await page.reload();
  await expect(page.getByRole("list", { name: "Conversation" }).getByText("Who is Wren and where does she walk?")).toBeVisible();
  const cited = page.getByRole("list", { name: "Passages it answered from" }).last().getByRole("link").first();
  await cited.click();
  await expect(page).toHaveURL(/\/books\/\d+\/chapter\/\d+$/);
});

import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";
import { StoryBiblePage } from "../pages/StoryBiblePage.ts";
import { Viewport } from "../pages/Viewport.ts";

/**
 * Ideas have no create call (the AI idea tools make them), so the test puts
 * them straight into the stack's database (scripts/e2e.ts passes its URL).
 */
function insertIdeas(bookId: number, ideas: string[]): void {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error("E2E_DATABASE_URL is not set: run the suite with `npm run e2e`.");
  const values = ideas.map((idea) => `('${idea.replace(/'/g, "''")}', ${Number(bookId)})`).join(", ");
  execFileSync("psql", [databaseUrl, "-v", "ON_ERROR_STOP=1", "-q", "-c", `INSERT INTO story_book_ideas (idea, book_id) VALUES ${values}`], {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function signUpWithBook(page: Page, title: string): Promise<number> {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Bible Author", email: `bible-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
  return new StoryBiblePage(page).createBook(title);
}

test("an author keeps characters in order with every editor action, and a refused name never loses the typing", async ({ page }) => {
  test.slow();
  const bible = new StoryBiblePage(page);
  const bookId = await signUpWithBook(page, "The Tide Clock");
  await bible.goto(bookId);
  await expect(bible.emptyState("No characters yet")).toBeVisible();

  // A name one character too long: the server's message under the field, the form and its text kept.
  await bible.addFirst("character");
  await expect(bible.field("Name")).toBeFocused();
  await bible.fillEntry({ name: "M".repeat(41), type: "Protagonist", overview: "Keeps the harbour clock." });
  await bible.save();
  await expect(bible.fieldErrors()).toHaveText(["Input can't be longer than 40 characters."]);
  await expect(bible.field("Name")).toHaveValue("M".repeat(41));
  await expect(bible.field("Overview")).toHaveValue("Keeps the harbour clock.");
  expect(await findAccessibilityViolations(page), "a refused character").toEqual([]);

  await bible.fillEntry({ name: "Mira Vale" });
  await bible.saveWithKeyboard();
  await expect(bible.cardNames("Characters")).toHaveText(["Mira Vale"]);
  await expect(bible.card("Mira Vale")).toContainText("Protagonist");
  await expect(bible.card("Mira Vale")).toContainText("Keeps the harbour clock.");
  await expect(bible.editor()).toHaveCount(0);

  // Save and create new: the edit is saved, and an empty entry opens right below it.
  await bible.selectCard("Mira Vale");
  await bible.fillEntry({ skills: "Clockwork" });
  await bible.saveAndAddNew();
  await expect(bible.cardNames("Characters")).toHaveText(["Mira Vale", "New character"]);
  await expect(bible.card("Mira Vale")).toContainText("Clockwork");
  await expect(bible.field("Name")).toBeFocused();
  await bible.fillEntry({ name: "Oren", type: "Antagonist" });
  await bible.save();
  await expect(bible.cardNames("Characters")).toHaveText(["Mira Vale", "Oren"]);

  await bible.addAbove("Oren");
  await bible.fillEntry({ name: "Ash" });
  await bible.save();
  await bible.addBelow("Oren");
  await bible.fillEntry({ name: "Tamsin", type: "Supporting" });
  await bible.save();
  await expect(bible.cardNames("Characters")).toHaveText(["Mira Vale", "Ash", "Oren", "Tamsin"]);

  await bible.duplicate("Ash");
  await expect(bible.cardNames("Characters")).toHaveText(["Mira Vale", "Ash", "Ash (copy)", "Oren", "Tamsin"]);
  await expect(bible.cardButton("Ash (copy)")).toBeFocused();

  // Escape leaves a card the way a click outside does, and the keyboard goes back to it.
  await bible.selectCardWithKeyboard("Ash");
  await expect(bible.field("Name")).toBeFocused();
  await bible.fillEntry({ overview: "Reads the tide tables." });
  await bible.leaveWithEscape();
  await expect(bible.editor()).toHaveCount(0);
  await expect(bible.card("Ash")).toContainText("Reads the tide tables.");
  await expect(bible.cardButton("Ash")).toBeFocused();

  // Save by outside click: a changed card is saved and closed.
  await bible.selectCardWithKeyboard("Ash (copy)");
  await bible.fillEntry({ name: "Brin", mental: "Restless." });
  await bible.clickOutside();
  await expect(bible.editor()).toHaveCount(0);
  await expect(bible.cardNames("Characters")).toHaveText(["Mira Vale", "Ash", "Brin", "Oren", "Tamsin"]);
  await expect(bible.card("Brin")).toContainText("Restless.");

  // An invalid card stays open with the message, and what was typed stays.
  await bible.selectCard("Brin");
  await bible.fillEntry({ name: "", physical: "Salt in her hair." });
  await bible.clickOutside();
  await expect(bible.fieldErrors()).toHaveText(["This field is required."]);
  await expect(bible.field("Physical")).toHaveValue("Salt in her hair.");
  await bible.fillEntry({ name: "Brin" });
  await bible.clickOutside();
  await expect(bible.editor()).toHaveCount(0);
  await expect(bible.card("Brin")).toContainText("Salt in her hair.");

  await bible.deleteEntry("Tamsin", "character");
  await expect(bible.cardNames("Characters")).toHaveText(["Mira Vale", "Ash", "Brin", "Oren"]);
  expect(await findAccessibilityViolations(page), "a list of characters").toEqual([]);

  await page.reload();
  await expect(bible.cardNames("Characters")).toHaveText(["Mira Vale", "Ash", "Brin", "Oren"]);
  await expect(bible.card("Oren")).toContainText("Antagonist");

  await bible.askToDeleteAll();
  await expect(bible.dialog().getByRole("heading")).toHaveText("Delete all 4 characters?");
  await bible.confirmDeleteAll("characters");
  await expect(bible.emptyState("No characters yet")).toBeVisible();
});

test("an author adds lore, saves story settings that survive a reload, and edits an idea", async ({ page }) => {
  test.slow();
  const bible = new StoryBiblePage(page);
  const viewport = new Viewport(page);
  const bookId = await signUpWithBook(page, "The Salt Archive");
  insertIdeas(bookId, ["A clock that runs on tides.", "A harbour that forgets its ships."]);
  await bible.goto(bookId);

  await bible.openTab("Lore");
  await expect(bible.emptyState("No lore yet")).toBeVisible();
  await bible.addFirst("lore entry");
  await bible.fillEntry({ name: "The Tide Clock", type: "Technology", description: "Brass gears turned by the sea." });
  await bible.save();
  await expect(bible.cardNames("Lore")).toHaveText(["The Tide Clock"]);
  await expect(bible.card("The Tide Clock")).toContainText("Technology");

  await bible.openTab("Story settings");
  await bible.chooseSetting("Length", "Long");
  await bible.chooseSetting("Point of view", "Third person limited");
  await bible.chooseSetting("Style", "Custom");
  await bible.saveSettings();
  await expect(bible.settingsErrors()).toHaveText(["Describe the custom style."]);
  await bible.setting("Style description").fill("Short sentences, salt and brass.");
  await bible.saveSettings();
  await expect(bible.toast("Story settings saved.")).toBeVisible();

  await page.reload();
  await expect(bible.tab("Story settings")).toHaveAttribute("aria-selected", "true");
  await expect(bible.setting("Length")).toHaveValue("LONG");
  await expect(bible.setting("Style")).toHaveValue("CUSTOM");
  await expect(bible.setting("Point of view")).toHaveValue("THIRD_PERSON_LIMITED");
  await expect(bible.setting("Style description")).toHaveValue("Short sentences, salt and brass.");

  // Newest first: idea 2 is on top.
  await bible.openTab("Ideas");
  await expect(page.getByRole("list", { name: "Ideas, newest first" }).getByRole("form")).toHaveCount(2);
  await expect(bible.ideaText(2)).toHaveValue("A harbour that forgets its ships.");
  await bible.editIdea(1, { text: "A clock that runs on the tides of the moon.", genre: "Epic Fantasy" });
  await expect(bible.toast("Idea 1 is saved.")).toBeVisible();
  await page.reload();
  await expect(bible.ideaText(1)).toHaveValue("A clock that runs on the tides of the moon.");
  await expect(bible.ideaGenre(1).locator("option:checked")).toHaveText("Epic Fantasy");
  expect(await findAccessibilityViolations(page), "ideas").toEqual([]);

  for (const width of [600, 768, 1024]) {
    await viewport.resize(width);
    await bible.openTab("Lore");
    await bible.selectCard("The Tide Clock");
    await expect(bible.editor()).toBeVisible();
    await expect.poll(() => viewport.sidewaysOverflow(), { message: `the story bible at ${width}px` }).toBe(0);
    await bible.clickOutside();
    await expect(bible.editor()).toHaveCount(0);
  }
});

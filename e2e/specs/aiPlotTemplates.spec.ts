import { expect, test } from "../support/test.ts";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { AiPage } from "../pages/AiPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";
import { Viewport } from "../pages/Viewport.ts";

const CHARACTERS = "Creates characters";

test("an author edits the character template: an undeclared placeholder is refused, the fix is kept, previewed for a book, and the default restored", async ({
  page,
}) => {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Template Author", email: `templates-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
  const title = `The Salt Road ${Date.now()}`;
  const book = await page.request.post("/api/v1/books", { data: { type: "STORY", title } });
  expect(book.ok(), await book.text()).toBe(true);
  const ai = new AiPage(page);
  await ai.goto();
  await expect(ai.template(CHARACTERS)).toBeVisible();
  await expect(ai.templateCustomizedBadge(CHARACTERS)).toHaveCount(0);

  // A placeholder the template does not declare: the server names it under the instructions.
  await ai.openTemplate(CHARACTERS);
  await ai.addToTemplateInstructions(CHARACTERS, " Give each one a quarrel with {{villain}}.");
  await ai.saveTemplate(CHARACTERS);
  await expect(ai.templateFieldError(CHARACTERS, "These placeholders are not among the template's variables: {{villain}}.")).toBeVisible();
  await expect(ai.templateField(CHARACTERS, "Instructions")).toHaveAttribute("aria-invalid", "true");
  await expect(ai.templateCustomizedBadge(CHARACTERS)).toHaveCount(0);

  // Fixed with a placeholder from the list, which declares it too.
  await ai.removeFromTemplateInstructions(CHARACTERS, "{{villain}}.");
  await ai.insertTemplatePlaceholder(CHARACTERS, "description");
  await ai.saveTemplate(CHARACTERS);
  await expect(ai.toast("is saved: the tool now uses your version.")).toBeVisible();
  await expect(ai.templateCustomizedBadge(CHARACTERS)).toBeVisible();

  await page.reload();
  await expect(ai.templateCustomizedBadge(CHARACTERS)).toBeVisible();
  await ai.openTemplate(CHARACTERS);
  await expect(ai.templateField(CHARACTERS, "Instructions")).toHaveValue(/Give each one a quarrel with \{\{description\}\}$/);

  // The preview fills the placeholders from the book.
  await ai.previewTemplateFor(CHARACTERS, title);
  await expect(ai.templatePreview(CHARACTERS)).toContainText(`"${title}"`);
  await expect(ai.templatePreview(CHARACTERS)).toContainText("Give each one a quarrel with");
  await expect(ai.templatePreview(CHARACTERS)).toContainText(/Estimated cost: at most (\$[\d.]+|under \$0\.0001) with /);
  await expect(ai.templatePreview(CHARACTERS)).not.toContainText("{{");

  await ai.restoreDefaultTemplate(CHARACTERS);
  await expect(ai.toast("The default “Characters” is back.")).toBeVisible();
  await expect(ai.templateCustomizedBadge(CHARACTERS)).toHaveCount(0);
  await expect(ai.templateField(CHARACTERS, "Instructions")).not.toHaveValue(/quarrel/);
  await page.reload();
  await expect(ai.template(CHARACTERS)).toBeVisible();
  await expect(ai.templateCustomizedBadge(CHARACTERS)).toHaveCount(0);
});

test("an open template with its settings and preview is accessible and fits every breakpoint", async ({ page }) => {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Layout Author", email: `template-layout-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
  const title = `A Very Long Book Title To See That Nothing Widens The Page ${Date.now()}`;
  expect((await page.request.post("/api/v1/books", { data: { type: "STORY", title } })).ok()).toBe(true);
  const ai = new AiPage(page);
  const viewport = new Viewport(page);
  await ai.goto();

  await ai.openTemplate("Creates scene cards");
  await ai.showTemplateAdvancedSettings("Creates scene cards");
  await ai.previewTemplateFor("Creates scene cards", title);
  await expect(ai.templatePreview("Creates scene cards")).toContainText(title);

  expect(await findAccessibilityViolations(page)).toEqual([]);
  for (const width of [375, 600, 768, 1024]) {
    await viewport.resize(width);
    await expect.poll(() => viewport.sidewaysOverflow(), { message: `/ai with a template open at ${width}px` }).toBe(0);
  }
});

import { expect, test } from "@playwright/test";
import { signInAs } from "../support/people.ts";
import type { Page } from "@playwright/test";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";

const THEMES = ["light", "grey", "dark"] as const;

/** The reader's theme as this device keeps it (localStorage `theme`), set before any page runs. */
async function chooseTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  // A string, because the suite is compiled without the DOM's types.
  await page.addInitScript(`window.localStorage.setItem("theme", ${JSON.stringify(theme)})`);
}

/** The paths of the pages the check covers, found by following the demo's own links. */
async function storefrontPages(page: Page): Promise<{ home: string; book: string; collection: string; reading: string; bookshelf: string }> {
  await page.goto("/read");
  const book = await page.getByRole("main").locator('a[href^="/book/"]').first().getAttribute("href");
  await page.goto("/collection");
  const collection = await page.getByRole("main").locator('a[href^="/collection/"]').first().getAttribute("href");
  expect(book).toBeTruthy();
  expect(collection).toBeTruthy();
  return { home: "/read", book: book!, collection: collection!, reading: `${book!}/chapter/1`, bookshelf: "/bookshelf" };
}

for (const theme of THEMES) {
  test(`the reader's pages have no WCAG 2.1 AA violations in the ${theme} theme`, async ({ page }) => {
    // Five full analyses: with a worker on each core, more than the usual 30 seconds may pass.
    test.slow();
    await chooseTheme(page, theme);
    const paths = await storefrontPages(page);

    for (const name of ["home", "book", "collection", "reading"] as const) {
      await page.goto(paths[name]);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      expect(await findAccessibilityViolations(page), `${name} (${paths[name]})`).toEqual([]);
    }

    await signInAs(page, "reader");
    await page.goto(paths.bookshelf);
    await expect(page.getByRole("heading", { name: "Bookshelf", level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    expect(await findAccessibilityViolations(page), "bookshelf").toEqual([]);

    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
    expect(await findAccessibilityViolations(page), "account").toEqual([]);
  });
}

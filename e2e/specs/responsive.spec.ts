import { expect, test } from "@playwright/test";
import { signInAs } from "../support/people.ts";
import { AdminPage } from "../pages/AdminPage.ts";
import { StorefrontPage } from "../pages/StorefrontPage.ts";
import { StudioShell } from "../pages/StudioShell.ts";
import { Viewport } from "../pages/Viewport.ts";

/** The breakpoints of docs/product.md (Constants and limits), and a small phone below them. */
const widths = [375, 600, 768, 1024, 1400];

// One test per breakpoint: each walks a dozen pages, and has its own time for it.
for (const width of widths) {
  test(`studio and storefront pages fit ${width} px without scrolling sideways`, async ({ page }) => {
    const adminArea = new AdminPage(page);
    const storefront = new StorefrontPage(page);
    const viewport = new Viewport(page);
    await signInAs(page, "admin");
    await expect(adminArea.usersTable()).toBeVisible();
    await viewport.resize(width);

    await adminArea.goto();
    await expect(adminArea.usersTable()).toBeVisible();
    await expect.poll(() => viewport.sidewaysOverflow(), { message: `/admin at ${width}px` }).toBe(0);
    expect(await viewport.wordsBrokenAcrossLines(), `/admin at ${width}px: words broken across lines`).toEqual([]);
    for (const section of ["reports", "catalogue", "ai", "audit"] as const) {
      await adminArea.gotoSection(section);
      await expect.poll(() => viewport.sidewaysOverflow(), { message: `/admin?section=${section} at ${width}px` }).toBe(0);
      expect(await viewport.wordsBrokenAcrossLines(), `/admin?section=${section} at ${width}px: words broken across lines`).toEqual([]);
    }

    await storefront.goto("/read");
    await expect(storefront.heading("Read")).toBeVisible();
    await expect.poll(() => viewport.sidewaysOverflow(), { message: `/read at ${width}px` }).toBe(0);

    // A book page, its first chapter and the collections, found through the home page's own links.
    const book = await page.getByRole("main").locator('a[href^="/book/"]').first().getAttribute("href");
    for (const path of [book!, `${book!}/chapter/1`, "/collection", "/bookshelf", "/account"]) {
      await storefront.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect.poll(() => viewport.sidewaysOverflow(), { message: `${path} at ${width}px` }).toBe(0);
    }
  });
}

// One test per breakpoint, as above.
for (const width of widths) {
  test(`the author's studio pages keep every card, form and button inside its box at ${width} px`, async ({ page }) => {
    const viewport = new Viewport(page);
    await signInAs(page, "author");
    await expect(page).toHaveURL(/\/books$/);
    // The demo book and its first chapter, found through the studio's own links.
    const book = await page.getByRole("link", { name: "The Lantern Road", exact: true }).first().getAttribute("href");
    // The demo series, whose screen shows its connected custom domain.
    const series = await page
      .getByRole("region", { name: "Collections" })
      .getByRole("link", { name: /The Glass Orchard Chronicles/ })
      .first()
      .getAttribute("href");
    await page.goto(book!);
    const chapter = await page
      .getByRole("link", { name: /^Chapter 1:/ })
      .first()
      .getAttribute("href");
    const pages = [
      "/books",
      book!,
      chapter!,
      `${book!}/outline`,
      `${book!}/story-bible`,
      `${book!}/assistant`,
      `${book!}/generate`,
      series!,
      "/ai",
      "/custom-story-tools",
      "/readers",
      "/my-account",
    ];
    await viewport.resize(width);
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expect.poll(() => viewport.sidewaysOverflow(), { message: `${path} at ${width}px` }).toBe(0);
      expect(await viewport.elementsOutsideTheirBox(), `${path} at ${width}px`).toEqual([]);
      expect(await viewport.wordsBrokenAcrossLines(), `${path} at ${width}px: words broken across lines`).toEqual([]);
    }
  });
}

test("below the tablet width the studio's navigation sits behind the Menu button", async ({ page }) => {
  const studio = new StudioShell(page);
  const viewport = new Viewport(page);
  await signInAs(page, "admin");
  await viewport.resize(375);
  await studio.goto("/books");
  await expect(studio.menuButton()).toBeVisible();
  await expect(studio.navigation()).toBeHidden();

  await studio.openMenu();

  await expect(studio.navigation()).toBeVisible();
  await expect(studio.menuButton()).toHaveAttribute("aria-expanded", "true");

  await viewport.resize(768);

  await expect(studio.menuButton()).toBeHidden();
  await expect(studio.navigation()).toBeVisible();
});

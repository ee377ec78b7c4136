import { expect, test } from "@playwright/test";
import { CspViolations } from "../pages/ContentSecurity.ts";
import { Viewport } from "../pages/Viewport.ts";

// The API reference for authors who build on the API: made from GET /api/v1/openapi.json, plain HTML.
for (const width of [390, 1280]) {
  test(`the API reference lists the calls and their shapes at ${width} px, inside the page and its CSP`, async ({ page }) => {
    const csp = new CspViolations(page);
    const viewport = new Viewport(page);
    await csp.watch();
    await viewport.resize(width);

    // A reader finds it from the footer of the home page.
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "API for developers" }).click();
    await expect(page).toHaveURL(/\/developers\/api$/);
    await expect(page.getByRole("heading", { level: 1, name: "Storyloom API" })).toBeVisible();

    const getBook = page.locator("#getApiV1BooksBookId");
    await expect(getBook.getByRole("heading", { name: "GET /api/v1/books/{bookId}" })).toBeVisible();
    await expect(getBook).toContainText("Signed in");
    await expect(getBook).toContainText("book.read");
    // The answer's shape links to its description further down.
    await getBook.getByRole("link", { name: "Book", exact: true }).click();
    await expect(page).toHaveURL(/#schema-Book$/);
    await expect(page.locator("#schema-Book")).toContainText("publishedAt");

    // The machine-readable document is one link away.
    const document = await page.request.get("/api/v1/openapi.json");
    expect(document.ok()).toBe(true);
    expect(((await document.json()) as { openapi: string }).openapi).toBe("3.1.0");

    await expect.poll(() => viewport.sidewaysOverflow(), { message: `/developers/api at ${width}px` }).toBe(0);
    expect(await csp.take()).toEqual([]);
  });
}

import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";

const reader = { email: "reader@storyloom.test", password: "storyloom-reader" };

/** Opens `path` and answers how the storefront served it: hit, miss or bypass (x-render-cache). */
async function visit(page: Page, path: string): Promise<string | null> {
  const response = await page.goto(path);
  return response?.headers()["x-render-cache"] ?? null;
}

test("a signed-in reader served a cached page gets their own header, not the anonymous one", async ({ page, browser }) => {
  // Two anonymous renders keep the reader home in the cache (a page is kept on its second render).
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visit(visitor, "/read");
  await visit(visitor, "/read");
  expect(await visit(visitor, "/read")).toBe("hit");
  await anonymous.close();

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(reader.email, reader.password);
  await expect(page).toHaveURL(/\/books$/);

  expect(await visit(page, "/read")).toBe("hit");
  const header = page.getByRole("banner");
  await expect(header.getByText(reader.email)).toBeVisible();
  await expect(header.getByRole("link", { name: "Bookshelf" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);
});

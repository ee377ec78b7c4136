import { expect, test } from "@playwright/test";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { storefrontFirstScreens } from "../pages/firstScreens.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { StudioShell } from "../pages/StudioShell.ts";

for (const path of storefrontFirstScreens) {
  test(`storefront ${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(path);

    expect(await findAccessibilityViolations(page)).toEqual([]);
  });
}

test("sign-in errors and the studio shell have no WCAG 2.1 AA violations", async ({ page }) => {
  const login = new LoginPage(page);
  const studio = new StudioShell(page);
  await login.goto();
  await login.signIn("author@storyloom.test", "not-the-password");
  await expect(login.alert()).toBeVisible();
  expect(await findAccessibilityViolations(page)).toEqual([]);

  await login.signIn("author@storyloom.test", "storyloom-author");
  await expect(studio.navigation()).toBeVisible();

  expect(await findAccessibilityViolations(page)).toEqual([]);
});

test("the studio's profile, settings and account forms have no WCAG 2.1 AA violations", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn("author@storyloom.test", "storyloom-author");
  for (const path of ["/profile", "/settings", "/my-account"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: /^(Save|Change) / }).first()).toBeVisible();
    expect(await findAccessibilityViolations(page), path).toEqual([]);
  }
});

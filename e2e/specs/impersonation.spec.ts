import { expect, test } from "@playwright/test";
import { AdminPage } from "../pages/AdminPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { StorefrontPage } from "../pages/StorefrontPage.ts";
import { StudioShell } from "../pages/StudioShell.ts";

const admin = { email: "admin@storyloom.test", password: "storyloom-admin" };
const reader = "reader@storyloom.test";

test("an admin impersonates a reader, sees the banner in studio and storefront, and stops", async ({ page }) => {
  const adminLogin = new LoginPage(page, "/auth/adminLogin");
  const adminArea = new AdminPage(page);
  const studio = new StudioShell(page);
  const storefront = new StorefrontPage(page);

  await adminLogin.goto();
  await adminLogin.signIn(admin.email, admin.password);
  await adminArea.goto();
  await adminArea.impersonate(reader);

  await studio.goto("/books");
  await expect(studio.impersonationBanner(reader)).toBeVisible();
  await storefront.goto("/read");
  await expect(storefront.impersonationBanner(reader)).toBeVisible();

  await storefront.stopImpersonating();
  await expect(page).toHaveURL(/\/admin/);
  await expect(studio.impersonationBanner(reader)).toHaveCount(0);
  const session = (await page.request.get("/api/auth/session").then((r) => r.json())) as { user?: { email: string; adminId?: number } };
  expect(session.user?.email).toBe(admin.email);
  expect(session.user?.adminId).toBeUndefined();
});

test("a non-admin cannot use the admin sign-in", async ({ page }) => {
  const adminLogin = new LoginPage(page, "/auth/adminLogin");

  await adminLogin.goto();
  await adminLogin.signIn("reader@storyloom.test", "storyloom-reader");

  await expect(adminLogin.alert()).toBeVisible();
  expect((await page.request.get("/api/auth/session").then((r) => r.json())) as object).toEqual({});
});

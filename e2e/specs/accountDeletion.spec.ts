import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

test("a reader deletes their account from My account, lands on the storefront signed out, and cannot sign in again", async ({ page }) => {
  const email = `leaving-${Date.now()}@example.test`;
  const password = "long enough password";
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Lena Leaving", email, password });
  await expect(page).toHaveURL(/\/books$/);

  await page.goto("/my-account");
  const form = page.getByRole("form", { name: "Delete your account" });
  await form.getByLabel("Current password").fill(password);
  await form.getByLabel("Type DELETE to confirm").fill("delete");
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(form.getByText("Type DELETE to confirm.", { exact: true })).toBeVisible();
  await form.getByLabel("Type DELETE to confirm").fill("DELETE");
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);

  const login = new LoginPage(page, "/auth/login");
  await login.goto();
  await login.signIn(email, password);
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

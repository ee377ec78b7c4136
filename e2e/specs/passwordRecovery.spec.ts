import { expect, test } from "@playwright/test";
import { ForgotPasswordPage } from "../pages/ForgotPasswordPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { StudioShell } from "../pages/StudioShell.ts";
import { findMailedLink } from "../support/outbox.ts";

test("a reader who forgot the password gets a link by e-mail, sets a new one and signs in with it", async ({ page }) => {
  const account = { name: "Forgetful Fern", email: `fern.${Date.now()}@example.test`, password: "the-first-password" };
  const created = await page.request.post("/api/v1/users", { data: account });
  expect(created.status()).toBe(201);
  const forgot = new ForgotPasswordPage(page);
  const login = new LoginPage(page);
  const studio = new StudioShell(page);
  await forgot.goto();

  await forgot.requestResetLink(account.email);
  await expect(page.getByText("If an account exists for that address, we have sent a link to reset the password.")).toBeVisible();
  // The workers deliver the message a moment after the request was answered.
  await expect.poll(() => findMailedLink(account.email, "/auth/forgotPassword"), { timeout: 15_000 }).not.toBeNull();
  const link = (await findMailedLink(account.email, "/auth/forgotPassword"))!;
  await forgot.openResetLink(link);
  await forgot.chooseNewPassword("a-brand-new-password");

  await expect(page.getByText("Your password has been changed. Sign in with your new password.")).toBeVisible();
  await login.goto();
  await login.signIn(account.email, account.password);
  await expect(login.alert()).toContainText("Incorrect email or password.");
  await login.signIn(account.email, "a-brand-new-password");
  await expect(studio.navigation()).toBeVisible();

  // The link was single use.
  await studio.signOut();
  await expect(page).toHaveURL(/\/auth\/login/);
  await forgot.openResetLink(link);
  await forgot.chooseNewPassword("yet-another-password");
  await expect(page.getByText("This link is invalid or has expired.")).toBeVisible();
});

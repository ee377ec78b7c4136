import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";
import { StudioShell } from "../pages/StudioShell.ts";

test("a new author signs up, reaches the studio, signs out and signs back in", async ({ page }) => {
  const account = { name: "Ada Quill", email: `ada.${Date.now()}@example.test`, password: "a-long-enough-password" };
  const signUp = new SignUpPage(page);
  const login = new LoginPage(page);
  const studio = new StudioShell(page);

  await signUp.goto();
  await signUp.signUp(account);
  await expect(studio.navigation()).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page).toHaveTitle("Storyloom");

  await studio.signOut();
  await expect(page).toHaveURL(/\/auth\/login/);

  await login.signIn(account.email, account.password);
  await expect(studio.navigation()).toBeVisible();
  await studio.openSection("Settings");
  await expect(page).toHaveURL(/\/settings$/);

  await studio.signOut();
  await expect(page).toHaveURL(/\/auth\/login/);
  await studio.gotoExpectingRedirect("/books");
  await expect(page).toHaveURL(/\/auth\/login\?error=SessionRequired&callbackUrl=/);
});

test("a wrong password is refused with a message and no session", async ({ page }) => {
  const login = new LoginPage(page);

  await login.goto();
  await login.signIn("reader@storyloom.test", "not-the-password");

  await expect(login.alert()).toContainText("Incorrect email or password.");
  await expect(page).toHaveURL(/\/auth\/login/);
  expect((await page.request.get("/api/auth/session").then((r) => r.json())) as object).toEqual({});
});

test("sign-up shows field errors inline", async ({ page }) => {
  const signUp = new SignUpPage(page);

  await signUp.goto();
  await signUp.signUp({ name: "Bo", email: "not-an-email", password: "short" });

  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
});

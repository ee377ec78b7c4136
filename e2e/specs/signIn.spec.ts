import { expect, test } from "../support/test.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";
import { StorefrontPage } from "../pages/StorefrontPage.ts";
import { StudioShell } from "../pages/StudioShell.ts";

const reader = { email: "reader@storyloom.test", password: "storyloom-reader" };

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
  await expect(login.alert()).toContainText("Please sign in to continue.");
});

test("a reader who signs up from a storefront page comes back to it, not to the studio", async ({ page }) => {
  const signUp = new SignUpPage(page);
  await page.goto("/search?q=lantern");

  await page.getByRole("banner").getByRole("link", { name: "Sign up" }).click();
  await signUp.signUp({ name: "Stays Reader", email: `stays.${Date.now()}@example.test`, password: "a-long-enough-password" });

  await expect(page).toHaveURL(/\/search\?q=lantern$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Bookshelf" })).toBeVisible();
});

test("a signed-in visitor who opens sign-in or sign-up goes on to where they were headed", async ({ page }) => {
  const login = new LoginPage(page);
  const signUp = new SignUpPage(page);
  await login.goto();
  await login.signIn(reader.email, reader.password);
  await expect(page).toHaveURL(/\/books$/);

  await login.goto("?callbackUrl=%2Fbookshelf");
  await expect(page).toHaveURL(/\/bookshelf$/);
  await signUp.goto();
  await expect(page).toHaveURL(/\/books$/);
});

test("a wrong password is refused with a message and no session", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();

  await login.signIn(reader.email, "not-the-password");

  await expect(login.alert()).toContainText("Incorrect email or password.");
  await expect(page).toHaveURL(/\/auth\/login/);
  expect((await page.request.get("/api/auth/session").then((r) => r.json())) as object).toEqual({});
});

test("sign-up shows the API's field errors inline, on their fields", async ({ page }) => {
  const signUp = new SignUpPage(page);
  await signUp.goto();

  await signUp.signUp({ name: "Bo", email: "not-an-email", password: "short" });

  await expect(signUp.field("Email")).toHaveAccessibleDescription("Enter a valid email address.");
  await expect(signUp.field("Password")).toHaveAccessibleDescription("Password must be at least 8 characters.");
  await expect(signUp.field("Email")).toHaveValue("not-an-email");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-up says which fields are missing, inline", async ({ page }) => {
    const signUp = new SignUpPage(page);
    await signUp.goto();

    await signUp.signUp({ name: "", email: "", password: "" }, { acceptTerms: false });

    await expect(signUp.field("Name")).toHaveAccessibleDescription(/^This field is required\./);
    await expect(signUp.field("Email")).toHaveAccessibleDescription("This field is required.");
    await expect(signUp.field("Password")).toHaveAccessibleDescription("This field is required.");
    await expect(signUp.termsCheckbox()).toHaveAccessibleDescription("Please accept the terms of service and the privacy policy.");
    await expect(signUp.field("Name")).toBeFocused();
  });

  test("a reader sent to sign-in from the bookshelf signs in and comes back to it", async ({ page }) => {
    const storefront = new StorefrontPage(page);
    const login = new LoginPage(page);
    await storefront.goto("/bookshelf");
    await expect(page).toHaveURL(/\/auth\/login\?error=SessionRequired&callbackUrl=/);

    await login.signIn(reader.email, reader.password);

    await expect(page).toHaveURL(/\/bookshelf$/);
    await expect(storefront.heading("Bookshelf")).toBeVisible();
    await expect(page).toHaveTitle("Storyloom");
  });
});

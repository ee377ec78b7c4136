import { expect, test } from "@playwright/test";
import { AdminPage } from "../pages/AdminPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { StorefrontPage } from "../pages/StorefrontPage.ts";
import { StudioShell } from "../pages/StudioShell.ts";
import { newPerson, signInAs } from "../support/people.ts";

const reader = "reader@storyloom.test";
const author = "author@storyloom.test";

test("an admin impersonates a reader, sees the banner in studio and storefront, and stops", async ({ page }) => {
  const adminArea = new AdminPage(page);
  const studio = new StudioShell(page);
  const storefront = new StorefrontPage(page);
  await signInAs(page, "admin");
  await expect(adminArea.usersTable()).toBeVisible();

  // Nothing starts before the admin confirms, in a dialog that names the user.
  await adminArea.askToImpersonate(reader);
  await expect(adminArea.impersonationDialog()).toContainText(reader);
  await adminArea.impersonationDialog().getByRole("button", { name: "Cancel" }).click();
  await expect(adminArea.impersonationDialog()).toBeHidden();
  await expect(page).toHaveURL(/\/admin$/);

  await adminArea.impersonate(reader);

  await expect(page).toHaveURL(/\/books$/);
  await expect(studio.impersonationBanner(reader)).toBeVisible();
  await storefront.goto("/read");
  await expect(storefront.impersonationBanner(reader)).toBeVisible();

  await storefront.stopImpersonating();

  await expect(page).toHaveURL(/\/admin$/);
  // Only the admin's own session can list users: the table proves the session is theirs again.
  await expect(adminArea.usersTable()).toBeVisible();
  await expect(studio.impersonationBanner(reader)).toBeHidden();
});

test("an admin stops impersonating from the studio's banner", async ({ page }) => {
  const adminArea = new AdminPage(page);
  const studio = new StudioShell(page);
  await signInAs(page, "admin");
  await adminArea.impersonate(author);
  await expect(studio.impersonationBanner(author)).toBeVisible();

  await studio.stopImpersonating();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(adminArea.usersTable()).toBeVisible();
  await expect(studio.impersonationBanner(author)).toBeHidden();
});

test("a non-admin cannot use the admin sign-in", async ({ page }) => {
  const adminLogin = new LoginPage(page, "/auth/adminLogin");
  await adminLogin.goto();

  await adminLogin.signIn(reader, "storyloom-reader");

  await expect(adminLogin.alert()).toContainText("Incorrect email or password.");
  await expect(page).toHaveURL(/\/auth\/adminLogin/);
  expect((await page.request.get("/api/auth/session").then((r) => r.json())) as object).toEqual({});
});

test("an admin gives an author promotional AI credit, which the author sees on their balance with the note", async ({ browser }) => {
  const author = await newPerson(browser, "Cora Credit");
  const email = await author.page.evaluate(async () => ((await (await fetch("/api/auth/session")).json()) as { user: { email: string } }).user.email);
  const context = await browser.newContext();
  const page = await context.newPage();
  const adminArea = new AdminPage(page);
  await signInAs(page, "admin");
  await page.getByRole("searchbox", { name: "Search users" }).fill(email);
  await page.getByRole("button", { name: `Give AI credit to ${email}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Amount").selectOption("2000");
  await dialog.getByLabel("Note (optional)").fill("Welcome aboard");
  await dialog.getByRole("button", { name: "Give credit" }).click();
  await expect(page.getByText(`${email} received $20.00 of AI credit.`)).toBeVisible();
  await expect(adminArea.usersTable()).toBeVisible();

  await author.page.goto("/ai");
  await expect(author.page.getByTestId("balance-amount")).toHaveText("$20.00");
  await expect(author.page.getByRole("row", { name: /Welcome aboard/ })).toContainText("+$20.00");
  await context.close();
  await author.context.close();
});

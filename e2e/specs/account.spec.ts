import { expect, test } from "../support/test.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { ProfilePage } from "../pages/ProfilePage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

test("an author changes the password on /my-account and every other browser is signed out", async ({ page, browser }) => {
  const email = `account-${Date.now()}@example.test`;
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Account Author", email, password: "first password" });
  await expect(page).toHaveURL(/\/books$/);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const otherLogin = new LoginPage(otherPage);
  await otherLogin.goto();
  await otherLogin.signIn(email, "first password");
  await expect(otherPage).toHaveURL(/\/books$/);

  const account = new ProfilePage(page);
  await page.goto("/my-account");
  await page.getByRole("form", { name: "Password" }).getByLabel("Current password").fill("wrong password");
  await account.field("New password").fill("second password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(account.fieldError("Your current password is not correct.")).toBeVisible();

  await page.getByRole("form", { name: "Password" }).getByLabel("Current password").fill("first password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(account.toast("Your password is changed. One other session was signed out.")).toBeVisible();

  await otherPage.goto("/books");
  await expect(otherPage).toHaveURL(/\/auth\/login\?error=SessionRequired/);
  await otherLogin.signIn(email, "second password");
  await expect(otherPage).toHaveURL(/\/books$/);
  await other.close();
});

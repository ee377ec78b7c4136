import { expect, test } from "../support/test.ts";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { AccountPage } from "../pages/AccountPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { ReadingPage } from "../pages/ReadingPage.ts";
import { ReceiptPage } from "../pages/ReceiptPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";
import { signInAs } from "../support/people.ts";

// The reader's account on the storefront (/account): what a reader signed up from the storefront manages there.

test("a reader signed up on the storefront changes the password and deletes the account from /account, without the studio", async ({ page }) => {
  const email = `ines-account-${Date.now()}@example.test`;
  await page.goto("/read");
  await page.getByRole("banner").getByRole("link", { name: "Sign up" }).click();
  await new SignUpPage(page).signUp({ name: "Ines Account", email, password: "long enough password" });
  await expect(page).toHaveURL(/\/read$/);

  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Your account/ })
    .click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(page.getByText("Chapters and books you buy are listed here, with what they cost.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start writing" })).toBeVisible();

  // A wrong current password is said beside its field; the right one changes it.
  const password = page.getByRole("form", { name: "Change your password" });
  await password.getByLabel("Current password").fill("not my password");
  await password.getByLabel("New password").fill("a newer long password");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  await password.getByLabel("Current password").fill("long enough password");
  await password.getByLabel("New password").fill("a newer long password");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password is changed. Every other device you were signed in on is signed out.")).toBeVisible();

  // Deleting asks for the password and the word; then the reader is home, signed out, and cannot sign in.
  const deletion = page.getByRole("form", { name: "Delete your account" });
  await deletion.getByLabel("Current password").fill("a newer long password");
  await deletion.getByLabel("Type DELETE to confirm").fill("delete");
  await deletion.getByRole("button", { name: "Delete my account" }).click();
  await expect(deletion.getByText("Type DELETE to confirm.", { exact: true })).toBeVisible();
  await deletion.getByLabel("Current password").fill("a newer long password");
  await deletion.getByLabel("Type DELETE to confirm").fill("DELETE");
  await deletion.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

  const login = new LoginPage(page, "/auth/login");
  await login.goto();
  await login.signIn(email, "a newer long password");
  await expect(page.getByRole("alert")).toBeVisible();
});

test("a reader's reading settings saved on /account are what the next chapter shows, on the profile and on this device", async ({ page }) => {
  const email = `rhea-settings-${Date.now()}@example.test`;
  await page.goto("/auth/signUp");
  await new SignUpPage(page).signUp({ name: "Rhea Settings", email, password: "long enough password" });
  const account = new AccountPage(page);
  await account.goto();

  const form = account.readingSettings();
  await expect(form.getByLabel("Theme")).toHaveValue("light");
  await expect(form.getByLabel("Text size")).toHaveValue("18");
  await form.getByLabel("Theme").selectOption({ label: "Dark" });
  await form.getByLabel("Font").selectOption({ label: "Tahoma" });
  await form.getByLabel("Text size").selectOption({ label: "24 px" });
  await form.getByLabel("Line spacing").selectOption({ label: "Double" });
  await form.getByRole("button", { name: "Save reading settings" }).click();

  await expect(page.getByText("Your reading settings are saved. They apply wherever you read signed in.")).toBeVisible();
  await expect(form.getByLabel("Theme")).toHaveValue("dark");
  await expect(form.getByLabel("Text size")).toHaveValue("24");
  await expect.poll(() => page.evaluate("window.localStorage.getItem('fontSize')")).toBe("24");
  const profile = await page.request.get("/api/v1/readers/profile");
  expect((await profile.json()) as unknown).toMatchObject({ readerProfile: { theme: "DARK", fontSize: 24, fontType: "B", lineSpacing: "D" } });

  const reading = new ReadingPage(page);
  await reading.gotoChapter(await reading.findBook("The Lantern Road"), 1);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator("html")).toHaveAttribute("data-font-size", "24");
  await expect(page.locator("html")).toHaveAttribute("data-line-spacing", "D");
});

test("a page of purchases past the end goes to the last page", async ({ page }) => {
  await signInAs(page, "reader");
  await page.goto("/account?purchases=99");
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("list", { name: "Your purchases" }).getByRole("listitem").first()).toBeVisible();
});

test("a reader opens a purchase's receipt from /account: what was bought, the amount, the seller and their e-mail, ready to print", async ({ page }) => {
  // The demo reader bought chapter 3 of The Lantern Road for $0.99 (seed/src/demo.ts).
  await signInAs(page, "reader", { goto: null });
  const account = new AccountPage(page);
  const receipt = new ReceiptPage(page);
  await account.goto();

  await account.openReceipt(/^Receipt no\. \d+ for The Lantern Road, /);

  await expect(page).toHaveURL(/\/account\/receipts\/\d+$/);
  await expect(receipt.heading()).toBeVisible();
  await expect(receipt.item()).toContainText("Chapter 3");
  await expect(receipt.item()).toContainText("The Lantern Road");
  await expect(receipt.item()).toContainText("$0.99");
  await expect(receipt.total()).toContainText("$0.99");
  await expect(receipt.fact("Billed to")).toHaveText("reader@storyloom.test");
  await expect(receipt.fact("Receipt number")).toHaveText(/^\d+$/);
  await expect(receipt.printButton()).toBeVisible();
  expect(await findAccessibilityViolations(page)).toEqual([]);
  await receipt.backToAccount();
  await expect(page).toHaveURL(/\/account$/);
});

test("a receipt that is not the reader's is not found, and a signed-out visitor signs in first and comes back to it", async ({ page }) => {
  await signInAs(page, "reader", { goto: null });
  const receipt = new ReceiptPage(page);
  const response = await page.goto("/account/receipts/999999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Receipt not found", level: 1 })).toBeVisible();

  await page.context().clearCookies();
  await receipt.goto(1);
  await expect(page).toHaveURL(/\/auth\/login\?error=SessionRequired&callbackUrl=/);
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toMatch(/\/account\/receipts\/1$/);
});

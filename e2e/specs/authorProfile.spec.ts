import { expect, test } from "../support/test.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { ProfilePage } from "../pages/ProfilePage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

test("an author edits the profile and settings; a reload shows what the server kept, and a bad website is named", async ({ page }) => {
  // A fresh author, so the demo author's profile stays as the demo shows it.
  const signUp = new SignUpPage(page);
  const profile = new ProfilePage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Profile Author", email: `profile-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);

  await profile.gotoProfile();
  await profile.fillProfile({ website: "not a web address" });
  await profile.save("Save profile");
  await expect(profile.fieldError("Enter a web address starting with https://.")).toBeVisible();

  await profile.fillProfile({
    name: "Mara Quill",
    website: "https://mara.example",
    twitter: "@maraquill",
    bio: "Writes sea stories.\n\nLives by a lighthouse.",
  });
  await profile.save("Save profile");
  await expect(profile.toast("Your profile is saved.")).toBeVisible();

  await page.reload();
  await expect(profile.field("Author name")).toHaveValue("Mara Quill");
  await expect(profile.field("Website")).toHaveValue("https://mara.example");
  await expect(profile.field("Twitter")).toHaveValue("maraquill");
  await expect(profile.field("Bio")).toHaveValue("Writes sea stories.\n\nLives by a lighthouse.");

  await profile.gotoSettings();
  await profile.field("Theme your readers see").selectOption("DARK");
  await page.getByLabel("Open the editor with the chapter list collapsed").check();
  await profile.save("Save settings");
  await expect(profile.toast("Your settings are saved.")).toBeVisible();
  await page.reload();
  await expect(profile.field("Theme your readers see")).toHaveValue("DARK");
  await expect(page.getByLabel("Open the editor with the chapter list collapsed")).toBeChecked();
});

test("a signed-out visitor of /profile is sent to sign in and comes back", async ({ page }) => {
  const login = new LoginPage(page);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\/login\?error=SessionRequired/);
  await login.signIn("author@storyloom.test", "storyloom-author");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(new ProfilePage(page).field("Author name")).toHaveValue("Elena Marsh");
});

import { expect, test } from "@playwright/test";
import { CustomDomainSite } from "../pages/CustomDomainSite.ts";
import { LoginPage } from "../pages/LoginPage.ts";

const reader = { email: "reader@storyloom.test", password: "storyloom-reader" };

test("a signed-in reader carries the session to a custom domain once with an rt link", async ({ page, browser, baseURL }) => {
  const login = new LoginPage(page);
  const site = new CustomDomainSite(page, baseURL!);
  await login.goto();
  await login.signIn(reader.email, reader.password);
  await expect(page).toHaveURL(/\/books$/);
  expect(await site.sessionEmail()).toBeNull();

  const link = await site.requestSignedInLink();
  await site.follow(link);

  expect(new URL(link).host).toBe(new URL(site.origin).host);
  expect(await site.sessionEmail()).toBe(reader.email);

  // The same link a second time, in a browser with no session: used up, so it signs nobody in.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  const strangerSite = new CustomDomainSite(strangerPage, baseURL!);
  await strangerSite.follow(link);
  await expect(strangerPage).toHaveURL(/\/auth\/login\?error=SessionRequired/);
  expect(await strangerSite.sessionEmail()).toBeNull();
  await stranger.close();
});

test("a reader signed in on the platform who follows a custom domain's sign-in link arrives back there signed in", async ({ page, baseURL }) => {
  const login = new LoginPage(page);
  const site = new CustomDomainSite(page, baseURL!);
  await login.goto();
  await login.signIn(reader.email, reader.password);
  await expect(page).toHaveURL(/\/books$/);

  await site.open("/table-contents");
  await site.clickSignIn();

  await expect(page).toHaveURL(`${site.origin}/table-contents`);
  await expect(site.signedInAs(reader.email)).toBeVisible();
});

test("a reader who signs in from a custom domain's sign-in link comes back to that page signed in", async ({ page, baseURL }) => {
  const site = new CustomDomainSite(page, baseURL!);
  const login = new LoginPage(page);
  await site.open("/table-contents");
  await site.clickSignIn();
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=/);

  await login.signIn(reader.email, reader.password);

  await expect(page).toHaveURL(`${site.origin}/table-contents`);
  await expect(site.signedInAs(reader.email)).toBeVisible();
});

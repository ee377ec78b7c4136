import { expect, test } from "@playwright/test";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { BookshelfPage } from "../pages/BookshelfPage.ts";
import { CustomDomainSite, SiteConsentPage } from "../pages/CustomDomainSite.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Viewport } from "../pages/Viewport.ts";

/*
 * Signing in on an author's own domain is a consented grant (docs/security.md,
 * "Custom domains"): the platform names the domain and the account, and only
 * the reader's "Continue" signs them in there, for reader things only.
 */
const reader = { email: "reader@storyloom.test", password: "storyloom-reader" };
const admin = { email: "admin@storyloom.test", password: "storyloom-admin" };

test("a reader on the demo series' domain signs in through the consent page and sees their bookshelf there", async ({ page, baseURL }) => {
  const site = new CustomDomainSite(page, baseURL!);
  const consent = new SiteConsentPage(page);
  await site.open("/table-contents");
  await site.clickSignIn();
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=/);
  await new LoginPage(page).signIn(reader.email, reader.password);

  await expect(consent.heading(site.host)).toBeVisible();
  await expect(page.getByText(`You are signed in to Storyloom as ${reader.email}.`)).toBeVisible();
  await expect(page.getByText("It cannot see your purchases, see or change your password")).toBeVisible();
  expect(await findAccessibilityViolations(page)).toEqual([]);
  await consent.accept(reader.email);

  await expect(page).toHaveURL(`${site.origin}/table-contents`);
  await expect(site.signedInAs(reader.email)).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Bookshelf" }).click();
  await expect(page).toHaveURL(`${site.origin}/bookshelf`);
  const shelf = new BookshelfPage(page);
  await expect(shelf.book("The Lantern Road")).toBeVisible();
  expect(await site.sessionEmail()).toBe(reader.email);

  // The site's session is nobody on the calls that are not a reader's (asked from the page, as the site's own script would).
  await site.open("/table-contents");
  expect(await page.evaluate(async () => (await fetch("/api/v1/books")).status)).toBe(401);
  expect(await page.evaluate(async () => (await fetch("/api/v1/readers/bookshelf")).status)).toBe(200);
});

test("a reader already signed in on the platform is asked once more, and 'Not now' leaves them signed out there", async ({ page, baseURL }) => {
  const site = new CustomDomainSite(page, baseURL!);
  const consent = new SiteConsentPage(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(reader.email, reader.password);
  await expect(page).toHaveURL(/\/books$/);

  const viewport = new Viewport(page);
  await viewport.resize(390);
  await site.open("/table-contents");
  await site.clickSignIn();
  await expect(consent.heading(site.host)).toBeVisible();
  // On a phone the page fits: nothing scrolls sideways.
  expect(await viewport.sidewaysOverflow()).toBe(0);
  await consent.decline(site.host);
  await expect(page).toHaveURL(`${site.origin}/table-contents`);
  expect(await site.sessionEmail()).toBeNull();

  // A link from the platform to the domain goes through the same consent.
  await page.goto(`/auth/site?to=${encodeURIComponent(`${site.origin}/table-contents`)}`);
  await expect(consent.heading(site.host)).toBeVisible();
  await consent.accept(reader.email);
  await expect(page).toHaveURL(`${site.origin}/table-contents`);
  await expect(site.signedInAs(reader.email)).toBeVisible();
});

test("an admin who follows a custom domain's link arrives there signed out, with no consent page", async ({ page, baseURL }) => {
  const site = new CustomDomainSite(page, baseURL!);
  const login = new LoginPage(page, "/auth/adminLogin");
  await login.goto();
  await login.signIn(admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin/);

  await page.goto(`/auth/site?to=${encodeURIComponent(`${site.origin}/table-contents`)}`);
  await expect(page).toHaveURL(`${site.origin}/table-contents`);
  expect(await site.sessionEmail()).toBeNull();
  await site.open("/table-contents");
  await site.clickSignIn();
  await expect(page).toHaveURL(`${site.origin}/table-contents`);
  expect(await site.sessionEmail()).toBeNull();
});

import { expect } from "@playwright/test";
import type { APIResponse, Browser, Page } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { PayoutsPage } from "../pages/PayoutsPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

/** The JSON of a call that must succeed; a failure says which call and what it answered. */
export async function json<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A new account in its own browser context, signed up through the sign-up page. */
export async function newPerson(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ name, email: `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
  return { context, page };
}

/** A new author whose payout account is connected and verified through the offline provider's onboarding. */
export async function newSeller(browser: Browser, name: string) {
  const author = await newPerson(browser, name);
  const payouts = new PayoutsPage(author.page);
  await payouts.goto();
  await payouts.connect();
  await payouts.completeOnboarding();
  await expect(payouts.status()).toHaveText("Ready to sell.");
  return author;
}

/** The demo author (db/seeds: AI terms accepted, a $5 AI balance, published books), signed in on `page`. */
export async function signInAsDemoAuthor(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn("author@storyloom.test", "storyloom-author");
  await expect(page).toHaveURL(/\/books$/);
}

/**
 * A new author who may use the AI tools: they accept the AI terms, and an admin gives them `cents` of promotional
 * credit. Specs that spend a lot use one, so the demo author's balance and history stay as other specs expect.
 */
export async function newAiAuthor(browser: Browser, name: string, cents = 500) {
  const author = await newPerson(browser, name);
  await json(await author.page.request.patch("/api/v1/author-profiles", { data: { aiTermsAccepted: true } }));
  const { user } = await json<{ user: { id: number } }>(await author.page.request.get("/api/auth/session"));
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const adminLogin = new LoginPage(adminPage, "/auth/adminLogin");
  await adminLogin.goto();
  await adminLogin.signIn("admin@storyloom.test", "storyloom-admin");
  await expect(adminPage).toHaveURL(/\/admin$/);
  await json(await adminPage.request.post(`/api/v1/admin/users/${user.id}/promo-credit`, { data: { amount: cents, note: "For the browser tests" } }));
  await adminContext.close();
  return author;
}

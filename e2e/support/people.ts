import { expect } from "@playwright/test";
import type { APIResponse, Browser, BrowserContext, Page } from "@playwright/test";
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

/** The demo accounts (seed/src/demo.ts), by role, as the sign-in pages take them. */
export const DEMO_ACCOUNTS = {
  author: { email: "author@storyloom.test", password: "storyloom-author", loginPath: "/auth/login", landing: /\/books$/ },
  reader: { email: "reader@storyloom.test", password: "storyloom-reader", loginPath: "/auth/login", landing: /\/books$/ },
  admin: { email: "admin@storyloom.test", password: "storyloom-admin", loginPath: "/auth/adminLogin", landing: /\/admin$/ },
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/**
 * The cookies of each demo account's session, signed in once per worker
 * through the sign-in form and handed to every later context of the worker
 * (Playwright's storage state, kept in the worker's memory). A session that
 * a spec ended (signing out, signing out everywhere) fails the check and is
 * made again through the form. The sign-in specs sign in through the form
 * themselves; this is for specs about something else.
 */
const demoSessions = new Map<DemoRole, Awaited<ReturnType<BrowserContext["cookies"]>>>();

async function signedIn(context: BrowserContext): Promise<boolean> {
  const answer = await context.request.get("/api/auth/session");
  return answer.ok() && "user" in ((await answer.json()) as object);
}

/** Signs the page's context in as the demo account of `role`; the page is left where `goto` says (the account's landing page by default). */
export async function signInAs(page: Page, role: DemoRole, options: { goto?: string | null } = {}): Promise<void> {
  const account = DEMO_ACCOUNTS[role];
  const context = page.context();
  const kept = demoSessions.get(role);
  if (kept) {
    await context.addCookies(kept);
    if (await signedIn(context)) {
      const goto = options.goto === undefined ? (role === "admin" ? "/admin" : "/books") : options.goto;
      if (goto !== null) await page.goto(goto);
      return;
    }
    await context.clearCookies();
    demoSessions.delete(role);
  }
  const login = new LoginPage(page, account.loginPath);
  await login.goto();
  await login.signIn(account.email, account.password);
  await expect(page).toHaveURL(account.landing);
  demoSessions.set(role, await context.cookies());
  if (options.goto) await page.goto(options.goto);
}

/** The demo author (seed/src/demo.ts: AI terms accepted, a $5 AI balance, published books), signed in on `page`, on /books. */
export async function signInAsDemoAuthor(page: Page): Promise<void> {
  await signInAs(page, "author");
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
  await signInAs(adminPage, "admin", { goto: null });
  await json(await adminPage.request.post(`/api/v1/admin/users/${user.id}/promo-credit`, { data: { amount: cents, note: "For the browser tests" } }));
  await adminContext.close();
  return author;
}

import type { Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";
import { signInAs } from "../support/people.ts";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { BookshelfPage } from "../pages/BookshelfPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { ReadingPage } from "../pages/ReadingPage.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";

// The demo's published book: five chapters, the first two free, sold whole for $4.99.
const LANTERN_ROAD = "The Lantern Road";

/** A fresh reader, signed in, with the profile's own defaults (no demo settings). */
const NEW_READER_PASSWORD = "long enough password";

/** Signs a new reader up; answers their e-mail. */
async function signUpReader(page: Page, name: string): Promise<string> {
  const signUp = new SignUpPage(page);
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}@example.test`;
  await signUp.goto();
  await signUp.signUp({ name, email, password: NEW_READER_PASSWORD });
  await expect(page).toHaveURL(/\/books$/);
  return email;
}

/** Content-Security-Policy reports of the page's console (a blocked script, style or font). */
function collectPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  return violations;
}

test("an anonymous visitor reads a free chapter, is counted, and moves on to the next", async ({ page }) => {
  const reading = new ReadingPage(page);
  const book = await reading.findBook(LANTERN_ROAD);
  const viewCounted = page.waitForRequest((request) => request.method() === "PATCH" && request.url().endsWith(`/readers/books/${book.id}/views-count`));

  await reading.gotoChapter(book, 1);

  await expect(reading.chapterHeading()).toHaveText("The Keeper of Hollow Ford");
  await expect(reading.chapterText()).toContainText("The lamps along the ford had burned for three hundred years");
  await viewCounted;
  await reading.openContents();
  await expect(reading.contents().getByRole("listitem")).toHaveCount(5);
  await expect(reading.contents().getByRole("listitem").nth(2)).toContainText("Locked");

  await reading.goToNextChapter();

  await expect(page).toHaveURL(reading.chapterPath(book, 2));
  await expect(reading.chapterHeading()).toHaveText("A Rider Without a Name");
});

test("a locked chapter shows what opens it and none of its text", async ({ page, baseURL }) => {
  const reading = new ReadingPage(page);
  const book = await reading.findBook(LANTERN_ROAD);

  await reading.gotoChapter(book, 3);

  await expect(reading.chapterHeading()).toHaveText("What the Road Remembers");
  await expect(reading.unlockPanel()).toContainText("The first 2 chapters of this book are free.");
  await expect(reading.unlockPanel()).toContainText("Buy chapters. One at a time");
  await expect(reading.unlockPanel()).toContainText("at $0.99 each");
  // A visitor signs in before buying: the purchase forms are for signed-in readers.
  await expect(reading.unlockPanel().getByRole("button", { name: "Buy", exact: true })).toHaveCount(0);
  const signIn = reading.unlockPanel().getByRole("link", { name: "Sign in to continue" });
  expect(new URL((await signIn.getAttribute("href")) ?? "", baseURL).searchParams.get("callbackUrl")).toBe(`${baseURL}${reading.chapterPath(book, 3)}`);
  await expect(reading.chapterText()).toHaveCount(0);
  expect(await page.content()).not.toContain("By morning the ford was gone");
});

test("a wrong slug moves to the chapter's address, and unknown books and chapters are not found", async ({ page }) => {
  const reading = new ReadingPage(page);
  const book = await reading.findBook(LANTERN_ROAD);

  await page.goto(`/book/an-old-title/${book.id}/chapter/2`);
  await expect(page).toHaveURL(reading.chapterPath(book, 2));

  const pastTheEnd = await page.goto(reading.chapterPath(book, 99));
  expect(pastTheEnd?.status()).toBe(404);
  await expect(reading.chapterHeading()).toHaveText("Page not found");

  await page.goto("/book/no-such-book/999999999/chapter/1");
  await expect(page).toHaveURL(/\/not-found-book$/);
});

test("the author reads every chapter as published, never the edit they have not published", async ({ page }) => {
  const reading = new ReadingPage(page);
  await signInAs(page, "author");
  await expect(page).toHaveURL(/\/books$/);
  const book = await reading.findBook(LANTERN_ROAD);

  await reading.gotoChapter(book, 5);

  await expect(reading.chapterText()).toBeVisible();
  await expect(reading.unlockPanel()).toHaveCount(0);
  await expect(reading.chapterText()).not.toContainText("one lamp flickered");
});

test("reading settings apply at once and are there before the page's script on the next visit", async ({ page }) => {
  const reading = new ReadingPage(page);
  const policyViolations = collectPolicyViolations(page);
  const book = await reading.findBook(LANTERN_ROAD);
  await reading.gotoChapter(book, 1);
  expect(await reading.shownSetting("theme")).toBe("light");
  expect((await reading.textStyle()).fontFamily).toContain("Literata");

  await reading.openSettings();
  await reading.chooseTheme("Dark");
  await reading.chooseFont("Georgia");
  await reading.makeTextLarger();
  await reading.chooseLineSpacing("Double");

  expect(await reading.shownSetting("theme")).toBe("dark");
  await expect(reading.fontSizeValue()).toHaveText("20 px");
  expect(await reading.textStyle()).toEqual({ fontFamily: expect.stringMatching(/^Georgia/), fontSize: "20px", lineHeight: "40px" });
  expect([
    await reading.storedSetting("theme"),
    await reading.storedSetting("fontSize"),
    await reading.storedSetting("fontType"),
    await reading.storedSetting("lineSpacing"),
  ]).toEqual(["dark", "20", "D", "D"]);

  // Without the bundled script, only the inline head script can show them: no flash of the defaults.
  await page.route("**/_astro/*.js", (route) => route.abort());
  await page.reload();

  expect(await reading.shownSetting("theme")).toBe("dark");
  expect(await reading.textStyle()).toEqual({ fontFamily: expect.stringMatching(/^Georgia/), fontSize: "20px", lineHeight: "40px" });
  expect(policyViolations).toEqual([]);
});

test("a signed-in reader's settings are saved to their profile, and a reset clears them", async ({ page }) => {
  const reading = new ReadingPage(page);
  await signUpReader(page, "Settings Reader");
  const book = await reading.findBook(LANTERN_ROAD);
  await reading.gotoChapter(book, 1);

  await reading.openSettings();
  await reading.chooseTheme("Grey");
  await reading.makeTextLarger();

  await expect.poll(() => reading.settingsOnServer()).toMatchObject({ theme: "GREY", fontSize: 20 });

  await reading.resetSettings();

  await expect.poll(() => reading.settingsOnServer()).toMatchObject({ theme: "LIGHT", fontSize: null, fontType: null, lineSpacing: null });
  expect(await reading.shownSetting("theme")).toBe("light");
  for (const key of ["theme", "fontSize", "fontType", "lineSpacing"] as const) expect(await reading.storedSetting(key)).toBeNull();
});

test("a reader's settings reach a new device from their profile, and this device's own choices go back", async ({ page }) => {
  const reading = new ReadingPage(page);
  await signUpReader(page, "Travelling Reader");
  await reading.saveSettingsOnServer({ theme: "DARK", fontSize: 24 });
  const book = await reading.findBook(LANTERN_ROAD);

  await reading.gotoChapter(book, 1);

  await expect.poll(() => reading.shownSetting("theme")).toBe("dark");
  await expect.poll(() => reading.storedSetting("fontSize")).toBe("24");

  await reading.storeSettings({ fontType: "B" });
  await page.reload();

  await expect.poll(() => reading.settingsOnServer()).toMatchObject({ theme: "DARK", fontSize: 24, fontType: "B" });
});

test("a failed settings update says so in a toast that closes itself", async ({ page }) => {
  const reading = new ReadingPage(page);
  await signUpReader(page, "Unlucky Reader");
  await reading.failProfileUpdates();
  const book = await reading.findBook(LANTERN_ROAD);
  // The page's clock is the test's: the toast's 5 seconds pass when the test says, not on the wall clock.
  await page.clock.install();
  await reading.gotoChapter(book, 1);

  await reading.openSettings();
  await reading.chooseTheme("Dark");

  await expect(reading.errorToast()).toHaveText(/Something went wrong\. Please try again\./);
  expect(await reading.shownSetting("theme")).toBe("dark");
  await page.clock.runFor(5_000);
  await expect(reading.errorToast()).toBeHidden();
});

test("a signed-in reader's place in a chapter is kept, brought back, and continued from the bookshelf, on another device too", async ({ page, browser }) => {
  const reading = new ReadingPage(page);
  const bookshelf = new BookshelfPage(page);
  const email = await signUpReader(page, "Placed Reader");
  // A small window and large type make the short demo chapter several screens long.
  await page.setViewportSize({ width: 360, height: 420 });
  const book = await reading.findBook(LANTERN_ROAD);
  await reading.gotoChapter(book, 2);
  await reading.storeSettings({ fontSize: "30" });
  await page.reload();

  await reading.scrollIntoText(0.4);

  await expect.poll(async () => (await reading.readerBookOnServer(book.id))?.currentChapterIndex, { timeout: 10_000 }).toBe(2);
  await expect.poll(async () => (await reading.readerBookOnServer(book.id))?.currentChapterProgress, { timeout: 10_000 }).toBeCloseTo(0.4, 1);

  await bookshelf.goto();
  await expect(bookshelf.book(LANTERN_ROAD)).toContainText("Chapter 2 of 5");

  await bookshelf.continueReading(LANTERN_ROAD);

  await expect(page).toHaveURL(reading.chapterPath(book, 2));
  await expect.poll(() => reading.scrolledIntoText()).toBeCloseTo(0.4, 1);

  // Another device: a second browser signed in as the same reader, with the same window and type size.
  const otherDevice = await browser.newContext({ viewport: { width: 360, height: 420 } });
  const otherPage = await otherDevice.newPage();
  const otherReading = new ReadingPage(otherPage);
  const otherBookshelf = new BookshelfPage(otherPage);
  const login = new LoginPage(otherPage);
  await login.goto();
  await login.signIn(email, NEW_READER_PASSWORD);
  await expect(otherPage).toHaveURL(/\/books$/);
  await otherBookshelf.goto();
  await otherReading.storeSettings({ fontSize: "30" });
  await otherBookshelf.continueReading(LANTERN_ROAD);
  await expect(otherPage).toHaveURL(otherReading.chapterPath(book, 2));
  await expect.poll(() => otherReading.scrolledIntoText()).toBeCloseTo(0.4, 1);
  await otherDevice.close();

  // Going back to chapter 1 keeps the progress at the furthest chapter; "Continue reading" opens chapter 1.
  await reading.gotoChapter(book, 1);
  await expect.poll(async () => (await reading.readerBookOnServer(book.id))?.currentChapterIndex, { timeout: 10_000 }).toBe(1);
  await bookshelf.goto();
  await expect(bookshelf.book(LANTERN_ROAD)).toContainText("Chapter 2 of 5");
  await expect(bookshelf.book(LANTERN_ROAD)).toContainText("back at chapter 1");
  await bookshelf.continueReading(LANTERN_ROAD);
  await expect(page).toHaveURL(reading.chapterPath(book, 1));
});

test("a new reader's bookshelf is empty and leads to the catalogue", async ({ page }) => {
  const bookshelf = new BookshelfPage(page);
  await signUpReader(page, "New Reader");

  await bookshelf.goto();

  await expect(bookshelf.emptyState()).toBeVisible();
  await expect(page.getByRole("link", { name: "Find something to read" })).toHaveAttribute("href", "/read");
});

test("a screenplay reads in screenplay type and indents", async ({ page }) => {
  const reading = new ReadingPage(page);
  const book = await reading.findBook("Night Ferry");

  await reading.gotoChapter(book, 1);

  const cue = await reading.screenplayCueStyle();
  expect(cue.fontFamily).toMatch(/Courier/);
  expect(cue.textTransform).toBe("uppercase");
  expect(Number.parseFloat(cue.marginLeft)).toBeGreaterThan(0);
});

for (const theme of ["light", "grey", "dark"]) {
  test(`the reading page has no serious accessibility violations in the ${theme} theme`, async ({ page }) => {
    const reading = new ReadingPage(page);
    const book = await reading.findBook(LANTERN_ROAD);
    await reading.gotoChapter(book, 1);
    await reading.storeSettings({ theme });

    // An open chapter and a locked one, each with the settings panel open.
    for (const index of [1, 3]) {
      await reading.gotoChapter(book, index);
      await reading.openSettings();
      const serious = (await findAccessibilityViolations(page)).filter((violation) => /\((serious|critical)\)/.test(violation));
      expect(serious, `chapter ${index}`).toEqual([]);
    }
  });
}

test("reading works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const reading = new ReadingPage(page);
  const book = await reading.findBook(LANTERN_ROAD);

  await reading.gotoChapter(book, 1);

  await expect(reading.chapterText()).toContainText("The lamps along the ford");
  await expect(reading.settingsToggle()).toBeHidden();
  await reading.goToNextChapter();
  await expect(page).toHaveURL(reading.chapterPath(book, 2));
  await context.close();
});

import { expect, test } from "@playwright/test";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { NewslettersPage } from "../pages/NewslettersPage.ts";
import { Viewport } from "../pages/Viewport.ts";
import { newsletterTimeHasCome, runSweepNow } from "../support/clock.ts";
import { decodedBody, receivedMail } from "../support/outbox.ts";
import { signInAsDemoAuthor } from "../support/people.ts";

/** The demo reader reads the demo author's Lantern Road and wants her e-mails (seed/src/demo.ts). */
const DEMO_READER = "reader@storyloom.test";

test("the demo author writes a newsletter, previews and schedules it, and the demo reader receives it once at its time", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const subject = `News from the lighthouse ${Date.now()}`;
  const newsletters = new NewslettersPage(page);

  await signInAsDemoAuthor(page);
  await newsletters.goto();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletters" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveCount(0);
  expect(await findAccessibilityViolations(page), "the newsletters list").toEqual([]);
  await newsletters.startNew();
  await newsletters.write(subject, "The third book is done. The lamps are lit on Lantern Road.");
  await newsletters.save();
  await expect(page).toHaveURL(/\/newsletters\/\d+$/);
  await expect(newsletters.status()).toHaveText("Draft");

  // The preview is the e-mail as readers get it (the text part here; the HTML opens in a tab of its own).
  await newsletters.preview();
  await expect(newsletters.previewText()).toContainText("The third book is done. The lamps are lit on Lantern Road.");
  await expect(newsletters.previewText()).toContainText("A newsletter from Elena Marsh");
  await expect(page.getByRole("link", { name: "Open the e-mail as readers see it" })).toHaveAttribute("href", /\/api\/v1\/newsletters\/\d+\/preview\.html$/);
  expect(await findAccessibilityViolations(page), "the newsletter's editor and preview").toEqual([]);

  // Scheduled a little ahead, in the browser's own time zone.
  const when = String(
    await page.evaluate(
      "(() => { const d = new Date(Date.now() + 90000); d.setSeconds(0, 0); const p = (n) => String(n).padStart(2, '0'); return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`; })()",
    ),
  );
  await newsletters.schedule(when);
  await expect(newsletters.status()).toHaveText(/^Scheduled for /);
  await expect(page.getByText(/^Your newsletter will be sent on /)).toBeVisible();

  // Its time comes (moved to now rather than waited for) and the workers' sweep runs: the reader gets it once,
  // with both parts and the one-click unsubscribe headers.
  newsletterTimeHasCome(Number(/\/newsletters\/(\d+)$/.exec(page.url())?.[1]));
  await runSweepNow("readerMail.sendDue");
  await expect.poll(async () => (await receivedMail(DEMO_READER, subject)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await receivedMail(DEMO_READER, subject);
  const raw = mail!.raw.replace(/\r?\n[ \t]+/g, " ");
  expect(raw).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/api\/v1\/readers\/unsubscribe\/[0-9a-f-]{36}>/m);
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  expect(raw).toMatch(/Content-Type: text\/plain/);
  expect(raw).toMatch(/Content-Type: text\/html/);
  expect(decodedBody(mail!.raw)).toContain("The lamps are lit on Lantern Road.");

  // The studio turns to Sent by itself and counts the reader.
  await expect(newsletters.status()).toHaveText(/^Sent on /, { timeout: 30_000 });
  await expect(newsletters.figure("Readers")).not.toHaveText("0");
  expect(await findAccessibilityViolations(page), "a sent newsletter").toEqual([]);
  const sentUrl = page.url();
  await newsletters.goto();
  await expect(newsletters.item(subject)).toContainText("Sent on");

  // Both screens fit a phone.
  const viewport = new Viewport(page);
  await viewport.resize(375);
  expect(await viewport.sidewaysOverflow(), "the list at 375 px").toBe(0);
  expect(await viewport.elementsOutsideTheirBox(), "the list at 375 px").toEqual([]);
  await page.goto(sentUrl);
  await expect(newsletters.status()).toHaveText(/^Sent on /);
  expect(await viewport.sidewaysOverflow(), "a sent newsletter at 375 px").toBe(0);
  expect(await viewport.elementsOutsideTheirBox(), "a sent newsletter at 375 px").toEqual([]);
  await newsletters.startNewFromUrl();
  await expect(newsletters.text()).toBeVisible();
  expect(await viewport.sidewaysOverflow(), "the editor at 375 px").toBe(0);
  expect(await viewport.elementsOutsideTheirBox(), "the editor at 375 px").toEqual([]);

  // Another turn of the sweep sends nothing again: still one message (sent exactly once).
  await runSweepNow("readerMail.sendDue");
  expect(await receivedMail(DEMO_READER, subject)).toHaveLength(1);

  // Readers find it on the author's public page, and on its own page.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  const link = /https?:\/\/[^\s"<>]+\/author\/[^\s"<>/]+\/\d+\/newsletters\/\d+/.exec(decodedBody(mail!.raw))![0];
  await reader.goto(new URL(new URL(link).pathname, page.url()).href);
  await expect(reader.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(reader.getByText("The third book is done. The lamps are lit on Lantern Road.")).toBeVisible();
  expect(await findAccessibilityViolations(reader), "the newsletter's public page").toEqual([]);
  await reader.getByRole("link", { name: "All newsletters from Elena Marsh" }).click();
  await expect(reader.getByRole("heading", { name: "Newsletters" })).toBeVisible();
  await expect(reader.getByText(subject).first()).toBeVisible();
  await visitor.close();
});

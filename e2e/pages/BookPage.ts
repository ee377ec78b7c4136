import type { Page } from "@playwright/test";

/** A book's public page (/book/{slug}/{id}, or `/` on its own domain) and its reviews. */
export class BookPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  title() {
    return this.page.getByRole("heading", { level: 1 });
  }

  authorLink() {
    return this.page.locator(".book-hero__author").getByRole("link");
  }

  canonicalUrl() {
    return this.page.locator('link[rel="canonical"]').getAttribute("href");
  }

  async jsonLd(): Promise<Record<string, unknown>> {
    const text = await this.page.locator('script[type="application/ld+json"]').first().textContent();
    return JSON.parse(text ?? "{}") as Record<string, unknown>;
  }

  ogContent(property: string) {
    return this.page.locator(`meta[property="${property}"]`).getAttribute("content");
  }

  chapters() {
    return this.page.getByRole("region", { name: /Chapters/ }).getByRole("listitem");
  }

  chapter(heading: string) {
    return this.chapters().filter({ hasText: heading });
  }

  startReading() {
    return this.page.getByRole("link", { name: "Start reading" });
  }

  reviews() {
    return this.page.getByRole("region", { name: /Reviews/ });
  }

  review(title: string) {
    return this.page.getByRole("article", { name: new RegExp(title) });
  }

  signInToReview() {
    return this.reviews().getByRole("link", { name: "Sign in" });
  }

  notice() {
    return this.reviews().getByRole("status");
  }

  async writeReview({ rating, title, text }: { rating: number; title: string; text: string }): Promise<void> {
    await this.page.getByRole("radio", { name: rating === 1 ? "1 star" : `${rating} stars` }).check();
    await this.page.getByRole("textbox", { name: /^Title/ }).fill(title);
    await this.page.getByRole("textbox", { name: /^Your review/ }).fill(text);
    await this.page.getByRole("button", { name: /Publish review|Update review/ }).click();
  }

  async submitReviewWithoutRating(): Promise<void> {
    await this.page.getByRole("button", { name: "Publish review" }).click();
  }

  ratingError() {
    return this.page.getByText("Choose a rating from 1 to 5 stars.");
  }

  async deleteMyReview(): Promise<void> {
    await this.page.getByRole("button", { name: "Delete your review" }).click();
  }

  helpfulButton(reviewTitle: string) {
    return this.review(reviewTitle).getByRole("button", { name: "Helpful", exact: true });
  }

  async report(reviewTitle: string, reason: string | null, comment = ""): Promise<void> {
    const review = this.review(reviewTitle);
    // After a refused report the form comes back already open.
    const isOpen = await review.locator("details.report").evaluate((details) => details.hasAttribute("open"));
    if (!isOpen) await review.getByText("Report this review").click();
    if (reason) await review.getByLabel("What is wrong with it?").selectOption({ label: reason });
    if (comment) await review.getByLabel(/Comment/).fill(comment);
    await review.getByRole("button", { name: "Send report" }).click();
  }

  reportError(reviewTitle: string) {
    return this.review(reviewTitle).getByRole("alert");
  }
}

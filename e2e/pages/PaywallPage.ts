import type { Page } from "@playwright/test";

export interface SellingSettings {
  /** Dollars as typed, e.g. "0.99"; "" leaves the field empty (not sold one by one). */
  chapterPrice?: string;
  sellWholeBook?: boolean;
  wholeBookPrice?: string;
  freeChapters?: number;
  paidLatestChapters?: string;
  freeAfterDays?: string;
  subscriberEarlyDays?: string;
}

/** The "Selling" part of a book's studio page, and who can read each of its chapters. */
export class PaywallPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async gotoBook(bookId: number): Promise<void> {
    await this.page.goto(`/books/${bookId}`);
  }

  selling() {
    return this.page.getByRole("group", { name: "Selling" });
  }

  field(label: string) {
    return this.selling().getByLabel(label, { exact: true });
  }

  /** Fills the settings given and saves the book. */
  async saveSelling(settings: SellingSettings): Promise<void> {
    if (settings.chapterPrice !== undefined) await this.field("Price per chapter ($)").fill(settings.chapterPrice);
    if (settings.sellWholeBook !== undefined) await this.selling().getByLabel("Sell the whole book").setChecked(settings.sellWholeBook);
    if (settings.wholeBookPrice !== undefined) await this.field("Price of the whole book ($)").fill(settings.wholeBookPrice);
    if (settings.freeChapters !== undefined) await this.field("Free chapters").fill(String(settings.freeChapters));
    if (settings.paidLatestChapters !== undefined) await this.field("Only the latest chapters are paid").fill(settings.paidLatestChapters);
    if (settings.freeAfterDays !== undefined) await this.field("Chapters become free after (days)").fill(settings.freeAfterDays);
    if (settings.subscriberEarlyDays !== undefined) await this.field("Subscribers read new chapters early (days)").fill(settings.subscriberEarlyDays);
    await this.page.getByRole("button", { name: "Save book" }).click();
  }

  /** The message shown under a field of the Selling part. */
  fieldError(text: string) {
    return this.selling().getByRole("alert").filter({ hasText: text });
  }

  toast(text: string) {
    return this.page.getByRole("region", { name: "Notifications" }).getByText(text);
  }

  /** Who can read a chapter of the list, found by its title: "Free", "Paid · free from 3 Dec"… */
  chapterAudience(chapterTitle: string) {
    return this.page.getByRole("list", { name: "Chapters" }).getByRole("listitem").filter({ hasText: chapterTitle }).getByTestId("chapter-audience");
  }
}

import type { Page } from "@playwright/test";

/** The studio's admin area, where an admin finds a user and impersonates them. */
export class AdminPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(): Promise<void> {
    await this.page.goto("/admin");
  }

  /** Loads one section of the admin area by its address, and waits until its list has answered. */
  async gotoSection(section: "reports" | "catalogue" | "ai" | "audit"): Promise<void> {
    await this.page.goto(`/admin?section=${section}`);
    await this.page
      .getByRole("status")
      .filter({ hasNotText: /^Loading/ })
      .first()
      .waitFor();
  }

  /** The list of users, which only an admin's own session can load. */
  usersTable() {
    return this.page.getByRole("table");
  }

  /** Finds the user and asks to act as them: the confirmation that names them opens. */
  async askToImpersonate(email: string): Promise<void> {
    await this.page.getByLabel("Search users").fill(email);
    await this.page.getByRole("button", { name: `Impersonate ${email}` }).click();
  }

  /** The confirmation before impersonating, which names the user. */
  impersonationDialog() {
    return this.page.getByRole("dialog", { name: "Act as this user?" });
  }

  /** Finds the user, confirms, and starts acting as them; the studio then reloads into their /books. */
  async impersonate(email: string): Promise<void> {
    await this.askToImpersonate(email);
    await this.impersonationDialog()
      .getByRole("button", { name: /^Act as / })
      .click();
  }

  /** Opens a section of the admin area by its name in the section menu. */
  async openSection(name: "Users" | "Reported reviews" | "Books & series" | "AI moderation" | "Audit log"): Promise<void> {
    await this.page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name }).click();
  }

  /** The open report of a review of the book titled `bookTitle`. */
  reviewReport(bookTitle: string) {
    return this.page.getByRole("listitem", { name: `Report of a review of ${bookTitle}` });
  }

  /** Hides the reported review, confirming in the dialog. */
  async hideReportedReview(bookTitle: string): Promise<void> {
    await this.reviewReport(bookTitle).getByRole("button", { name: "Hide review" }).click();
    await this.page.getByRole("dialog").getByRole("button", { name: "Hide review" }).click();
  }

  /** In "Books & series": finds the book by its title and suspends it, confirming in the dialog. */
  async suspendBook(title: string): Promise<void> {
    await this.page.getByLabel("Search books").fill(title);
    await this.page.getByRole("button", { name: `Suspend ${title}` }).click();
    await this.page.getByRole("dialog").getByRole("button", { name: "Suspend" }).click();
  }

  /** The audit log's rows that contain `text` (an action in words, a subject, an e-mail). */
  auditRows(text: string) {
    return this.page.getByRole("region", { name: "Audit log table" }).getByRole("row").filter({ hasText: text });
  }

  /** In "AI moderation": lists the refused requests that did not suspend anyone's AI tools too. */
  async showEveryRefusedRequest(): Promise<void> {
    await this.page.getByLabel("Show refused requests that did not suspend the AI tools too").check();
  }

  /** The AI moderation records of the user with this e-mail. */
  aiModerationChecks(email: string) {
    return this.page.getByRole("listitem").filter({ hasText: email });
  }

  /** A row of the books & series table. */
  catalogueRow(title: string) {
    return this.page.getByRole("row").filter({ hasText: title });
  }

  /**
   * The state cell of a book's or series' row ("Published", "Suspended", …): the row's other cells can hold
   * the same word (an author named "Suspended Author"), so a check of the state reads this cell alone.
   */
  catalogueState(title: string, state: string) {
    return this.catalogueRow(title).getByRole("cell", { name: state, exact: true });
  }
}

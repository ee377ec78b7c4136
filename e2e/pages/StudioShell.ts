import type { Page } from "@playwright/test";

/** The signed-in studio frame around every studio screen. */
export class StudioShell {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(path = "/books"): Promise<void> {
    await this.page.goto(path);
  }

  /** Opens a studio route that is expected to send the visitor elsewhere (the SPA redirects while loading). */
  async gotoExpectingRedirect(path: string): Promise<void> {
    await this.page.goto(path, { waitUntil: "commit" });
  }

  navigation() {
    return this.page.getByRole("navigation", { name: "Studio navigation" });
  }

  /** The button that shows the navigation on screens narrower than a tablet. */
  menuButton() {
    return this.page.getByRole("button", { name: "Menu" });
  }

  async openMenu(): Promise<void> {
    await this.menuButton().click();
  }

  async openSection(name: string): Promise<void> {
    await this.navigation().getByRole("link", { name }).click();
  }

  impersonationBanner(email: string) {
    return this.page.getByText(`You are logged in as ${email}`);
  }

  async stopImpersonating(): Promise<void> {
    await this.page.getByRole("button", { name: "Stop impersonating" }).click();
  }

  async signOut(): Promise<void> {
    await this.page.getByRole("button", { name: "Sign out" }).click();
  }
}

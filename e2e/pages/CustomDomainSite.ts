import type { Page } from "@playwright/test";

/**
 * A book's or series' own site on its custom domain. The demo series is served
 * at glass-orchard.localhost, which browsers resolve to this machine.
 */
export class CustomDomainSite {
  readonly page: Page;
  readonly origin: string;

  constructor(page: Page, platformUrl: string, host = "glass-orchard.localhost") {
    this.page = page;
    const url = new URL(platformUrl);
    url.hostname = host;
    this.origin = url.origin;
  }

  get host(): string {
    return new URL(this.origin).host;
  }

  async open(path = "/"): Promise<void> {
    await this.page.goto(`${this.origin}${path}`);
  }

  /** The site header's "Sign in" link: it leads to the platform's sign-in page and back here. */
  async clickSignIn(): Promise<void> {
    await this.page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  }

  /** The e-mail the site header shows for the signed-in reader. */
  signedInAs(email: string) {
    return this.page.getByRole("banner").getByText(email);
  }

  /** The session as this site's own cookies make it (not the platform's). */
  async sessionEmail(): Promise<string | null> {
    await this.page.goto(`${this.origin}/api/auth/session`);
    const session = JSON.parse((await this.page.locator("body").textContent()) ?? "{}") as { user?: { email?: string } };
    return session.user?.email ?? null;
  }
}

/** The platform's consent page of a custom domain's sign-in (/auth/site). */
export class SiteConsentPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  heading(host: string) {
    return this.page.getByRole("heading", { name: `Continue to ${host}?` });
  }

  async accept(email: string): Promise<void> {
    await this.page.getByRole("button", { name: `Continue as ${email}` }).click();
  }

  async decline(host: string): Promise<void> {
    await this.page.getByRole("link", { name: `Not now: go to ${host} without signing in` }).click();
  }
}

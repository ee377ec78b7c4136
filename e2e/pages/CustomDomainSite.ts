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

  /** Asks the platform for a one-time link that carries the signed-in session to this site. */
  async requestSignedInLink(path = "/"): Promise<string> {
    const response = await this.page.request.post("/api/v1/users/redirect-token", { data: { redirectTo: `${this.origin}${path}` } });
    const body = (await response.json()) as { url?: string };
    return body.url ?? "";
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

  async follow(link: string): Promise<void> {
    await this.page.goto(link);
  }

  /** The session as this site's own cookies make it (not the platform's). */
  async sessionEmail(): Promise<string | null> {
    await this.page.goto(`${this.origin}/api/auth/session`);
    const session = JSON.parse((await this.page.locator("body").textContent()) ?? "{}") as { user?: { email?: string } };
    return session.user?.email ?? null;
  }
}

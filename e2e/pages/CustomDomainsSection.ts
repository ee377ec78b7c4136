import type { APIRequestContext, Page } from "@playwright/test";

/** The Custom domains section of a book's (or series') studio screen, and the simulated DNS and certificate authority behind it. */
export class CustomDomainsSection {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async gotoBook(bookId: number): Promise<void> {
    await this.page.goto(`/books/${bookId}`);
  }

  section() {
    return this.page.getByRole("region", { name: "Custom domains" });
  }

  async add(name: string): Promise<void> {
    await this.section().getByLabel("Domain name").fill(name);
    await this.section().getByRole("button", { name: "Add domain" }).click();
  }

  nameError() {
    return this.section().getByLabel("Domain name");
  }

  domain(name: string) {
    return this.section()
      .getByTestId("custom-domain")
      .filter({ has: this.page.getByRole("heading", { name, exact: true }) });
  }

  status(name: string) {
    return this.domain(name).getByTestId("domain-status");
  }

  dnsFinding(name: string) {
    return this.domain(name).getByTestId("domain-dns");
  }

  records(name: string) {
    return this.domain(name).getByRole("group", { name: `DNS records for ${name}` });
  }

  /** Copies one field of a record ("routing record's value", "validation record's name"...) with its Copy button; returns what the clipboard then holds. */
  async copy(name: string, what: string): Promise<string> {
    await this.records(name)
      .getByRole("button", { name: `Copy the ${what}` })
      .click();
    await this.page.getByText(`The ${what} is copied.`).waitFor();
    // A string, because the suite is compiled without the DOM's types.
    return this.page.evaluate<string>("navigator.clipboard.readText()");
  }

  /** The domain's "Tell readers about this address" checkbox. */
  notifyReaders(name: string) {
    return this.domain(name).getByLabel("Tell readers about this address");
  }

  async checkNow(name: string): Promise<void> {
    await this.domain(name).getByRole("button", { name: "Check now" }).click();
  }

  async disconnect(name: string): Promise<void> {
    await this.domain(name).getByRole("button", { name: "Disconnect" }).click();
    await this.page.getByRole("dialog").getByRole("button", { name: "Disconnect" }).click();
  }
}

/** The stack's domains simulator: its DNS server's answers and its fake ACM's certificates (testkit/src/fakes/domainsSimulator.ts). */
export class DomainsSimulator {
  readonly request: APIRequestContext;
  readonly url: string;

  constructor(request: APIRequestContext, url: string) {
    this.request = request;
    this.url = url;
  }

  async pointAtPlatform(name: string, cnameTarget: string): Promise<void> {
    const answer = await this.request.post(`${this.url}/dns`, { data: { name, cname: cnameTarget } });
    if (!answer.ok()) throw new Error(`the simulator refused the DNS record: ${answer.status()} ${await answer.text()}`);
  }

  /** Publishes a TXT record (the ownership record the studio shows). */
  async publishTxt(name: string, value: string): Promise<void> {
    const answer = await this.request.post(`${this.url}/dns`, { data: { name, txt: [value] } });
    if (!answer.ok()) throw new Error(`the simulator refused the TXT record: ${answer.status()} ${await answer.text()}`);
  }

  async setCertificate(domainName: string, status: "ISSUED" | "FAILED" | "VALIDATION_TIMED_OUT", failureReason?: string): Promise<void> {
    const answer = await this.request.post(`${this.url}/certificates/status`, { data: { domainName, status, ...(failureReason ? { failureReason } : {}) } });
    if (!answer.ok()) throw new Error(`the simulator refused the certificate status: ${answer.status()} ${await answer.text()}`);
  }
}

import { expect, test } from "@playwright/test";
import { CustomDomainsSection, DomainsSimulator } from "../pages/CustomDomainsSection.ts";
import { bookOnSale } from "../support/books.ts";
import { Viewport } from "../pages/Viewport.ts";
import { newPerson } from "../support/people.ts";

const simulatorUrl = process.env.E2E_DOMAINS_SIMULATOR_URL ?? "";
const cnameTarget = process.env.E2E_CNAME_TARGET ?? "";

test("an author connects a domain to a book: records to create, live only once the ownership and routing records are found, then served through the gateway until disconnected", async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  expect(simulatorUrl, "the e2e stack runs the domains simulator").not.toBe("");
  const author = await newPerson(browser, "Domain Author");
  const title = `Harbour Address ${Date.now()}`;
  const book = await bookOnSale(author.page.request, title, 2);
  const name = `tides-${Date.now()}.example.com`;
  const domains = new CustomDomainsSection(author.page);
  const simulator = new DomainsSimulator(request, simulatorUrl);
  const asHost = () => request.get(`${baseURL!}/`, { headers: { Host: name }, maxRedirects: 0 });

  // Before it is connected, the name is nobody's site.
  const before = await asHost();
  expect(before.status() === 200 && (await before.text()).includes(title)).toBe(false);

  await domains.gotoBook(book.id);
  await expect(domains.section().getByText("No custom domain yet.")).toBeVisible();
  // A name that cannot be a public domain is refused on its field.
  await domains.add("127.0.0.1");
  await expect(domains.nameError()).toHaveAttribute("aria-invalid", "true");
  await expect(domains.section().getByText("An IP address cannot be a custom domain: use a domain name.")).toBeVisible();

  await domains.add(name);
  await expect(domains.status(name)).toHaveText("Waiting for the ownership record");
  await expect(domains.records(name)).toContainText("1. Prove it is yours");
  await expect(domains.records(name)).toContainText(`_storyloom-challenge.${name}`);
  await expect(domains.records(name)).toContainText("2. Point it here");
  await expect(domains.records(name)).toContainText(cnameTarget);
  // The values are copied exactly as the DNS provider needs them.
  await author.context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const ownershipName = await domains.copy(name, "ownership record's name");
  expect(ownershipName).toBe(`_storyloom-challenge.${name}`);
  const ownershipValue = await domains.copy(name, "ownership record's value");
  expect(ownershipValue).toMatch(/^[0-9a-z]{32}$/);
  expect(await domains.copy(name, "routing record's value")).toBe(cnameTarget);
  // The records fit a phone: nothing sticks out of its card.
  const viewport = new Viewport(author.page);
  await viewport.resize(375);
  await expect.poll(() => viewport.sidewaysOverflow(), { message: "the book screen with a pending domain at 375px" }).toBe(0);
  expect(await viewport.elementsOutsideTheirBox(), "the book screen with a pending domain at 375px").toEqual([]);
  await viewport.resize(1280);
  // The routing record alone proves nothing: the ownership record comes first.
  await simulator.pointAtPlatform(name, cnameTarget);
  await domains.checkNow(name);
  await expect(domains.dnsFinding(name)).toContainText("Not yet: the ownership record");
  await expect(domains.status(name)).toHaveText("Waiting for the ownership record");
  const unproved = await asHost();
  expect(unproved.status() === 200 && (await unproved.text()).includes(title)).toBe(false);

  // The author publishes the ownership record: the routing record is found and the certificate requested.
  await simulator.publishTxt(ownershipName, ownershipValue);
  await domains.checkNow(name);
  await expect(domains.status(name)).toHaveText("Waiting for the certificate");
  await expect(domains.records(name)).toContainText("Lets the certificate authority validate the name");
  // The certificate authority validates the name.
  await simulator.setCertificate(name, "ISSUED");
  await domains.checkNow(name);
  await expect(domains.status(name)).toHaveText("Live: the certificate is issued");
  await expect(domains.dnsFinding(name)).toContainText("Found: the name points here");

  // The readers flag is saved with the domain.
  await expect(domains.notifyReaders(name)).not.toBeChecked();
  await domains.notifyReaders(name).click();
  await expect(domains.notifyReaders(name)).toBeChecked();
  await expect(domains.notifyReaders(name)).toBeEnabled();
  await author.page.reload();
  await expect(domains.notifyReaders(name)).toBeChecked();

  // The book's own site answers on that name through the gateway.
  const served = await asHost();
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain(title);

  // Disconnected: that name is no longer the book's.
  await domains.disconnect(name);
  await expect(domains.domain(name)).toHaveCount(0);
  const gone = await asHost();
  expect(gone.status() === 200 && (await gone.text()).includes(title)).toBe(false);
  await author.context.close();
});

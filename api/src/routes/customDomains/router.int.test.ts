import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CustomDomain, OutgoingEmail } from "@storyloom/db/models";
import { createSession } from "@storyloom/domain/auth/sessions.ts";
import {
  CHECK_MAX_MS,
  checkCustomDomain,
  checkDueCustomDomains,
  DNS_PATIENCE_MS,
  DNS_RETRY_PATIENCE_MS,
} from "@storyloom/domain/services/customDomains/checkCustomDomain.ts";
import { createCustomDomainsDeps } from "@storyloom/domain/services/customDomains/settings.ts";
import { createBook, createSeries, createUser } from "@storyloom/testkit/factories";
import { sessionCookieName } from "../../auth/cookies.ts";
import { createTestContext, TEST_CNAME_TARGET } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

let counter = 0;
const fresh = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}.example.com`;

async function author() {
  const { user, authorProfile } = await createUser(ctx.db.knex);
  const { token } = await createSession(ctx.db.knex, { userId: user.id, adminId: null });
  return { userId: user.id, email: user.email, authorId: authorProfile.id, cookie: `${sessionCookieName(ctx.config)}=${token}` };
}

function addDomain(cookie: string, body: Record<string, unknown>) {
  return request(ctx.app).post("/api/v1/custom-domains").set("Cookie", cookie).send(body);
}

/** The author publishes the ownership record the studio shows them. */
function proveOwnership(domain: { ownershipRecord: { name: string; value: string } } | { name: string; ownershipToken: string }) {
  if ("ownershipRecord" in domain) ctx.dns.set(domain.ownershipRecord.name, { txt: [domain.ownershipRecord.value] });
  else ctx.dns.set(`_storyloom-challenge.${domain.name}`, { txt: [domain.ownershipToken] });
}

describe("custom domains: who may ask, and bad input", () => {
  it("wants a signed-in author, a valid public name and one of their books or series", async () => {
    await request(ctx.app).get("/api/v1/custom-domains").expect(401);
    const me = await author();
    const book = await createBook(ctx.db.knex, { authorId: me.authorId });
    expect((await addDomain(me.cookie, {}).expect(400)).body.error.fields).toMatchObject({ name: "This field is required." });
    expect((await addDomain(me.cookie, { name: fresh("none") }).expect(400)).body.error.fields).toEqual({
      bookId: "Choose the book or series this domain serves.",
    });
    const both = await addDomain(me.cookie, { name: fresh("both"), bookId: book.id, seriesId: 1 });
    expect(both.status).toBe(400);
    expect(both.body.error.fields.seriesId).toBe("Choose a book or a series, not both.");
    for (const [name, reason] of [
      ["127.0.0.1", "An IP address cannot be a custom domain: use a domain name."],
      ["localhost", "Enter a full domain name, such as book.example.com."],
      ["evil.localhost", "Names under .localhost are not reachable on the internet."],
      ["sites.storyloom.test", "Names under .test are not reachable on the internet."],
      ["https://book.example.com/", "Enter the domain name alone, without https://, a path or spaces."],
    ] as const) {
      const res = await addDomain(me.cookie, { name, bookId: book.id }).expect(400);
      expect(res.body.error.fields.name).toBe(reason);
    }
    const other = await author();
    const theirs = await createBook(ctx.db.knex, { authorId: other.authorId });
    expect((await addDomain(me.cookie, { name: fresh("theirs"), bookId: theirs.id }).expect(404)).body.error.message).toBe("Book not found.");
  });

  it("keeps another author's domains out of sight, and a name served once", async () => {
    const me = await author();
    const other = await author();
    const theirBook = await createBook(ctx.db.knex, { authorId: other.authorId });
    const name = fresh("taken");
    const created = await addDomain(other.cookie, { name, bookId: theirBook.id }).expect(201);
    const id = created.body.domain.id as number;
    // Proved theirs: now nobody else can claim it.
    proveOwnership(created.body.domain);
    await request(ctx.app).post(`/api/v1/custom-domains/${id}/check`).set("Cookie", other.cookie).send({}).expect(200);
    await request(ctx.app).patch(`/api/v1/custom-domains/${id}`).set("Cookie", me.cookie).send({ shouldNotifyReaders: true }).expect(404);
    await request(ctx.app).delete(`/api/v1/custom-domains/${id}`).set("Cookie", me.cookie).expect(404);
    await request(ctx.app).post(`/api/v1/custom-domains/${id}/check`).set("Cookie", me.cookie).send({}).expect(404);
    expect((await request(ctx.app).get("/api/v1/custom-domains").set("Cookie", me.cookie).expect(200)).body.items).toEqual([]);
    const myBook = await createBook(ctx.db.knex, { authorId: me.authorId });
    expect((await addDomain(me.cookie, { name: name.toUpperCase(), bookId: myBook.id }).expect(409)).body.error.message).toBe(
      "This domain is already connected to a book or series.",
    );
  });
});

describe("custom domains with ACM certificates", () => {
  it("requests the certificate, shows the records to create, follows ACM to VALIDATED and tells the author", async () => {
    const me = await author();
    const book = await createBook(ctx.db.knex, { authorId: me.authorId, title: "The Lantern Road" });
    const name = fresh("lantern");
    const res = await addDomain(me.cookie, { name: `  ${name.toUpperCase()}. `, bookId: book.id }).expect(201);
    const domain = res.body.domain;
    expect(domain).toMatchObject({
      name,
      target: { kind: "book", id: book.id, title: "The Lantern Road" },
      certificateStatus: "VALIDATION_PENDING",
      certificateMode: "acm",
      ownershipVerifiedAt: null,
    });
    expect(domain.ownershipRecord).toEqual({ type: "TXT", name: `_storyloom-challenge.${name}`, value: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(domain.records).toEqual([{ purpose: "ROUTING", type: "CNAME", name, value: TEST_CNAME_TARGET }]);
    expect(domain.nextCheckAt).not.toBeNull();

    // The author proves the name theirs: the certificate is requested, its validation record shown.
    proveOwnership(domain);
    const proved = await request(ctx.app).post(`/api/v1/custom-domains/${domain.id}/check`).set("Cookie", me.cookie).send({}).expect(200);
    const certificate = ctx.acm.certificateOf(name)!;
    expect(proved.body.domain).toMatchObject({ certificateStatus: "VALIDATION_PENDING", dns: { pointsHere: false, found: "no record" } });
    expect(proved.body.domain.ownershipVerifiedAt).not.toBeNull();
    expect(proved.body.domain.records).toEqual([
      { purpose: "ROUTING", type: "CNAME", name, value: TEST_CNAME_TARGET },
      {
        purpose: "VALIDATION",
        type: "CNAME",
        name: certificate.validationRecord.name.replace(/\.$/, ""),
        value: certificate.validationRecord.value.replace(/\.$/, ""),
      },
    ]);

    // The author creates the routing record; ACM validates and issues.
    ctx.dns.set(name, { cname: TEST_CNAME_TARGET });
    ctx.acm.setStatus(certificate.arn, "ISSUED");
    const checked = await request(ctx.app).post(`/api/v1/custom-domains/${domain.id}/check`).set("Cookie", me.cookie).send({}).expect(200);
    expect(checked.body.domain).toMatchObject({
      certificateStatus: "VALIDATED",
      certPreviousStatus: "VALIDATION_PENDING",
      dns: { pointsHere: true, found: `CNAME ${TEST_CNAME_TARGET}` },
    });
    // Live, yet looked at again within the hour.
    expect(Date.parse(checked.body.domain.nextCheckAt)).toBeLessThanOrEqual(Date.now() + CHECK_MAX_MS);
    expect(checked.body.domain.certStatusUpdatedAt).not.toBeNull();
    const mail = await OutgoingEmail.query(ctx.db.knex).where({ toAddress: me.email }).orderBy("id", "desc").first();
    expect(mail).toMatchObject({ subject: `${name}: live, with its certificate` });
    expect(mail!.textBody).toContain(`https://${name}/`);
    // tls-ask now says yes; once deleted, no, and the storefront no longer serves it.
    await request(ctx.app).get("/api/internal/tls-ask").query({ domain: name }).expect(200);
    await request(ctx.app).get("/api/internal/sites/resolve").query({ host: name }).expect(200);
    await request(ctx.app).delete(`/api/v1/custom-domains/${domain.id}`).set("Cookie", me.cookie).expect(200);
    await request(ctx.app).get("/api/internal/tls-ask").query({ domain: name }).expect(404);
    await request(ctx.app).get("/api/internal/sites/resolve").query({ host: name }).expect(404);
    expect(ctx.acm.certificates.has(certificate.arn)).toBe(false);
  });

  it("records a refusal with ACM's reason", async () => {
    const me = await author();
    const series = await createSeries(ctx.db.knex, { authorId: me.authorId });
    const name = fresh("caa");
    const { body } = await addDomain(me.cookie, { name, seriesId: series.id }).expect(201);
    expect(body.domain.target).toMatchObject({ kind: "series", id: series.id });
    proveOwnership(body.domain);
    await request(ctx.app).post(`/api/v1/custom-domains/${body.domain.id}/check`).set("Cookie", me.cookie).send({}).expect(200);
    ctx.acm.setStatus(ctx.acm.certificateOf(name)!.arn, "FAILED", "CAA_ERROR");
    const checked = await checkCustomDomain({
      knex: ctx.db.knex,
      jobs: ctx.jobs,
      deps: createCustomDomainsDeps(ctx.config.customDomains),
      domainId: body.domain.id,
    });
    expect(checked).toMatchObject({
      certificateStatus: "VALIDATION_FAILED",
      certFailureReason: "CAA_ERROR",
      certPreviousStatus: "VALIDATION_PENDING",
      nextCheckAt: null,
    });
    // Checking again starts over with a new request.
    const again = await request(ctx.app).post(`/api/v1/custom-domains/${body.domain.id}/check`).set("Cookie", me.cookie).send({}).expect(200);
    expect(again.body.domain).toMatchObject({ certificateStatus: "VALIDATION_PENDING", certFailureReason: null });
  });

  it("requests once more when validation times out, then gives up", async () => {
    const me = await author();
    const book = await createBook(ctx.db.knex, { authorId: me.authorId });
    const name = fresh("slow");
    const { body } = await addDomain(me.cookie, { name, bookId: book.id }).expect(201);
    const deps = createCustomDomainsDeps(ctx.config.customDomains);
    proveOwnership(body.domain);
    await checkCustomDomain({ knex: ctx.db.knex, jobs: ctx.jobs, deps, domainId: body.domain.id });
    const first = ctx.acm.certificateOf(name)!;
    ctx.acm.setStatus(first.arn, "VALIDATION_TIMED_OUT");
    const retrying = await checkCustomDomain({ knex: ctx.db.knex, jobs: ctx.jobs, deps, domainId: body.domain.id });
    const second = ctx.acm.certificateOf(name)!;
    expect(second.arn).not.toBe(first.arn);
    expect(retrying).toMatchObject({
      certificateStatus: "VALIDATION_TIMED_OUT_AND_RETRYING",
      certificateArn: second.arn,
      certValidRecordName: second.validationRecord.name,
    });
    // Still waiting on the second request: retrying, with backoff.
    const waiting = await checkCustomDomain({ knex: ctx.db.knex, jobs: ctx.jobs, deps, domainId: body.domain.id });
    expect(waiting).toMatchObject({ certificateStatus: "VALIDATION_TIMED_OUT_AND_RETRYING", checkAttempts: 1 });
    ctx.acm.setStatus(second.arn, "VALIDATION_TIMED_OUT");
    const gaveUp = await checkCustomDomain({ knex: ctx.db.knex, jobs: ctx.jobs, deps, domainId: body.domain.id });
    expect(gaveUp).toMatchObject({ certificateStatus: "VALIDATION_TIMED_OUT", certPreviousStatus: "VALIDATION_TIMED_OUT_AND_RETRYING", nextCheckAt: null });
    expect(ctx.acm.operations.filter((operation) => operation === "RequestCertificate").length).toBeGreaterThanOrEqual(2);
  });
});

describe("custom domains with on-demand certificates", () => {
  const onDemand = () => createCustomDomainsDeps({ ...ctx.config.customDomains, CERTIFICATES: "on-demand", CUSTOM_DOMAIN_A_RECORDS: ["203.0.113.7"] });

  it("is validated once its DNS points here, by CNAME or A record, and times out when it never does", async () => {
    const book = await createBook(ctx.db.knex);
    const deps = onDemand();
    const viaCname = await CustomDomain.query(ctx.db.knex).insertAndFetch({ name: fresh("cname"), bookId: book.id, nextCheckAt: new Date() });
    const viaA = await CustomDomain.query(ctx.db.knex).insertAndFetch({ name: fresh("apex"), bookId: book.id, nextCheckAt: new Date() });
    const elsewhere = await CustomDomain.query(ctx.db.knex).insertAndFetch({ name: fresh("elsewhere"), bookId: book.id, nextCheckAt: new Date() });
    for (const domain of [viaCname, viaA, elsewhere]) proveOwnership(domain);
    ctx.dns.set(viaCname.name, { cname: TEST_CNAME_TARGET });
    ctx.dns.set(viaA.name, { a: ["203.0.113.7"] });
    ctx.dns.set(elsewhere.name, { a: ["198.51.100.1"] });

    const now = new Date();
    await checkDueCustomDomains({ knex: ctx.db.knex, jobs: ctx.jobs, deps, now });
    expect(await CustomDomain.query(ctx.db.knex).findById(viaCname.id)).toMatchObject({ certificateStatus: "VALIDATED", dnsPointsHere: true });
    expect(await CustomDomain.query(ctx.db.knex).findById(viaA.id)).toMatchObject({ certificateStatus: "VALIDATED", dnsFound: "A 203.0.113.7" });
    const waiting = (await CustomDomain.query(ctx.db.knex).findById(elsewhere.id))!;
    expect(waiting).toMatchObject({ certificateStatus: "VALIDATION_PENDING", dnsPointsHere: false, dnsFound: "A 198.51.100.1" });
    expect(waiting.nextCheckAt!.getTime()).toBeGreaterThan(now.getTime());

    const later = new Date(now.getTime() + DNS_PATIENCE_MS + 1000);
    expect(await checkCustomDomain({ knex: ctx.db.knex, jobs: ctx.jobs, deps, domainId: elsewhere.id, now: later })).toMatchObject({
      certificateStatus: "VALIDATION_TIMED_OUT_AND_RETRYING",
    });
    const muchLater = new Date(later.getTime() + DNS_RETRY_PATIENCE_MS + 1000);
    expect(await checkCustomDomain({ knex: ctx.db.knex, jobs: ctx.jobs, deps, domainId: elsewhere.id, now: muchLater })).toMatchObject({
      certificateStatus: "VALIDATION_TIMED_OUT",
      nextCheckAt: null,
    });
  });

  it("looks only at domains that are due and live", async () => {
    const book = await createBook(ctx.db.knex);
    const future = await CustomDomain.query(ctx.db.knex).insertAndFetch({
      name: fresh("future"),
      bookId: book.id,
      nextCheckAt: new Date(Date.now() + 3_600_000),
    });
    const deleted = await CustomDomain.query(ctx.db.knex).insertAndFetch({ name: fresh("deleted"), bookId: book.id, nextCheckAt: new Date(), isDeleted: true });
    await checkDueCustomDomains({ knex: ctx.db.knex, jobs: ctx.jobs, deps: onDemand() });
    expect((await CustomDomain.query(ctx.db.knex).findById(future.id))!.certificateStatus).toBeNull();
    expect((await CustomDomain.query(ctx.db.knex).findById(deleted.id))!.certificateStatus).toBeNull();
  });
});

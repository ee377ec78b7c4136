import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CustomDomain, OutgoingEmail } from "@storyloom/db/models";
import { createSession } from "@storyloom/domain/auth/sessions.ts";
import { CHECK_MAX_MS, checkCustomDomain, checkDueCustomDomains } from "@storyloom/domain/services/customDomains/checkCustomDomain.ts";
import { createCustomDomainsDeps } from "@storyloom/domain/services/customDomains/settings.ts";
import { findLiveCustomDomain } from "@storyloom/domain/services/sites/findCustomDomain.ts";
import { createBook, createCustomDomain, createUser } from "@storyloom/testkit/factories";
import { sessionCookieName } from "../../auth/cookies.ts";
import { createTestContext, TEST_CNAME_TARGET } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

// Ownership before anything (issue 21; docs/security.md, "Ownership"): the TXT record first, then the routing record, then the certificate.

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
  const cookie = `${sessionCookieName(ctx.config)}=${token}`;
  const book = await createBook(ctx.db.knex, { authorId: authorProfile.id });
  return { email: user.email, cookie, bookId: book.id };
}

interface DomainBody {
  id: number;
  ownershipRecord: { name: string; value: string };
}

async function addDomain(cookie: string, body: Record<string, unknown>): Promise<DomainBody> {
  return (await request(ctx.app).post("/api/v1/custom-domains").set("Cookie", cookie).send(body).expect(201)).body.domain;
}

async function checkNow(cookie: string, id: number) {
  return (await request(ctx.app).post(`/api/v1/custom-domains/${id}/check`).set("Cookie", cookie).send({}).expect(200)).body.domain;
}

const proveOwnership = (domain: DomainBody) => ctx.dns.set(domain.ownershipRecord.name, { txt: ["v=unrelated", domain.ownershipRecord.value] });
const resolveHost = (host: string) => request(ctx.app).get("/api/internal/sites/resolve").query({ host });
const tlsAsk = (domain: string) => request(ctx.app).get("/api/internal/tls-ask").query({ domain });

describe("custom domains prove ownership before anything", () => {
  it("looks for the TXT record first: no certificate is requested and nothing is live until it is found", async () => {
    const me = await author();
    const name = fresh("txt-first");
    // The routing record is there from the start: it proves nothing about who claims the name.
    ctx.dns.set(name, { cname: TEST_CNAME_TARGET });
    const domain = await addDomain(me.cookie, { name, bookId: me.bookId });
    expect(domain).toMatchObject({
      certificateStatus: "VALIDATION_PENDING",
      ownershipVerifiedAt: null,
      dns: { pointsHere: false, found: `TXT _storyloom-challenge.${name} not found` },
    });
    // A wrong value is not the record either.
    ctx.dns.set(domain.ownershipRecord.name, { txt: ["not-the-token"] });
    expect(await checkNow(me.cookie, domain.id)).toMatchObject({ certificateStatus: "VALIDATION_PENDING", ownershipVerifiedAt: null });
    expect(ctx.acm.certificateOf(name)).toBeUndefined();
    await tlsAsk(name).expect(404);
    await resolveHost(name).expect(404);

    proveOwnership(domain);
    const proved = await checkNow(me.cookie, domain.id);
    expect(proved.ownershipVerifiedAt).not.toBeNull();
    expect(proved.dns).toMatchObject({ pointsHere: true, found: `CNAME ${TEST_CNAME_TARGET}` });
    const certificate = ctx.acm.certificateOf(name);
    expect(certificate).toBeDefined();
    // Routing and ownership found, the certificate not issued yet: still not live.
    expect(proved.certificateStatus).toBe("VALIDATION_PENDING");
    await tlsAsk(name).expect(404);
    ctx.acm.setStatus(certificate!.arn, "ISSUED");
    expect(await checkNow(me.cookie, domain.id)).toMatchObject({ certificateStatus: "VALIDATED" });
    await tlsAsk(name).expect(200);
    await resolveHost(name).expect(200);
  });

  it("lets the author who proves ownership first have the name, whoever claimed it first", async () => {
    const squatter = await author();
    const owner = await author();
    const name = fresh("contested");
    const squat = await addDomain(squatter.cookie, { name, bookId: squatter.bookId });
    // A pending claim blocks nobody.
    const claim = await addDomain(owner.cookie, { name: name.toUpperCase(), bookId: owner.bookId });
    expect(claim.ownershipRecord.value).not.toBe(squat.ownershipRecord.value);
    proveOwnership(claim);
    ctx.dns.set(name, { cname: TEST_CNAME_TARGET });
    expect((await checkNow(owner.cookie, claim.id)).ownershipVerifiedAt).not.toBeNull();

    // Even were the squatter's value published too, the name is taken: the claim stays pending and says so.
    ctx.dns.set(claim.ownershipRecord.name, { txt: [claim.ownershipRecord.value, squat.ownershipRecord.value] });
    expect(await checkNow(squatter.cookie, squat.id)).toMatchObject({
      certificateStatus: "VALIDATION_PENDING",
      ownershipVerifiedAt: null,
      dns: { found: "This domain is already connected to a book or series." },
    });
    // Once verified, nobody else may add it, nor may its owner add it twice.
    const third = await author();
    for (const who of [third, owner]) {
      const refused = await request(ctx.app).post("/api/v1/custom-domains").set("Cookie", who.cookie).send({ name, bookId: who.bookId }).expect(409);
      expect(refused.body.error.message).toBe("This domain is already connected to a book or series.");
    }
    expect(ctx.acm.certificateOf(name)?.domainName).toBe(name);
  });

  it("sends a live domain whose TXT record is gone back to pending at the next re-check, and it stops being a site at once", async () => {
    const me = await author();
    const name = fresh("lapsed");
    const domain = await addDomain(me.cookie, { name, bookId: me.bookId });
    proveOwnership(domain);
    ctx.dns.set(name, { cname: TEST_CNAME_TARGET });
    await checkNow(me.cookie, domain.id);
    ctx.acm.setStatus(ctx.acm.certificateOf(name)!.arn, "ISSUED");
    const live = await checkNow(me.cookie, domain.id);
    expect(live.certificateStatus).toBe("VALIDATED");
    expect(await findLiveCustomDomain(ctx.db.knex, name)).toBeDefined();

    ctx.dns.remove(domain.ownershipRecord.name);
    const deps = createCustomDomainsDeps(ctx.config.customDomains);
    // Nothing is due before the hour is up; then the sweep looks again.
    const later = new Date(Date.parse(live.nextCheckAt) + 1000);
    expect(Date.parse(live.nextCheckAt)).toBeLessThanOrEqual(Date.now() + CHECK_MAX_MS);
    await checkDueCustomDomains({ knex: ctx.db.knex, jobs: ctx.jobs, deps, now: later });
    expect(await CustomDomain.query(ctx.db.knex).findById(domain.id)).toMatchObject({
      certificateStatus: "VALIDATION_PENDING",
      certPreviousStatus: "VALIDATED",
      ownershipVerifiedAt: null,
    });
    expect(await findLiveCustomDomain(ctx.db.knex, name)).toBeUndefined();
    await resolveHost(name).expect(404);
    await tlsAsk(name).expect(404);
    const mail = await OutgoingEmail.query(ctx.db.knex).where({ toAddress: me.email }).orderBy("id", "desc").first();
    expect(mail).toMatchObject({ subject: `${name}: waiting for its DNS records` });
  });

  it("sends a live domain whose routing record is gone back to pending, ownership kept", async () => {
    const me = await author();
    const name = fresh("moved");
    const deps = createCustomDomainsDeps({ ...ctx.config.customDomains, CERTIFICATES: "on-demand" });
    const domain = await createCustomDomain(ctx.db.knex, { name, bookId: me.bookId });
    ctx.dns.set(`_storyloom-challenge.${name}`, { txt: [domain.ownershipToken] });
    ctx.dns.set(name, { a: ["198.51.100.1"] });
    expect(await checkCustomDomain({ knex: ctx.db.knex, jobs: ctx.jobs, deps, domainId: domain.id })).toMatchObject({
      certificateStatus: "VALIDATION_PENDING",
      dnsFound: "A 198.51.100.1",
    });
    expect((await CustomDomain.query(ctx.db.knex).findById(domain.id))!.ownershipVerifiedAt).not.toBeNull();
    await resolveHost(name).expect(404);
  });

  it("tells the author of a domain that was live before ownership records once which TXT record to add, and by when", async () => {
    const deps = createCustomDomainsDeps({ ...ctx.config.customDomains, CERTIFICATES: "on-demand" });
    const inGrace = async () => {
      const me = await author();
      const domain = await createCustomDomain(ctx.db.knex, { name: fresh("older"), bookId: me.bookId });
      // As db/migrations/20261201000302_add_custom_domain_ownership_reminders.ts leaves a domain that was live before.
      await domain.$query(ctx.db.knex).patch({ ownershipReminderPending: true, nextCheckAt: new Date("2026-12-15T10:00:00Z") });
      return { me, domain };
    };
    const unproved = await inGrace();
    const proved = await inGrace();
    ctx.dns.set(`_storyloom-challenge.${proved.domain.name}`, { txt: [proved.domain.ownershipToken] });

    expect((await checkDueCustomDomains({ knex: ctx.db.knex, jobs: ctx.jobs, deps })).reminded).toBeGreaterThanOrEqual(1);
    const mails = await OutgoingEmail.query(ctx.db.knex).where({ toAddress: unproved.me.email });
    expect(mails.map((mail) => mail.subject)).toEqual([`${unproved.domain.name}: add its ownership record by December 15, 2026 at 10:00 AM`]);
    expect(mails[0]!.textBody).toContain(`Name:  _storyloom-challenge.${unproved.domain.name}\n  Value: ${unproved.domain.ownershipToken}`);
    expect(mails[0]!.textBody).toContain("stays live as it is until December 15, 2026 at 10:00 AM (UTC)");
    // Still live until the re-check; the studio's record line says what is missing.
    expect(await findLiveCustomDomain(ctx.db.knex, unproved.domain.name)).toBeDefined();
    const shown = (await request(ctx.app).get("/api/v1/custom-domains").query({ bookId: unproved.me.bookId }).set("Cookie", unproved.me.cookie).expect(200))
      .body;
    expect(JSON.stringify(shown)).toContain(`TXT _storyloom-challenge.${unproved.domain.name} not found`);
    // The author whose record is there hears nothing; nobody is told twice.
    expect(await OutgoingEmail.query(ctx.db.knex).where({ toAddress: proved.me.email })).toHaveLength(0);
    await checkDueCustomDomains({ knex: ctx.db.knex, jobs: ctx.jobs, deps });
    expect(await OutgoingEmail.query(ctx.db.knex).where({ toAddress: unproved.me.email })).toHaveLength(1);
    expect(await CustomDomain.query(ctx.db.knex).whereIn("id", [unproved.domain.id, proved.domain.id]).where({ ownershipReminderPending: true })).toHaveLength(
      0,
    );
  });

  it("compares names as they are stored: case, a root dot and internationalised names", async () => {
    const zone = fresh("idn");
    const domain = await createCustomDomain(ctx.db.knex, { name: `xn--bcher-kva.${zone}` });
    const unicode = `bücher.${zone}`;
    expect((await findLiveCustomDomain(ctx.db.knex, `${unicode.toUpperCase()}.`))?.id).toBe(domain.id);
    await tlsAsk(`${domain.name.toUpperCase()}.`).expect(200);
    await resolveHost(`${domain.name}.:443`).expect(200);
  });
});

describe("a pending domain is no site, no redirect target and no certificate candidate", () => {
  it("is unknown to the storefront, tls-ask and the sign-in redirects until it is proved", async () => {
    const pending = await createCustomDomain(ctx.db.knex, { name: fresh("pending"), pending: true });
    // Even with its routing record and certificate in place, an unproved claim counts for nothing.
    const unproved = await createCustomDomain(ctx.db.knex, { name: fresh("unproved"), certificateStatus: "VALIDATED", pending: true });
    const live = await createCustomDomain(ctx.db.knex, { name: fresh("live") });
    for (const domain of [pending, unproved]) {
      await resolveHost(domain.name).expect(404);
      await tlsAsk(domain.name).expect(404);
      const signIn = await request(ctx.app)
        .get("/api/auth/signin")
        .query({ callbackUrl: `http://${domain.name}/` })
        .expect(302);
      expect(signIn.headers.location).not.toContain(domain.name);
    }
    await resolveHost(live.name).expect(200);
    await tlsAsk(live.name).expect(200);
    const followed = await request(ctx.app)
      .get("/api/auth/signin")
      .query({ callbackUrl: `http://${live.name}/` })
      .expect(302);
    expect(followed.headers.location).toContain(encodeURIComponent(`http://${live.name}/`));
  });
});

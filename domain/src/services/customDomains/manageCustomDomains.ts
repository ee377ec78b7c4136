/**
 * An author's custom domains (README.md beside this file): several per author,
 * each serving one of their books or series. Only the author sees theirs; a
 * name someone has proved theirs (ownership verified) is refused without
 * saying by whom, as is a name the author already has; a pending claim by
 * someone else blocks nobody (the first to prove ownership wins). Deleting
 * stops the domain at once: the storefront and tls-ask look it up live.
 */
import type { Knex } from "@storyloom/db";
import { CustomDomain } from "@storyloom/db/models";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { checkCustomDomain } from "./checkCustomDomain.ts";
import { checkDomainName } from "./domainName.ts";
import { NAME_TAKEN } from "./ownership.ts";
import type { CustomDomainsDeps } from "./settings.ts";

/** Domains one author may have at once. */
export const DOMAINS_PER_AUTHOR_MAX = 20;

export type DomainTarget = { bookId: number; seriesId?: undefined } | { seriesId: number; bookId?: undefined };

/** A live domain of the author's with its target's title. */
export interface OwnedDomain {
  domain: CustomDomain;
  target: { kind: "book" | "series"; id: number; title: string };
}

function ownedQuery(db: Knex | Knex.Transaction, authorId: number) {
  return CustomDomain.query(db)
    .alias("d")
    .leftJoin("books as b", function onBook() {
      this.on("b.id", "d.bookId").andOnVal("b.deleted", false);
    })
    .leftJoin("series as s", function onSeries() {
      this.on("s.id", "d.seriesId").andOnVal("s.deleted", false);
    })
    .where("d.isDeleted", false)
    .where((where) => {
      where.where("b.authorId", authorId).orWhere("s.authorId", authorId);
    })
    .select("d.*", db.raw("coalesce(b.title, s.title) as target_title"));
}

function owned(row: CustomDomain): OwnedDomain {
  const title = String((row as CustomDomain & { targetTitle?: string }).targetTitle ?? "");
  return { domain: row, target: row.bookId !== null ? { kind: "book", id: row.bookId, title } : { kind: "series", id: row.seriesId ?? 0, title } };
}

export async function listCustomDomains(
  db: Knex,
  input: { authorId: number; bookId?: number | undefined; seriesId?: number | undefined },
): Promise<OwnedDomain[]> {
  const query = ownedQuery(db, input.authorId).orderBy([
    { column: "d.createdAt", order: "desc" },
    { column: "d.id", order: "desc" },
  ]);
  if (input.bookId !== undefined) query.where("d.bookId", input.bookId);
  if (input.seriesId !== undefined) query.where("d.seriesId", input.seriesId);
  return (await query).map(owned);
}

export async function findCustomDomainOf(db: Knex | Knex.Transaction, input: { authorId: number; domainId: number }): Promise<OwnedDomain> {
  const row = await ownedQuery(db, input.authorId).where("d.id", input.domainId).first();
  if (!row) throw new NotFoundError("Domain not found.");
  return owned(row);
}

async function assertTarget(db: Knex | Knex.Transaction, authorId: number, target: DomainTarget): Promise<void> {
  const table = target.bookId !== undefined ? "books" : "series";
  const id = target.bookId ?? target.seriesId;
  const found = await db(table).where({ id, authorId, deleted: false }).first("id");
  if (!found) throw new NotFoundError(target.bookId !== undefined ? "Book not found." : "Series not found.");
}

export async function createCustomDomain(input: {
  knex: Knex;
  jobs: JobQueue;
  deps: CustomDomainsDeps;
  authorId: number;
  name: string;
  target: DomainTarget;
  shouldNotifyReaders?: boolean | undefined;
}): Promise<OwnedDomain> {
  const { knex, deps, authorId } = input;
  const check = checkDomainName(input.name, deps.settings.platformHosts);
  if (!check.ok) throw new ValidationError(check.reason, { name: check.reason });
  await assertTarget(knex, authorId, input.target);
  const created = await knex.transaction(async (trx) => {
    // One author's adds take turns: the count below cannot be passed by two at once.
    await trx("authorProfiles").where({ id: authorId }).forUpdate().first("id");
    const count = await ownedQuery(trx, authorId).resultSize();
    if (count >= DOMAINS_PER_AUTHOR_MAX) throw new ConflictError(`You can connect at most ${DOMAINS_PER_AUTHOR_MAX} domains. Remove one first.`);
    const verified = await CustomDomain.query(trx)
      .whereRaw("lower(name) = ?", [check.name])
      .where({ isDeleted: false })
      .whereNotNull("ownershipVerifiedAt")
      .first();
    const mine = await ownedQuery(trx, authorId).whereRaw("lower(d.name) = ?", [check.name]).first();
    if (verified || mine) throw new ConflictError(NAME_TAKEN);
    return CustomDomain.query(trx).insertAndFetch({
      name: check.name,
      bookId: input.target.bookId ?? null,
      seriesId: input.target.seriesId ?? null,
      shouldNotifyReaders: input.shouldNotifyReaders ?? false,
      certificateStatus: null,
      nextCheckAt: new Date(),
    });
  });
  // The first look at once: the DNS records to create (and ACM's validation record) show right away.
  try {
    await checkCustomDomain({ knex, jobs: input.jobs, deps, domainId: created.id });
  } catch {
    // ACM or DNS did not answer: the domain is kept, due now, and the checks look again within a minute.
    await created.$query(knex).patch({ certificateStatus: "VALIDATION_PENDING" });
  }
  return findCustomDomainOf(knex, { authorId, domainId: created.id });
}

export async function updateCustomDomain(input: {
  knex: Knex;
  authorId: number;
  domainId: number;
  target?: DomainTarget | undefined;
  shouldNotifyReaders?: boolean | undefined;
}): Promise<OwnedDomain> {
  const { knex, authorId } = input;
  const { domain } = await findCustomDomainOf(knex, input);
  if (input.target) await assertTarget(knex, authorId, input.target);
  await domain.$query(knex).patch({
    ...(input.target ? { bookId: input.target.bookId ?? null, seriesId: input.target.seriesId ?? null } : {}),
    ...(input.shouldNotifyReaders === undefined ? {} : { shouldNotifyReaders: input.shouldNotifyReaders }),
  });
  return findCustomDomainOf(knex, input);
}

/** Deletes the domain: it stops being served at once; its ACM certificate is deleted after. */
export async function deleteCustomDomain(input: { knex: Knex; deps: CustomDomainsDeps; authorId: number; domainId: number }): Promise<void> {
  const { domain } = await findCustomDomainOf(input.knex, input);
  await domain.$query(input.knex).patch({ isDeleted: true, nextCheckAt: null });
  if (domain.certificateArn && input.deps.certificates) {
    // Best effort: a certificate left behind costs nothing and serves nobody once the domain is gone.
    await input.deps.certificates.remove(domain.certificateArn).catch(() => undefined);
  }
}

/** "Check now": the author fixed their DNS and does not want to wait for the next look. */
export async function checkCustomDomainNow(input: {
  knex: Knex;
  jobs: JobQueue;
  deps: CustomDomainsDeps;
  authorId: number;
  domainId: number;
}): Promise<OwnedDomain> {
  const { domain } = await findCustomDomainOf(input.knex, input);
  // A domain that gave up (timed out or refused) starts over when its author asks: waiting again, with a new certificate request under ACM.
  if (domain.certificateStatus === "VALIDATION_TIMED_OUT" || domain.certificateStatus === "VALIDATION_FAILED") {
    await domain.$query(input.knex).patch({
      certificateStatus: "VALIDATION_PENDING",
      certPreviousStatus: domain.certificateStatus,
      certStatusUpdatedAt: new Date(),
      certFailureReason: null,
      certificateArn: null,
      certValidRecordName: null,
      certValidRecordVal: null,
      checkAttempts: 0,
    });
  }
  await checkCustomDomain({ knex: input.knex, jobs: input.jobs, deps: input.deps, domainId: domain.id });
  return findCustomDomainOf(input.knex, input);
}

import type { UserActor } from "@storyloom/domain/auth/actor.ts";
import { ForbiddenError, ValidationError } from "@storyloom/domain/errors.ts";
import {
  checkCustomDomainNow,
  createCustomDomain,
  deleteCustomDomain,
  listCustomDomains,
  updateCustomDomain,
} from "@storyloom/domain/services/customDomains/manageCustomDomains.ts";
import type { DomainTarget } from "@storyloom/domain/services/customDomains/manageCustomDomains.ts";
import { presentCustomDomain } from "../../presenters/customDomains.ts";
import { defineRoute } from "../defineRoute.ts";
import {
  createDomainBody,
  customDomainAnswer,
  customDomainDeletedAnswer,
  customDomainListAnswer,
  domainParams,
  listDomainsQuery,
  noBody,
  updateDomainBody,
} from "./schema.ts";

/** /api/v1/custom-domains: an author's domains for their books and series (domain/src/services/customDomains/README.md). */

const BASE = "/api/v1/custom-domains";

function authorIdOf(actor: UserActor): number {
  if (actor.authorId === null) throw new ForbiddenError("Custom domains are for authors: create your author profile first.");
  return actor.authorId;
}

function targetOf(body: { bookId?: number | undefined; seriesId?: number | undefined }): DomainTarget | undefined {
  if (body.bookId !== undefined) return { bookId: body.bookId };
  if (body.seriesId !== undefined) return { seriesId: body.seriesId };
  return undefined;
}

export const listAuthorDomains = defineRoute({
  method: "GET",
  path: BASE,
  summary: "The author's custom domains (of one book or series when asked), newest first, with their DNS records and certificate status.",
  auth: "signedIn",
  authorize: "customDomains.manage",
  schema: { query: listDomainsQuery, response: customDomainListAnswer },
  handler: async ({ actor, query, deps }) => ({
    items: (await listCustomDomains(deps.knex, { authorId: authorIdOf(actor), ...query })).map((owned) =>
      presentCustomDomain(owned, deps.customDomains.settings),
    ),
  }),
});

export const createAuthorDomain = defineRoute({
  method: "POST",
  path: BASE,
  summary: "Connects a domain to one of the author's books or series; the first DNS and certificate check runs at once.",
  status: 201,
  auth: "signedIn",
  authorize: "customDomains.manage",
  schema: { body: createDomainBody, response: customDomainAnswer },
  handler: async ({ actor, body, deps }) => {
    const target = targetOf(body);
    if (!target) throw new ValidationError("Choose the book or series this domain serves.", { bookId: "Choose the book or series this domain serves." });
    const owned = await createCustomDomain({
      knex: deps.knex,
      jobs: deps.jobs,
      deps: deps.customDomains,
      authorId: authorIdOf(actor),
      name: body.name,
      target,
      shouldNotifyReaders: body.shouldNotifyReaders,
    });
    return { domain: presentCustomDomain(owned, deps.customDomains.settings) };
  },
});

export const updateAuthorDomain = defineRoute({
  method: "PATCH",
  path: `${BASE}/:domainId`,
  summary: "Points a domain at another of the author's books or series, or changes whether readers are told of it.",
  auth: "signedIn",
  authorize: "customDomains.manage",
  schema: { params: domainParams, body: updateDomainBody, response: customDomainAnswer },
  handler: async ({ actor, params, body, deps }) => ({
    domain: presentCustomDomain(
      await updateCustomDomain({
        knex: deps.knex,
        authorId: authorIdOf(actor),
        domainId: params.domainId,
        target: targetOf(body),
        shouldNotifyReaders: body.shouldNotifyReaders,
      }),
      deps.customDomains.settings,
    ),
  }),
});

export const deleteAuthorDomain = defineRoute({
  method: "DELETE",
  path: `${BASE}/:domainId`,
  summary: "Disconnects a domain: it stops being served at once (and its certificate is deleted).",
  auth: "signedIn",
  authorize: "customDomains.manage",
  schema: { params: domainParams, response: customDomainDeletedAnswer },
  handler: async ({ actor, params, deps }) => {
    await deleteCustomDomain({ knex: deps.knex, deps: deps.customDomains, authorId: authorIdOf(actor), domainId: params.domainId });
    return { deleted: true };
  },
});

export const checkAuthorDomain = defineRoute({
  method: "POST",
  path: `${BASE}/:domainId/check`,
  summary: "Checks the domain's DNS and certificate now (a domain that timed out or failed starts over).",
  auth: "signedIn",
  authorize: "customDomains.manage",
  schema: { params: domainParams, body: noBody, response: customDomainAnswer },
  handler: async ({ actor, params, deps }) => ({
    domain: presentCustomDomain(
      await checkCustomDomainNow({ knex: deps.knex, jobs: deps.jobs, deps: deps.customDomains, authorId: authorIdOf(actor), domainId: params.domainId }),
      deps.customDomains.settings,
    ),
  }),
});

export const customDomainsRoutes = [listAuthorDomains, createAuthorDomain, updateAuthorDomain, deleteAuthorDomain, checkAuthorDomain];

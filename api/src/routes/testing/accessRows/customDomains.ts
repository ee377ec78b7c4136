import type { Knex } from "@storyloom/db";
import { CustomDomain } from "@storyloom/db/models";
import type { AccessRow } from "../accessExpectations.ts";
import { ownBook, signedIn, unique } from "../accessExpectations.ts";
import type { World } from "../world.ts";

/** A fresh custom domain of author A's book, as its path. */
async function domainPath(world: World, knex: Knex): Promise<string> {
  const domain = await CustomDomain.query(knex).insertAndFetch({
    name: `access-${unique()}.example.com`,
    bookId: world.bookOfAuthorA,
    certificateStatus: "VALIDATION_PENDING",
  });
  return `/api/v1/custom-domains/${domain.id}`;
}

/** The access rows of custom domains (api/src/routes/customDomains): author A's, theirs (also when an admin acts as them), not found to anyone else. */
export const customDomainsAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/custom-domains": { request: () => ({ path: "/api/v1/custom-domains" }), expect: signedIn("2xx") },
  "POST /api/v1/custom-domains": {
    request: (world) => ({ path: "/api/v1/custom-domains", body: { name: `new-${unique()}.example.com`, bookId: world.bookOfAuthorA } }),
    expect: ownBook(),
  },
  "PATCH /api/v1/custom-domains/:domainId": {
    request: async (world, _actor, knex) => ({ path: await domainPath(world, knex), body: { shouldNotifyReaders: true } }),
    expect: ownBook(),
  },
  "DELETE /api/v1/custom-domains/:domainId": { request: async (world, _actor, knex) => ({ path: await domainPath(world, knex) }), expect: ownBook() },
  "POST /api/v1/custom-domains/:domainId/check": {
    request: async (world, _actor, knex) => ({ path: `${await domainPath(world, knex)}/check`, body: {} }),
    expect: ownBook(),
  },
};

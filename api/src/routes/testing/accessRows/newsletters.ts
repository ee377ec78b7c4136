import type { Knex } from "@storyloom/db";
import { createPublishedBook, createUser } from "@storyloom/testkit/factories";
import type { AccessRow } from "../accessExpectations.ts";
import { everyone, ownBook, signedIn, unique } from "../accessExpectations.ts";
import type { World } from "../world.ts";

const TEXT = "<p>News from the desk.</p>";

/** A fresh newsletter of author A (a draft with text, or scheduled), as its path. */
async function newsletterPath(world: World, knex: Knex, status: "DRAFT" | "SCHEDULED" = "DRAFT"): Promise<string> {
  const [row] = await knex("newsletters")
    .insert({
      authorId: world.people.authorA.authorProfile.id,
      subject: `Access ${unique()}`,
      markup: TEXT,
      status,
      scheduledAt: status === "SCHEDULED" ? new Date(Date.now() + 3_600_000) : null,
    })
    .returning<Array<{ id: number }>>("id");
  return `/api/v1/newsletters/${row!.id}`;
}

/** A bystander author's sent newsletter with one delivery to a bystander reader. */
async function sentNewsletter(knex: Knex): Promise<{ authorId: number; newsletterId: number; openToken: string }> {
  const authorId = (await createUser(knex)).authorProfile.id;
  await createPublishedBook(knex, { authorId, chapters: 1 });
  const reader = await createUser(knex);
  const [newsletter] = await knex("newsletters")
    .insert({ authorId, subject: "Sent", markup: TEXT, status: "SENT", sentAt: new Date(), recipientsCount: 1 })
    .returning<Array<{ id: number }>>("id");
  const [delivery] = await knex("newsletterDeliveries")
    .insert({ newsletterId: newsletter!.id, readerId: reader.readerProfile.id, sentAt: new Date() })
    .returning<Array<{ openToken: string }>>("openToken");
  return { authorId, newsletterId: newsletter!.id, openToken: delivery!.openToken };
}

/** The access rows of newsletters (api/src/routes/newsletters): author A's are theirs (also when an admin acts as them), not found to anyone else; the pixel and the public page are anyone's. */
export const newslettersAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/newsletters": { request: () => ({ path: "/api/v1/newsletters?page=1&pageSize=10" }), expect: signedIn("2xx") },
  "POST /api/v1/newsletters": { request: () => ({ path: "/api/v1/newsletters", body: { subject: "A new letter", markup: TEXT } }), expect: signedIn("2xx") },
  "GET /api/v1/newsletters/:newsletterId": { request: async (world, _actor, knex) => ({ path: await newsletterPath(world, knex) }), expect: ownBook() },
  "PATCH /api/v1/newsletters/:newsletterId": {
    request: async (world, _actor, knex) => ({ path: await newsletterPath(world, knex), body: { subject: "Changed" } }),
    expect: ownBook(),
  },
  "DELETE /api/v1/newsletters/:newsletterId": { request: async (world, _actor, knex) => ({ path: await newsletterPath(world, knex) }), expect: ownBook() },
  "GET /api/v1/newsletters/:newsletterId/preview": {
    request: async (world, _actor, knex) => ({ path: `${await newsletterPath(world, knex)}/preview` }),
    expect: ownBook(),
  },
  "GET /api/v1/newsletters/:newsletterId/preview.html": {
    request: async (world, _actor, knex) => ({ path: `${await newsletterPath(world, knex)}/preview.html` }),
    expect: ownBook(),
  },
  "POST /api/v1/newsletters/:newsletterId/send": {
    request: async (world, _actor, knex) => ({ path: `${await newsletterPath(world, knex)}/send`, body: {} }),
    expect: ownBook(),
  },
  "POST /api/v1/newsletters/:newsletterId/schedule": {
    request: async (world, _actor, knex) => ({
      path: `${await newsletterPath(world, knex)}/schedule`,
      body: { scheduledAt: new Date(Date.now() + 3_600_000).toISOString() },
    }),
    expect: ownBook(),
  },
  "POST /api/v1/newsletters/:newsletterId/unschedule": {
    request: async (world, _actor, knex) => ({ path: `${await newsletterPath(world, knex, "SCHEDULED")}/unschedule`, body: {} }),
    expect: ownBook(),
  },
  "GET /api/v1/readers/newsletter-opens/:token": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/readers/newsletter-opens/${(await sentNewsletter(knex)).openToken}` }),
    expect: everyone("2xx"),
  },
  "GET /api/v1/readers/author-profiles/:authorId/newsletters/:newsletterId": {
    request: async (_world, _actor, knex) => {
      const sent = await sentNewsletter(knex);
      return { path: `/api/v1/readers/author-profiles/${sent.authorId}/newsletters/${sent.newsletterId}` };
    },
    expect: everyone("2xx"),
  },
};

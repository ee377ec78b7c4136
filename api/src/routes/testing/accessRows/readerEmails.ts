import type { Knex } from "@storyloom/db";
import { ReaderNotification } from "@storyloom/db/models";
import { createUser } from "@storyloom/testkit/factories";
import { everyone, signedIn } from "../accessExpectations.ts";
import type { AccessRow } from "../accessExpectations.ts";
import type { ActorName, World } from "../world.ts";

/** A bystander reader's choice of a bystander author's e-mails: its token is the link's permission, whoever asks. */
async function bystanderToken(knex: Knex): Promise<string> {
  const reader = await createUser(knex);
  const author = await createUser(knex);
  const [row] = await knex("readerNotifications")
    .insert({ readerId: reader.readerProfile.id, authorId: author.authorProfile.id, getEmails: true, completedSignUp: true })
    .returning<Array<{ unsubscribeToken: string }>>("unsubscribeToken");
  if (!row) throw new Error("the notification row was not written");
  return row.unsubscribeToken;
}

/** A fresh author whose e-mails reach the actor's own reader profile (none for the anonymous). */
async function authorMailingActor(world: World, actor: ActorName, knex: Knex): Promise<number> {
  const author = await createUser(knex);
  if (actor !== "anonymous") {
    const person = world.people[actor === "adminAsAuthorA" ? "authorA" : actor];
    await ReaderNotification.query(knex).insert({
      readerId: person.readerProfile.id,
      authorId: author.authorProfile.id,
      getEmails: true,
      completedSignUp: true,
    });
  }
  return author.authorProfile.id;
}

/** The access rows of the reader e-mail routes (api/src/routes/readerEmails/router.ts): links work without signing in; settings are the reader's own. */
export const readerEmailsAccessRows: Record<string, AccessRow> = {
  "POST /api/v1/readers/unsubscribe/:token": {
    request: async (_world, _actor, knex) => ({
      path: `/api/v1/readers/unsubscribe/${await bystanderToken(knex)}`,
      body: { "List-Unsubscribe": "One-Click" },
      form: true,
    }),
    expect: everyone("2xx"),
  },
  "GET /api/v1/readers/unsubscribe/:token": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/readers/unsubscribe/${await bystanderToken(knex)}` }),
    expect: everyone("3xx"),
  },
  "GET /api/v1/readers/email-choices/by-token/:token": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/readers/email-choices/by-token/${await bystanderToken(knex)}` }),
    expect: everyone("2xx"),
  },
  "PATCH /api/v1/readers/email-choices/by-token/:token": {
    request: async (_world, _actor, knex) => ({ path: `/api/v1/readers/email-choices/by-token/${await bystanderToken(knex)}`, body: { getEmails: true } }),
    expect: everyone("2xx"),
  },
  "GET /api/v1/readers/email-choices": {
    request: () => ({ path: "/api/v1/readers/email-choices?page=1&pageSize=10" }),
    expect: signedIn(),
  },
  "PATCH /api/v1/readers/email-choices/:authorId": {
    request: async (world, actor, knex) => ({
      path: `/api/v1/readers/email-choices/${await authorMailingActor(world, actor, knex)}`,
      body: { getEmails: false },
    }),
    expect: signedIn(),
  },
};

import type { Knex } from "@storyloom/db";
import { centsToMicroCents } from "@storyloom/db";
import { AuthorProfile, UserBalance } from "@storyloom/db/models";
import type { AccessRow } from "../accessExpectations.ts";
import { signedIn } from "../accessExpectations.ts";
import type { ActorName, World } from "../world.ts";

/**
 * Lets the actor's author spend on AI (terms accepted, a dollar of balance), so
 * a refused call in this table is the policy's doing, not the balance's.
 */
async function readyToCall(world: World, actor: ActorName, knex: Knex): Promise<void> {
  if (actor === "anonymous") return;
  const person = world.people[actor === "adminAsAuthorA" ? "authorA" : actor];
  await AuthorProfile.query(knex).patch({ aiTermsAccepted: true, aiSuspendedByModeration: false }).where({ id: person.authorProfile.id });
  const balance = await UserBalance.query(knex).where({ userId: person.user.id }).first();
  if (balance) await balance.$query(knex).patch({ amount: centsToMicroCents(100) });
  else await UserBalance.query(knex).insert({ userId: person.user.id, amount: centsToMicroCents(100) });
}

/** The access rows of the AI routes (api/src/routes/ai/router.ts): every call is the caller's own, with the fake providers of the test context. */
export const aiAccessRows: Record<string, AccessRow> = {
  "POST /api/v1/ai/open-ai/responses": {
    request: async (world, actor, knex) => {
      await readyToCall(world, actor, knex);
      return { path: "/api/v1/ai/open-ai/responses?tool=FREE_FORM", body: { model: "gpt-4.1-mini", input: "Say hello.", max_output_tokens: 64 } };
    },
    expect: signedIn(),
  },
  "POST /api/v1/ai/open-ai/responses-tool-function": {
    request: async (world, actor, knex) => {
      await readyToCall(world, actor, knex);
      return {
        path: "/api/v1/ai/open-ai/responses-tool-function",
        body: {
          model: "gpt-4.1-mini",
          input: "Name a character.",
          max_output_tokens: 64,
          tools: [{ type: "function", name: "save_character", parameters: { type: "object", properties: { name: { type: "string" } } } }],
        },
      };
    },
    expect: signedIn(),
  },
  "POST /api/v1/ai/anthropic/messages": {
    request: async (world, actor, knex) => {
      await readyToCall(world, actor, knex);
      return {
        path: "/api/v1/ai/anthropic/messages",
        body: { model: "claude-haiku-4-5", max_tokens: 64, messages: [{ role: "user", content: "Say hello." }] },
      };
    },
    expect: signedIn(),
  },
  "GET /api/v1/ai/status": { request: () => ({ path: "/api/v1/ai/status" }), expect: signedIn() },
  "GET /api/v1/ai/preferences": { request: () => ({ path: "/api/v1/ai/preferences" }), expect: signedIn() },
  "POST /api/v1/ai/preferences": { request: () => ({ path: "/api/v1/ai/preferences", body: { sceneType: "ACTION" } }), expect: signedIn() },
  "GET /api/v1/ai/usage": { request: () => ({ path: "/api/v1/ai/usage?days=7" }), expect: signedIn() },
  "GET /api/v1/balance": { request: () => ({ path: "/api/v1/balance" }), expect: signedIn() },
};

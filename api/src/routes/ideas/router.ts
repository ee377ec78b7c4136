import { findChapterBook } from "@storyloom/domain/services/chapters/findChapterBook.ts";
import { createIdeas } from "@storyloom/domain/services/ideas/createIdeas.ts";
import { findIdea } from "@storyloom/domain/services/ideas/findIdea.ts";
import { listIdeas } from "@storyloom/domain/services/ideas/listIdeas.ts";
import { updateIdea } from "@storyloom/domain/services/ideas/updateIdea.ts";
import { presentIdea } from "../../presenters/storyBible.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import { IDEAS_BODY_LIMIT, bookParams, createIdeasBody, ideaAnswer, ideaListAnswer, ideaParams, updateIdeaBody } from "./schema.ts";

const IDEAS = "/api/v1/books/:bookId/ideas";

export const listBookIdeas = defineRoute({
  method: "GET",
  path: IDEAS,
  summary: "The book's ideas, newest first, each with its genre id (owner; admins may read).",
  auth: "signedIn",
  authorize: "idea.list",
  schema: { params: bookParams, response: ideaListAnswer },
  handler: async ({ params, deps, authorize }) => {
    authorize(await findChapterBook(deps.knex, params.bookId));
    return { ideas: (await listIdeas(deps.knex, params.bookId)).map(presentIdea) };
  },
});

export const addIdeas = defineRoute({
  method: "POST",
  path: `${IDEAS}/create-many`,
  summary: "Adds 1–20 ideas (the ones the author kept of an AI idea tool's answer), all or none, in order; answers the new ideas.",
  auth: "signedIn",
  authorize: "idea.create",
  schema: { params: bookParams, body: createIdeasBody, response: ideaListAnswer },
  bodyLimit: IDEAS_BODY_LIMIT,
  status: 201,
  handler: async ({ params, body, deps, authorize }) => {
    const ideas = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId));
      return createIdeas({ trx, bookId: params.bookId, ideas: body.ideas });
    });
    return { ideas: ideas.map(presentIdea) };
  },
});

export const editIdea = defineRoute({
  method: "PATCH",
  path: `${IDEAS}/:ideaId`,
  summary: "Saves an idea's text or genre (null: none), whichever was sent.",
  auth: "signedIn",
  authorize: "idea.update",
  schema: { params: ideaParams, body: updateIdeaBody, response: ideaAnswer },
  handler: async ({ params, body, deps, authorize }) => {
    const idea = await deps.knex.transaction(async (trx) => {
      authorize(await findChapterBook(trx, params.bookId));
      return updateIdea({ trx, idea: await findIdea(trx, params), changes: body });
    });
    return { idea: presentIdea(idea) };
  },
});

export const ideasRoutes: Route[] = [listBookIdeas, addIdeas, editIdea];

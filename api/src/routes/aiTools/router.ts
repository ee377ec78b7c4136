import type { UserActor } from "@storyloom/domain/auth/actor.ts";
import { ForbiddenError } from "@storyloom/domain/errors.ts";
import { findChapterBook } from "@storyloom/domain/services/chapters/findChapterBook.ts";
import { compileAiTool } from "@storyloom/domain/services/aiTools/compileAiTool.ts";
import { parseInput } from "../../middlewares/validate.ts";
import { presentCompiledTool } from "../../presenters/aiTools.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import { AI_TOOLS_BODY_LIMIT, compileToolBody, compiledToolAnswer, toolParams, toolVariableSchemas } from "./schema.ts";

/** The author id of an actor the policy admitted (the book's owner); narrows the type. */
export function authorIdOf(actor: UserActor): number {
  if (actor.authorId === null) throw new ForbiddenError("The AI tools are for authors: create your author profile first.");
  return actor.authorId;
}

export const compileTool = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/ai-tools/:tool/compile",
  summary:
    "The exact prompt of a built-in AI tool for the book (instructions, message, model, sampling, output schema) and what a run would cost with the story bible; the studio runs it through the AI proxy with `?tool=` and `?bookId=`. Nothing is charged.",
  auth: "signedIn",
  authorize: "aiTool.compile",
  schema: { params: toolParams, body: compileToolBody, response: compiledToolAnswer },
  bodyLimit: AI_TOOLS_BODY_LIMIT,
  handler: async ({ params, body, actor, deps, authorize }) => {
    const { service, model, ...rest } = body;
    const variables = parseInput(toolVariableSchemas[params.tool], rest);
    authorize(await findChapterBook(deps.knex, params.bookId));
    const compiled = await compileAiTool({
      knex: deps.knex,
      authorId: authorIdOf(actor),
      bookId: params.bookId,
      tool: params.tool,
      variables,
      choice: { service, model },
    });
    return presentCompiledTool(compiled);
  },
});

export const aiToolsRoutes: Route[] = [compileTool];

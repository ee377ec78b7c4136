import type { Request } from "express";
import type { UserActor } from "@storyloom/domain/auth/actor.ts";
import { ForbiddenError } from "@storyloom/domain/errors.ts";
import { STORY_TOOLS_AUTHORS_ONLY } from "@storyloom/domain/policies/storyTools.ts";
import { compileStoryToolStep } from "@storyloom/domain/services/storyTools/compileStoryToolStep.ts";
import { createStoryTool } from "@storyloom/domain/services/storyTools/createStoryTool.ts";
import { deleteStoryTool } from "@storyloom/domain/services/storyTools/deleteStoryTool.ts";
import { estimateStoryToolStep } from "@storyloom/domain/services/storyTools/estimateStoryToolStep.ts";
import { findStoryTool, withAuthorSettings } from "@storyloom/domain/services/storyTools/findStoryTool.ts";
import { findStoryToolBook } from "@storyloom/domain/services/storyTools/findStoryToolBook.ts";
import { listBookStoryTools } from "@storyloom/domain/services/storyTools/listBookStoryTools.ts";
import { listStoryTools } from "@storyloom/domain/services/storyTools/listStoryTools.ts";
import { saveStoryToolSettings } from "@storyloom/domain/services/storyTools/saveStoryToolSettings.ts";
import { storeStoryToolIcon } from "@storyloom/domain/services/storyTools/storeStoryToolIcon.ts";
import { updateStoryTool } from "@storyloom/domain/services/storyTools/updateStoryTool.ts";
import { clientAddressKey } from "../../middlewares/clientAddress.ts";
import { presentBookStoryTool, presentCompiledStoryToolStep, presentStoryTool } from "../../presenters/storyTools.ts";
import { doneView } from "../../presenters/views/done.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import type { RouteDeps } from "../deps.ts";
import {
  COMPILE_BODY_LIMIT,
  STORY_TOOL_BODY_LIMIT,
  bookParams,
  bookStoryToolListAnswer,
  bookStoryToolsQuery,
  compileParams,
  compileStoryToolBody,
  compiledStoryToolStepAnswer,
  createStoryToolBody,
  listStoryToolsQuery,
  storyToolAnswer,
  storyToolListAnswer,
  storyToolParams,
  storyToolSettingsBody,
  updateStoryToolBody,
} from "./schema.ts";

const TOOLS = "/api/v1/story-tools";

/** The author whose tools these are (the policies let only authors through; this narrows the type). */
function authorIdOf(actor: UserActor): number {
  if (actor.authorId === null) throw new ForbiddenError(STORY_TOOLS_AUTHORS_ONLY);
  return actor.authorId;
}

/** Stores an uploaded icon (counted with the cover uploads: each costs a decode and an encode); answers its address. */
async function storeIcon(deps: RouteDeps, actor: UserActor, req: Request, file: File): Promise<string> {
  await deps.limiters.imageUpload.consume({ account: String(actor.userId), address: clientAddressKey(req) });
  return storeStoryToolIcon({ storage: deps.storage, publicUrl: deps.config.publicUrl, bytes: Buffer.from(await file.arrayBuffer()) });
}

export const listStoryToolsRoute = defineRoute({
  method: "GET",
  path: TOOLS,
  summary:
    "The global story tools (shipped order) and the author's own (by name), each with its steps and the author's settings; filters `type`, `storyType` (exact).",
  auth: "signedIn",
  authorize: "storyTool.list",
  schema: { query: listStoryToolsQuery, response: storyToolListAnswer },
  handler: async ({ actor, query, deps }) => ({
    storyTools: (await listStoryTools(deps.knex, authorIdOf(actor), query)).map(presentStoryTool),
  }),
});

export const createStoryToolRoute = defineRoute({
  method: "POST",
  path: TOOLS,
  summary: "Creates an own tool from a multipart form: text fields, `steps` as a JSON list, an optional `icon` file (PNG, JPEG or WebP up to 2 MB).",
  auth: "signedIn",
  authorize: "storyTool.create",
  schema: { body: createStoryToolBody, response: storyToolAnswer },
  bodyFormat: "multipart",
  bodyLimit: STORY_TOOL_BODY_LIMIT,
  status: 201,
  handler: async ({ actor, body, deps, req }) => {
    const authorId = authorIdOf(actor);
    const { icon: iconFile, ...fields } = body;
    const icon = iconFile ? await storeIcon(deps, actor, req, iconFile) : null;
    const tool = await deps.knex.transaction((trx) => createStoryTool({ trx, authorId, fields, icon }));
    return { storyTool: presentStoryTool(tool) };
  },
});

export const updateStoryToolRoute = defineRoute({
  method: "PATCH",
  path: `${TOOLS}/:id`,
  summary:
    "Edits an own tool from a multipart form (the fields sent; `steps` replaces the further steps; `icon` replaces the icon, `removeIcon=true` removes it). A global tool is read-only: 403.",
  auth: "signedIn",
  authorize: "storyTool.update",
  schema: { params: storyToolParams, body: updateStoryToolBody, response: storyToolAnswer },
  bodyFormat: "multipart",
  bodyLimit: STORY_TOOL_BODY_LIMIT,
  handler: async ({ actor, params, body, deps, req, authorize }) => {
    const { icon: iconFile, removeIcon, ...changes } = body;
    // Decided before the icon is stored: nobody stores images through a tool that is not theirs.
    authorize(await findStoryTool(deps.knex, params.id));
    const icon = iconFile ? await storeIcon(deps, actor, req, iconFile) : removeIcon ? null : undefined;
    const tool = await deps.knex.transaction(async (trx) => {
      const found = await findStoryTool(trx, params.id, { forUpdate: true });
      authorize(found);
      return withAuthorSettings(trx, await updateStoryTool({ trx, tool: found, changes, icon }), authorIdOf(actor));
    });
    return { storyTool: presentStoryTool(tool) };
  },
});

export const deleteStoryToolRoute = defineRoute({
  method: "DELETE",
  path: `${TOOLS}/:id`,
  summary: "Deletes an own tool with its steps (a global one is read-only: 403).",
  auth: "signedIn",
  authorize: "storyTool.delete",
  schema: { params: storyToolParams, response: doneView },
  handler: async ({ params, deps, authorize }) => {
    await deps.knex.transaction(async (trx) => {
      const found = await findStoryTool(trx, params.id, { forUpdate: true });
      authorize(found);
      await deleteStoryTool({ trx, tool: found });
    });
    return { ok: true };
  },
});

export const updateStoryToolSettingsRoute = defineRoute({
  method: "PATCH",
  path: `${TOOLS}/:id/settings`,
  summary:
    "The author's own settings for a tool, global ones included: `isHidden` (left out of the editor), `orderIndex` (its place there), `model` (runs every step; null: the tool's).",
  auth: "signedIn",
  authorize: "storyTool.updateSettings",
  schema: { params: storyToolParams, body: storyToolSettingsBody, response: storyToolAnswer },
  handler: async ({ actor, params, body, deps, authorize }) => {
    const tool = await deps.knex.transaction(async (trx) => {
      const found = await findStoryTool(trx, params.id);
      authorize(found);
      found.authorSettings = [await saveStoryToolSettings({ trx, authorId: authorIdOf(actor), storyToolId: found.id, changes: body })];
      return found;
    });
    return { storyTool: presentStoryTool(tool) };
  },
});

export const listBookStoryToolsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/books/:bookId/story-tools",
  summary:
    "The tools the book's editor offers: made for its kind of book, not hidden, in the author's order, with the model that runs them and the rules for enabling them; filter `type`.",
  auth: "signedIn",
  authorize: "storyTool.listForBook",
  schema: { params: bookParams, query: bookStoryToolsQuery, response: bookStoryToolListAnswer },
  handler: async ({ actor, params, query, deps, authorize }) => {
    const book = await findStoryToolBook(deps.knex, params.bookId);
    authorize(book);
    const tools = await listBookStoryTools(deps.knex, { authorId: authorIdOf(actor), bookType: book.type, type: query.type });
    return { storyTools: tools.map(presentBookStoryTool) };
  },
});

export const compileStoryToolStepRoute = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/story-tools/:id/steps/:index/compile",
  summary:
    "One step of a tool as a prompt for the run's texts (JSON: selection, before, after, userInstructions, previous): the AI proxy request to send and its estimated tokens and cost, story context included.",
  auth: "signedIn",
  authorize: "storyTool.compile",
  schema: { params: compileParams, body: compileStoryToolBody, response: compiledStoryToolStepAnswer },
  bodyLimit: COMPILE_BODY_LIMIT,
  handler: async ({ actor, params, body, deps, authorize }) => {
    const book = await findStoryToolBook(deps.knex, params.bookId);
    const tool = await findStoryTool(deps.knex, params.id);
    authorize({ tool, book });
    const authorId = authorIdOf(actor);
    const settings = (await withAuthorSettings(deps.knex, tool, authorId)).authorSettings?.[0];
    const compiled = compileStoryToolStep({
      tool,
      stepIndex: params.index,
      modelOverride: settings?.model ?? null,
      bookId: book.id,
      bookType: book.type,
      variables: body,
    });
    const estimate = await estimateStoryToolStep({ knex: deps.knex, authorId, bookId: book.id, compiled });
    return { compiled: presentCompiledStoryToolStep(compiled, estimate) };
  },
});

export const storyToolsRoutes: Route[] = [
  listStoryToolsRoute,
  createStoryToolRoute,
  updateStoryToolRoute,
  deleteStoryToolRoute,
  updateStoryToolSettingsRoute,
  listBookStoryToolsRoute,
  compileStoryToolStepRoute,
];

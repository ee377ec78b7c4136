import { ForbiddenError } from "@storyloom/domain/errors.ts";
import { findChapterBook } from "@storyloom/domain/services/chapters/findChapterBook.ts";
import { listOutline } from "@storyloom/domain/services/beats/listOutline.ts";
import { applyOutlineTemplate } from "@storyloom/domain/services/outlineTemplates/applyOutlineTemplate.ts";
import { bookOutlineAsTemplateBeats } from "@storyloom/domain/services/outlineTemplates/bookOutlineAsTemplateBeats.ts";
import { createOutlineTemplate } from "@storyloom/domain/services/outlineTemplates/createOutlineTemplate.ts";
import { deleteOutlineTemplate } from "@storyloom/domain/services/outlineTemplates/deleteOutlineTemplate.ts";
import { findOutlineTemplate } from "@storyloom/domain/services/outlineTemplates/findOutlineTemplate.ts";
import { listOutlineTemplates } from "@storyloom/domain/services/outlineTemplates/listOutlineTemplates.ts";
import { updateOutlineTemplate } from "@storyloom/domain/services/outlineTemplates/updateOutlineTemplate.ts";
import { presentOutline } from "../../presenters/beats.ts";
import { presentOutlineTemplate } from "../../presenters/outlineTemplates.ts";
import { doneView } from "../../presenters/views/done.ts";
import { defineRoute } from "../defineRoute.ts";
import {
  TEMPLATES_BODY_LIMIT,
  appliedOutlineAnswer,
  applyOutlineTemplateBody,
  createOutlineTemplateBody,
  outlineTemplateAnswer,
  outlineTemplateListAnswer,
  templateParams,
  updateOutlineTemplateBody,
} from "./schema.ts";

/** The author whose templates these are (the policies let only authors through; this narrows the type). */
function authorIdOf(actor: { authorId: number | null }): number {
  if (actor.authorId === null) throw new ForbiddenError("Only authors can have outline templates.");
  return actor.authorId;
}

export const listTemplates = defineRoute({
  method: "GET",
  path: "/api/v1/outline-templates",
  summary: "The global outline templates (shipped order) and the author's own (by name).",
  auth: "signedIn",
  authorize: "outlineTemplate.list",
  schema: { response: outlineTemplateListAnswer },
  handler: async ({ actor, deps }) => ({
    outlineTemplates: (await listOutlineTemplates(deps.knex, authorIdOf(actor))).map(presentOutlineTemplate),
  }),
});

export const addTemplate = defineRoute({
  method: "POST",
  path: "/api/v1/outline-templates",
  summary: "Creates an own template from `beats`, or from the outline of one of the author's books (`bookId`).",
  auth: "signedIn",
  authorize: "outlineTemplate.create",
  schema: { body: createOutlineTemplateBody, response: outlineTemplateAnswer },
  bodyLimit: TEMPLATES_BODY_LIMIT,
  status: 201,
  handler: async ({ actor, body, deps }) => {
    const authorId = authorIdOf(actor);
    const template = await deps.knex.transaction(async (trx) => {
      const beats = body.bookId === undefined ? (body.beats ?? []) : await bookOutlineAsTemplateBeats(trx, { authorId, bookId: body.bookId });
      return createOutlineTemplate({ trx, authorId, name: body.name, description: body.description, beats });
    });
    return { outlineTemplate: presentOutlineTemplate(template) };
  },
});

export const editTemplate = defineRoute({
  method: "PATCH",
  path: "/api/v1/outline-templates/:id",
  summary: "Edits an own template (a global one is read-only: 403).",
  auth: "signedIn",
  authorize: "outlineTemplate.update",
  schema: { params: templateParams, body: updateOutlineTemplateBody, response: outlineTemplateAnswer },
  bodyLimit: TEMPLATES_BODY_LIMIT,
  handler: async ({ params, body, deps, authorize }) => {
    const template = await deps.knex.transaction(async (trx) => {
      const found = await findOutlineTemplate(trx, params.id, { forUpdate: true });
      authorize(found);
      return updateOutlineTemplate({ trx, template: found, changes: body });
    });
    return { outlineTemplate: presentOutlineTemplate(template) };
  },
});

export const removeTemplate = defineRoute({
  method: "DELETE",
  path: "/api/v1/outline-templates/:id",
  summary: "Deletes an own template (a global one is read-only: 403); books keep the beats made from it.",
  auth: "signedIn",
  authorize: "outlineTemplate.delete",
  schema: { params: templateParams, response: doneView },
  handler: async ({ params, deps, authorize }) => {
    await deps.knex.transaction(async (trx) => {
      const found = await findOutlineTemplate(trx, params.id, { forUpdate: true });
      authorize(found);
      await deleteOutlineTemplate({ trx, template: found });
    });
    return { ok: true };
  },
});

export const applyTemplate = defineRoute({
  method: "POST",
  path: "/api/v1/outline-templates/:id/apply",
  summary: "Gives a book the template's beats (replace: old beats' chapters move to the new beat of their act, none is lost; append). Answers the outline.",
  auth: "signedIn",
  authorize: "outlineTemplate.apply",
  schema: { params: templateParams, body: applyOutlineTemplateBody, response: appliedOutlineAnswer },
  handler: async ({ params, body, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      const template = await findOutlineTemplate(trx, params.id);
      authorize({ template, book: await findChapterBook(trx, body.bookId, { forUpdate: true }) });
      await applyOutlineTemplate({ trx, bookId: body.bookId, templateBeats: template.beats, mode: body.mode });
      return { outline: presentOutline(await listOutline(trx, body.bookId)) };
    }),
});

export const outlineTemplatesRoutes = [listTemplates, addTemplate, editTemplate, removeTemplate, applyTemplate];

/** /api/v1/outline-templates: global templates and the author's own. Browser-safe. */
import type { z } from "zod";
import type { OutlineTemplateView } from "../presenters/views/outlineTemplates.ts";
import type { DoneAnswer } from "../presenters/views/done.ts";
import type {
  appliedOutlineAnswer,
  applyOutlineTemplateBody,
  createOutlineTemplateBody,
  outlineTemplateAnswer,
  outlineTemplateListAnswer,
  updateOutlineTemplateBody,
} from "../routes/outlineTemplates/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { OutlineTemplateView };

export type CreateOutlineTemplateBody = z.input<typeof createOutlineTemplateBody>;
export type UpdateOutlineTemplateBody = z.input<typeof updateOutlineTemplateBody>;
export type ApplyOutlineTemplateBody = z.input<typeof applyOutlineTemplateBody>;

export type OutlineTemplateListAnswer = z.output<typeof outlineTemplateListAnswer>;
export type OutlineTemplateAnswer = z.output<typeof outlineTemplateAnswer>;
export type AppliedOutlineAnswer = z.output<typeof appliedOutlineAnswer>;

const templatesPath = "/outline-templates";
const templatePath = (id: number) => `${templatesPath}/${encodeURIComponent(id)}`;

/** GET /outline-templates: the global templates, then the author's own. */
export function listOutlineTemplates(client: ApiClient, options?: CallOptions): Promise<OutlineTemplateListAnswer> {
  return client.get<OutlineTemplateListAnswer>(templatesPath, options);
}

/** POST /outline-templates: an own template from beats, or from a book's outline (`bookId`). */
export function createOutlineTemplate(client: ApiClient, body: CreateOutlineTemplateBody, options?: CallOptions): Promise<OutlineTemplateAnswer> {
  return client.post<OutlineTemplateAnswer>(templatesPath, body, options);
}

/** PATCH /outline-templates/{id}: edits an own template. */
export function updateOutlineTemplate(client: ApiClient, id: number, body: UpdateOutlineTemplateBody, options?: CallOptions): Promise<OutlineTemplateAnswer> {
  return client.patch<OutlineTemplateAnswer>(templatePath(id), body, options);
}

/** DELETE /outline-templates/{id}: deletes an own template. */
export function deleteOutlineTemplate(client: ApiClient, id: number, options?: CallOptions): Promise<DoneAnswer> {
  return client.del<DoneAnswer>(templatePath(id), options);
}

/** POST /outline-templates/{id}/apply: gives the book the template's beats; answers the book's outline. */
export function applyOutlineTemplate(client: ApiClient, id: number, body: ApplyOutlineTemplateBody, options?: CallOptions): Promise<AppliedOutlineAnswer> {
  return client.post<AppliedOutlineAnswer>(`${templatePath(id)}/apply`, body, options);
}

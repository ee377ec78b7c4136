/** The built-in AI tools' compile call and the AI plot templates (docs/decisions/ai.md, Built-in AI tools). Browser-safe. */
import type { z } from "zod";
import type { AiPlotTemplateView, AiToolOutputView, CompiledPromptView, CompiledToolView } from "../presenters/views/aiTools.ts";
import type { aiPlotTemplateAnswer, aiPlotTemplateListAnswer, compileAiPlotTemplateBody, updateAiPlotTemplateBody } from "../routes/aiPlotTemplates/schema.ts";
import type { BuiltInTool, ToolVariablesBody, compileToolBody, compiledToolAnswer } from "../routes/aiTools/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { AiPlotTemplateView, AiToolOutputView, CompiledPromptView, CompiledToolView };

/** A built-in tool the server compiles (the AI tool enum less MODERATION, CUSTOM_STORY_TOOL, AUTHOR_ASSISTANT and CONTINUITY_CHECK). */
export type BuiltInAiTool = BuiltInTool;
/** Which provider and model to compile for; left out, the author's preferences decide. */
export type AiModelChoice = Pick<z.input<typeof compileToolBody>, "service" | "model">;
/** A tool's variables (each tool's own: selection, instruction, count, sceneId…) and the model choice. */
export type CompileAiToolBody<T extends BuiltInAiTool> = ToolVariablesBody<T> & AiModelChoice;
export type UpdateAiPlotTemplateBody = z.input<typeof updateAiPlotTemplateBody>;
export type CompileAiPlotTemplateBody = z.input<typeof compileAiPlotTemplateBody>;

/** POST /books/{bookId}/ai-tools/{tool}/compile's answer: the CompiledToolView. */
type CompiledToolAnswer = z.output<typeof compiledToolAnswer>;

export type AiPlotTemplateListAnswer = z.output<typeof aiPlotTemplateListAnswer>;
export type AiPlotTemplateAnswer = z.output<typeof aiPlotTemplateAnswer>;

const templatePath = (id: number) => `/ai-plot-templates/${encodeURIComponent(id)}`;

/**
 * POST /books/{bookId}/ai-tools/{tool}/compile: the exact prompt of a built-in
 * tool for the book and its cost estimate; run it through the AI proxy with
 * `?tool=` and `?bookId=` (the proxy adds the story bible).
 */
export function compileAiTool<T extends BuiltInAiTool>(
  client: ApiClient,
  bookId: number,
  tool: T,
  body: CompileAiToolBody<T>,
  options?: CallOptions,
): Promise<CompiledToolAnswer> {
  return client.post<CompiledToolAnswer>(`/books/${encodeURIComponent(bookId)}/ai-tools/${encodeURIComponent(tool)}/compile`, body, options);
}

/** GET /ai-plot-templates: the five templates, each the author's copy where they edited it. */
export function listAiPlotTemplates(client: ApiClient, options?: CallOptions): Promise<AiPlotTemplateListAnswer> {
  return client.get<AiPlotTemplateListAnswer>("/ai-plot-templates", options);
}

/** PATCH /ai-plot-templates/{id}: edits the author's own copy (made on the first edit of a global one). */
export function updateAiPlotTemplate(client: ApiClient, id: number, body: UpdateAiPlotTemplateBody, options?: CallOptions): Promise<AiPlotTemplateAnswer> {
  return client.patch<AiPlotTemplateAnswer>(templatePath(id), body, options);
}

/** POST /ai-plot-templates/{id}/restore: deletes the author's copy; answers the global default. */
export function restoreAiPlotTemplate(client: ApiClient, id: number, options?: CallOptions): Promise<AiPlotTemplateAnswer> {
  return client.post<AiPlotTemplateAnswer>(`${templatePath(id)}/restore`, undefined, options);
}

/** POST /ai-plot-templates/{id}/compile: the exact prompt the template makes for a book, and its cost estimate. */
export function compileAiPlotTemplate(client: ApiClient, id: number, body: CompileAiPlotTemplateBody, options?: CallOptions): Promise<CompiledToolView> {
  return client.post<CompiledToolView>(`${templatePath(id)}/compile`, body, options);
}

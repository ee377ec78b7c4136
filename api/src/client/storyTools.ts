/** /api/v1/story-tools and a book's tools: custom story tools, their settings and compiled steps. Browser-safe. */
import type { z } from "zod";
import type {
  BookStoryToolView,
  SceneAvailability,
  StoryToolStepEffort,
  StoryToolView,
  ToolAvailability,
  ToolStoryType,
  ToolType,
} from "../presenters/views/storyTools.ts";
import type { DoneAnswer } from "../presenters/views/done.ts";
import type {
  bookStoryToolListAnswer,
  bookStoryToolsQuery,
  compileStoryToolBody,
  compiledStoryToolStepAnswer,
  createStoryToolBody,
  listStoryToolsQuery,
  storyToolAnswer,
  storyToolListAnswer,
  storyToolSettingsBody,
  storyToolStep,
  updateStoryToolBody,
} from "../routes/storyTools/schema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";

export type { BookStoryToolView, SceneAvailability, StoryToolStepEffort, StoryToolView, ToolAvailability, ToolStoryType, ToolType };

export type ListStoryToolsQuery = QueryOf<typeof listStoryToolsQuery>;
export type BookStoryToolsQuery = QueryOf<typeof bookStoryToolsQuery>;
export type StoryToolSettingsBody = z.input<typeof storyToolSettingsBody>;
export type CompileStoryToolBody = z.input<typeof compileStoryToolBody>;
/** A step after the tool's own, as sent in the form's `steps` JSON. */
export type StoryToolStepInput = z.input<typeof storyToolStep>;

/**
 * A tool's fields as the studio holds them: every field of the create form as
 * the API reads it (its schema's output), `steps` as sent. The client writes
 * them as the multipart form the API reads (null → an empty field, which clears it).
 */
export type StoryToolFormFields = Omit<z.output<typeof createStoryToolBody>, "icon" | "steps"> & { steps: StoryToolStepInput[] };

/**
 * The form's text fields are read like a query's (QueryOf): typed values on
 * the client, required where the schema requires them. `steps` is JSON (its
 * steps as sent) and the icon a file (a Blob here, a File to the API).
 */
type StoryToolFormOf<S extends typeof createStoryToolBody | typeof updateStoryToolBody> = Omit<QueryOf<S>, "icon" | "steps"> & {
  steps?: StoryToolStepInput[] | undefined;
  icon?: Blob | undefined;
};

/** POST /story-tools: name, type, defaultModel and instructions; the rest and the icon are optional. */
export type CreateStoryToolInput = StoryToolFormOf<typeof createStoryToolBody>;

/** PATCH /story-tools/{id}: the fields to change; a new `icon`, or `removeIcon: true`. */
export type UpdateStoryToolInput = StoryToolFormOf<typeof updateStoryToolBody>;

export type StoryToolListAnswer = z.output<typeof storyToolListAnswer>;
export type StoryToolAnswer = z.output<typeof storyToolAnswer>;
export type BookStoryToolListAnswer = z.output<typeof bookStoryToolListAnswer>;
export type CompiledStoryToolStepAnswer = z.output<typeof compiledStoryToolStepAnswer>;

const toolsPath = "/story-tools";
const toolPath = (id: number) => `${toolsPath}/${encodeURIComponent(id)}`;
const bookToolsPath = (bookId: number) => `/books/${encodeURIComponent(bookId)}/story-tools`;

const FORM_FIELDS = [
  "name",
  "description",
  "type",
  "storyType",
  "defaultModel",
  "instructions",
  "withUserInstructions",
  "userInstructions",
  "availability",
  "sceneAvailability",
  "temperature",
  "maxOutput",
  "startSequence",
  "stopSequence",
  "steps",
  "removeIcon",
] as const;

function formValue(value: string | number | boolean | null | readonly StoryToolStepInput[]): string {
  if (value === null) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * The multipart form of a create or an edit: booleans as "true"/"false",
 * numbers in decimal, null as an empty field, `steps` as JSON, the icon as a
 * file. Fields left undefined are not sent (an edit keeps them).
 */
export function storyToolForm(input: CreateStoryToolInput | UpdateStoryToolInput): FormData {
  const fields: UpdateStoryToolInput = input;
  const form = new FormData();
  for (const name of FORM_FIELDS) {
    const value = fields[name];
    if (value !== undefined) form.append(name, formValue(value));
  }
  if (fields.icon) form.append("icon", fields.icon, fields.icon instanceof File ? fields.icon.name : "icon");
  return form;
}

/** GET /story-tools: the global tools, then the author's own, with the author's settings. */
export function listStoryTools(client: ApiClient, query: ListStoryToolsQuery = {}, options?: CallOptions): Promise<StoryToolListAnswer> {
  return client.get<StoryToolListAnswer>(toolsPath, { ...options, query });
}

/** POST /story-tools (multipart): creates an own tool. */
export function createStoryTool(client: ApiClient, input: CreateStoryToolInput, options?: CallOptions): Promise<StoryToolAnswer> {
  return client.post<StoryToolAnswer>(toolsPath, storyToolForm(input), options);
}

/** PATCH /story-tools/{id} (multipart): edits an own tool. */
export function updateStoryTool(client: ApiClient, id: number, input: UpdateStoryToolInput, options?: CallOptions): Promise<StoryToolAnswer> {
  return client.patch<StoryToolAnswer>(toolPath(id), storyToolForm(input), options);
}

/** DELETE /story-tools/{id}: deletes an own tool. */
export function deleteStoryTool(client: ApiClient, id: number, options?: CallOptions): Promise<DoneAnswer> {
  return client.del<DoneAnswer>(toolPath(id), options);
}

/** PATCH /story-tools/{id}/settings: the author's hide, place and model for a tool. */
export function updateStoryToolSettings(client: ApiClient, id: number, body: StoryToolSettingsBody, options?: CallOptions): Promise<StoryToolAnswer> {
  return client.patch<StoryToolAnswer>(`${toolPath(id)}/settings`, body, options);
}

/** GET /books/{bookId}/story-tools: the tools the book's editor offers. */
export function listBookStoryTools(
  client: ApiClient,
  bookId: number,
  query: BookStoryToolsQuery = {},
  options?: CallOptions,
): Promise<BookStoryToolListAnswer> {
  return client.get<BookStoryToolListAnswer>(bookToolsPath(bookId), { ...options, query });
}

/** POST /books/{bookId}/story-tools/{id}/steps/{index}/compile: a step as the AI proxy request to send, with its estimate. */
export function compileStoryToolStep(
  client: ApiClient,
  target: { bookId: number; toolId: number; stepIndex: number },
  body: CompileStoryToolBody,
  options?: CallOptions,
): Promise<CompiledStoryToolStepAnswer> {
  const path = `${bookToolsPath(target.bookId)}/${encodeURIComponent(target.toolId)}/steps/${encodeURIComponent(target.stepIndex)}/compile`;
  return client.post<CompiledStoryToolStepAnswer>(path, body, options);
}

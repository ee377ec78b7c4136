/** /api/v1/books/{bookId}/beats: a book's outline. Browser-safe. */
import type { z } from "zod";
import type { BeatView, OutlineBeatView, OutlineView } from "../presenters/views/beats.ts";
import type { beatAnswer, moveChaptersBody, outlineAnswer, updateBeatBody, updateManyBeatsBody } from "../routes/beats/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { BeatView, OutlineBeatView, OutlineView };

export type UpdateBeatBody = z.input<typeof updateBeatBody>;
export type UpdateManyBeatsBody = z.input<typeof updateManyBeatsBody>;
export type MoveChaptersBody = z.input<typeof moveChaptersBody>;

export type OutlineAnswer = z.output<typeof outlineAnswer>;
export type BeatAnswer = z.output<typeof beatAnswer>;

const beatsPath = (bookId: number) => `/books/${encodeURIComponent(bookId)}/beats`;
const beatPath = (bookId: number, beatId: number) => `${beatsPath(bookId)}/${encodeURIComponent(beatId)}`;

/** GET /books/{bookId}/beats: the beats by act and place with their chapters, and the chapters under no beat. */
export function listBeats(client: ApiClient, bookId: number, options?: CallOptions): Promise<OutlineAnswer> {
  return client.get<OutlineAnswer>(beatsPath(bookId), options);
}

/** PATCH /books/{bookId}/beats/{beatId}: a beat's name, purpose, description or act. */
export function updateBeat(client: ApiClient, bookId: number, beatId: number, body: UpdateBeatBody, options?: CallOptions): Promise<BeatAnswer> {
  return client.patch<BeatAnswer>(beatPath(bookId, beatId), body, options);
}

/** POST /books/{bookId}/beats/update-many: creates, updates, reorders and deletes beats at once; answers the outline. */
export function updateManyBeats(client: ApiClient, bookId: number, body: UpdateManyBeatsBody, options?: CallOptions): Promise<OutlineAnswer> {
  return client.post<OutlineAnswer>(`${beatsPath(bookId)}/update-many`, body, options);
}

/** POST /books/{bookId}/beats/{beatId}/move-chapters: chapters into the beat, renumbered to follow the outline; answers the outline. */
export function moveChaptersToBeat(client: ApiClient, bookId: number, beatId: number, body: MoveChaptersBody, options?: CallOptions): Promise<OutlineAnswer> {
  return client.post<OutlineAnswer>(`${beatPath(bookId, beatId)}/move-chapters`, body, options);
}

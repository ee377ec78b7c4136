/** /api/v1/books/{bookId}/chapters/{chapterId}/scenes: a chapter's scenes. Browser-safe. */
import type { z } from "zod";
import type { SceneResolution, SceneType, SceneView } from "../presenters/views/scenes.ts";
import type { createSceneBody, createScenesBody, moveSceneBody, sceneAnswer, sceneListAnswer, updateSceneBody } from "../routes/scenes/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type { SceneResolution, SceneType, SceneView };

export type CreateSceneBody = z.input<typeof createSceneBody>;
export type CreateScenesBody = z.input<typeof createScenesBody>;
export type UpdateSceneBody = z.input<typeof updateSceneBody>;
export type MoveSceneBody = z.input<typeof moveSceneBody>;

export type SceneListAnswer = z.output<typeof sceneListAnswer>;
export type SceneAnswer = z.output<typeof sceneAnswer>;

const scenesPath = (bookId: number, chapterId: number) => `/books/${encodeURIComponent(bookId)}/chapters/${encodeURIComponent(chapterId)}/scenes`;
const scenePath = (bookId: number, chapterId: number, sceneId: number) => `${scenesPath(bookId, chapterId)}/${encodeURIComponent(sceneId)}`;

/** GET …/scenes: the chapter's scenes in order. */
export function listScenes(client: ApiClient, bookId: number, chapterId: number, options?: CallOptions): Promise<SceneListAnswer> {
  return client.get<SceneListAnswer>(scenesPath(bookId, chapterId), options);
}

/** POST …/scenes: a scene after the chapter's last one. */
export function createScene(client: ApiClient, bookId: number, chapterId: number, body: CreateSceneBody = {}, options?: CallOptions): Promise<SceneAnswer> {
  return client.post<SceneAnswer>(scenesPath(bookId, chapterId), body, options);
}

/** POST …/scenes/create-many: up to 100 scenes, all or none; answers the new ones. */
export function createScenes(client: ApiClient, bookId: number, chapterId: number, body: CreateScenesBody, options?: CallOptions): Promise<SceneListAnswer> {
  return client.post<SceneListAnswer>(`${scenesPath(bookId, chapterId)}/create-many`, body, options);
}

/** PATCH …/scenes/{sceneId}. */
export function updateScene(
  client: ApiClient,
  bookId: number,
  chapterId: number,
  sceneId: number,
  body: UpdateSceneBody,
  options?: CallOptions,
): Promise<SceneAnswer> {
  return client.patch<SceneAnswer>(scenePath(bookId, chapterId, sceneId), body, options);
}

/** DELETE …/scenes/{sceneId}: answers the chapter's scenes, renumbered. */
export function deleteScene(client: ApiClient, bookId: number, chapterId: number, sceneId: number, options?: CallOptions): Promise<SceneListAnswer> {
  return client.del<SceneListAnswer>(scenePath(bookId, chapterId, sceneId), options);
}

/** POST …/scenes/{sceneId}/move: answers the target chapter's scenes. */
export function moveScene(
  client: ApiClient,
  bookId: number,
  chapterId: number,
  sceneId: number,
  body: MoveSceneBody,
  options?: CallOptions,
): Promise<SceneListAnswer> {
  return client.post<SceneListAnswer>(`${scenePath(bookId, chapterId, sceneId)}/move`, body, options);
}

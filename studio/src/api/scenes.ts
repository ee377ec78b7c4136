import { createScene, deleteScene, listScenes, moveScene, updateScene } from "@storyloom/api/client";
import type { CreateSceneBody, SceneListAnswer, UpdateSceneBody } from "@storyloom/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { bookKey } from "./books.ts";
import { apiClient } from "./client.ts";
import type { Id } from "./session.ts";

export const scenesKey = (bookId: Id, chapterId: Id) => [...bookKey(bookId), "chapter", chapterId, "scenes"] as const;

/** A chapter's scenes in order. */
export function useScenes(bookId: Id, chapterId: Id) {
  return useQuery({
    queryKey: scenesKey(bookId, chapterId),
    queryFn: ({ signal }) => listScenes(apiClient, bookId, chapterId, { signal }),
  });
}

export function useCreateScene(bookId: Id, chapterId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSceneBody) => createScene(apiClient, bookId, chapterId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scenesKey(bookId, chapterId) }),
  });
}

export function useUpdateScene(bookId: Id, chapterId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sceneId, body }: { sceneId: Id; body: UpdateSceneBody }) => updateScene(apiClient, bookId, chapterId, sceneId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scenesKey(bookId, chapterId) }),
  });
}

/** Delete and move answer the chapter's scenes in their new order: the answer replaces the cached list. */
export function useDeleteScene(bookId: Id, chapterId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sceneId: Id) => deleteScene(apiClient, bookId, chapterId, sceneId),
    onSuccess: (answer: SceneListAnswer) => queryClient.setQueryData(scenesKey(bookId, chapterId), answer),
  });
}

export function useMoveScene(bookId: Id, chapterId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sceneId, orderIndex }: { sceneId: Id; orderIndex: number }) => moveScene(apiClient, bookId, chapterId, sceneId, { orderIndex }),
    onSuccess: (answer: SceneListAnswer) => queryClient.setQueryData(scenesKey(bookId, chapterId), answer),
  });
}

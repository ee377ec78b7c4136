import {
  applyOutlineTemplate,
  createOutlineTemplate,
  createScenes,
  deleteOutlineTemplate,
  listBeats,
  listOutlineTemplates,
  moveChaptersToBeat,
  updateBeat,
  updateManyBeats,
  updateOutlineTemplate,
} from "@storyloom/api/client";
import type {
  ApplyOutlineTemplateBody,
  CreateOutlineTemplateBody,
  CreateScenesBody,
  OutlineAnswer,
  OutlineView,
  UpdateBeatBody,
  UpdateManyBeatsBody,
  UpdateOutlineTemplateBody,
} from "@storyloom/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { bookKey, chaptersKey } from "./books.ts";
import { apiClient } from "./client.ts";
import { scenesKey } from "./scenes.ts";
import type { Id } from "./session.ts";

export const outlineKey = (bookId: Id) => [...bookKey(bookId), "outline"] as const;
export const outlineTemplatesKey = ["outlineTemplates"] as const;

/** The book's beats by act with their chapters, and the chapters under no beat. */
export function useOutline(bookId: Id) {
  return useQuery({
    queryKey: outlineKey(bookId),
    queryFn: ({ signal }) => listBeats(apiClient, bookId, { signal }),
  });
}

/**
 * An outline change shown at once: the cached outline becomes `preview`
 * before the call; the server's outline replaces it when the call answers,
 * and the one before comes back when it fails.
 */
function useOptimisticOutline<V extends { preview: OutlineView }>(bookId: Id, call: (vars: V) => Promise<OutlineAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: outlineKey(bookId) });
      const previous = queryClient.getQueryData<OutlineAnswer>(outlineKey(bookId));
      queryClient.setQueryData<OutlineAnswer>(outlineKey(bookId), { outline: vars.preview });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(outlineKey(bookId), context.previous);
    },
    onSuccess: (answer: OutlineAnswer) => {
      queryClient.setQueryData(outlineKey(bookId), answer);
    },
  });
}

/** Saves the whole outline's order and fields, new beats (no id) and deletions in one call, showing `preview` meanwhile. */
export function useSaveBeats(bookId: Id) {
  return useOptimisticOutline(bookId, ({ body }: { body: UpdateManyBeatsBody; preview: OutlineView }) => updateManyBeats(apiClient, bookId, body));
}

/** Moves chapters into a beat; the book's chapter numbers follow, so the chapter list is asked again. */
export function useMoveChaptersToBeat(bookId: Id) {
  const queryClient = useQueryClient();
  return useOptimisticOutline(bookId, async ({ beatId, chapterIds }: { beatId: Id; chapterIds: Id[]; preview: OutlineView }) => {
    const answer = await moveChaptersToBeat(apiClient, bookId, beatId, { chapterIds });
    await queryClient.invalidateQueries({ queryKey: chaptersKey(bookId) });
    return answer;
  });
}

/** Saves one beat's fields, showing `preview` meanwhile; the outline is asked again after (a new act renumbers the places). */
export function useUpdateBeat(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ beatId, body }: { beatId: Id; body: UpdateBeatBody; preview: OutlineView }) => updateBeat(apiClient, bookId, beatId, body),
    onMutate: async ({ preview }) => {
      await queryClient.cancelQueries({ queryKey: outlineKey(bookId) });
      const previous = queryClient.getQueryData<OutlineAnswer>(outlineKey(bookId));
      queryClient.setQueryData<OutlineAnswer>(outlineKey(bookId), { outline: preview });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(outlineKey(bookId), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: outlineKey(bookId) }),
  });
}

export function useOutlineTemplates() {
  return useQuery({
    queryKey: outlineTemplatesKey,
    queryFn: ({ signal }) => listOutlineTemplates(apiClient, { signal }),
  });
}

async function refreshTemplates(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: outlineTemplatesKey });
}

export function useCreateOutlineTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOutlineTemplateBody) => createOutlineTemplate(apiClient, body),
    onSuccess: () => refreshTemplates(queryClient),
  });
}

export function useUpdateOutlineTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: Id; body: UpdateOutlineTemplateBody }) => updateOutlineTemplate(apiClient, id, body),
    onSuccess: () => refreshTemplates(queryClient),
  });
}

export function useDeleteOutlineTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => deleteOutlineTemplate(apiClient, id),
    onSuccess: () => refreshTemplates(queryClient),
  });
}

/** Applies a template to the book; the answer is its new outline. */
export function useApplyOutlineTemplate(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, mode }: { templateId: Id; mode: NonNullable<ApplyOutlineTemplateBody["mode"]> }) =>
      applyOutlineTemplate(apiClient, templateId, { bookId, mode }),
    onSuccess: (answer) => {
      queryClient.setQueryData<OutlineAnswer>(outlineKey(bookId), answer);
    },
  });
}

/** Adds scene cards after a chapter's last ones (accepted AI suggestions on the outline); the chapter's scene list is asked again. */
export function useCreateScenesInChapter(bookId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chapterId, body }: { chapterId: Id; body: CreateScenesBody }) => createScenes(apiClient, bookId, chapterId, body),
    onSuccess: (_answer, { chapterId }) => queryClient.invalidateQueries({ queryKey: scenesKey(bookId, chapterId) }),
  });
}

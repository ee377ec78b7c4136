import {
  compileStoryToolStep,
  createStoryTool,
  deleteStoryTool,
  listBookStoryTools,
  listStoryTools,
  updateStoryTool,
  updateStoryToolSettings,
} from "@storyloom/api/client";
import type { CompileStoryToolBody, CreateStoryToolInput, StoryToolSettingsBody, ToolType, UpdateStoryToolInput } from "@storyloom/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import type { Id } from "./session.ts";

/** Every story-tool query starts here, so one invalidation refreshes the tools page and every book's tool list. */
export const storyToolsKey = ["storyTools"] as const;
export const storyToolListKey = [...storyToolsKey, "list"] as const;
export const bookStoryToolsKey = (bookId: Id, type?: ToolType) => [...storyToolsKey, "book", bookId, { type }] as const;

async function refreshStoryTools(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: storyToolsKey });
}

/** The global tools, then the author's own, each with the author's settings. */
export function useStoryTools() {
  return useQuery({
    queryKey: storyToolListKey,
    queryFn: ({ signal }) => listStoryTools(apiClient, {}, { signal }),
  });
}

/** The tools a book's editor offers (its kind, not hidden, in the author's order). */
export function useBookStoryTools(bookId: Id, type?: ToolType) {
  return useQuery({
    queryKey: bookStoryToolsKey(bookId, type),
    queryFn: ({ signal }) => listBookStoryTools(apiClient, bookId, type ? { type } : {}, { signal }),
  });
}

/** Creates an own tool (sent as a multipart form, with its icon when chosen). */
export function useCreateStoryTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStoryToolInput) => createStoryTool(apiClient, input),
    onSuccess: () => refreshStoryTools(queryClient),
  });
}

export function useUpdateStoryTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: Id; input: UpdateStoryToolInput }) => updateStoryTool(apiClient, id, input),
    onSuccess: () => refreshStoryTools(queryClient),
  });
}

export function useDeleteStoryTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => deleteStoryTool(apiClient, id),
    onSuccess: () => refreshStoryTools(queryClient),
  });
}

/** The author's hide, place and model for a tool (global ones too). */
export function useUpdateStoryToolSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: Id; body: StoryToolSettingsBody }) => updateStoryToolSettings(apiClient, id, body),
    onSuccess: () => refreshStoryTools(queryClient),
  });
}

/** One step of a tool as the AI proxy request to send for the run's texts, with its estimated cost. */
export function useCompileStoryToolStep(bookId: Id) {
  return useMutation({
    mutationFn: ({ toolId, stepIndex, body }: { toolId: Id; stepIndex: number; body: CompileStoryToolBody }) =>
      compileStoryToolStep(apiClient, { bookId, toolId, stepIndex }, body),
  });
}

import { compileAiPlotTemplate, listAiPlotTemplates, restoreAiPlotTemplate, updateAiPlotTemplate } from "@storyloom/api/client";
import type {
  AiPlotTemplateAnswer,
  AiPlotTemplateListAnswer,
  AiPlotTemplateView,
  CompileAiPlotTemplateBody,
  CompiledToolView,
  UpdateAiPlotTemplateBody,
} from "@storyloom/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import type { Id } from "./session.ts";

export const aiPlotTemplatesKey = ["ai", "plotTemplates"] as const;

/** The five AI plot templates as the author has them: their own copy where they edited one, else the global default. */
export function useAiPlotTemplates() {
  return useQuery({
    queryKey: aiPlotTemplatesKey,
    queryFn: ({ signal }) => listAiPlotTemplates(apiClient, { signal }),
  });
}

/**
 * The list with `template` in place of the one of its type: there is one per
 * type, and its id changes when the first edit makes the author's copy or a
 * restore goes back to the global one.
 */
export function replaceTemplate(list: readonly AiPlotTemplateView[], template: AiPlotTemplateView): AiPlotTemplateView[] {
  return list.map((entry) => (entry.type === template.type ? template : entry));
}

function keepAnswer(queryClient: QueryClient, answer: AiPlotTemplateAnswer): void {
  queryClient.setQueryData<AiPlotTemplateListAnswer>(aiPlotTemplatesKey, (current) =>
    current ? { aiPlotTemplates: replaceTemplate(current.aiPlotTemplates, answer.aiPlotTemplate) } : current,
  );
}

/** Saves the author's own copy of a template; the answer takes its place in the list. */
export function useUpdateAiPlotTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: Id; body: UpdateAiPlotTemplateBody }) => updateAiPlotTemplate(apiClient, id, body),
    onSuccess: (answer) => keepAnswer(queryClient, answer),
  });
}

/** Deletes the author's copy: the global default comes back in its place. */
export function useRestoreAiPlotTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => restoreAiPlotTemplate(apiClient, id),
    onSuccess: (answer) => keepAnswer(queryClient, answer),
  });
}

/** The exact prompt a template makes for one of the author's books, and what a run would cost. Nothing is charged. */
export function useCompileAiPlotTemplate() {
  return useMutation({
    mutationFn: ({ id, body }: { id: Id; body: CompileAiPlotTemplateBody }): Promise<CompiledToolView> => compileAiPlotTemplate(apiClient, id, body),
  });
}

import { checkContinuity } from "@storyloom/api/client";
import type { ContinuityBibleUpdateView, ContinuityCheckBody } from "@storyloom/api/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshAiSpending } from "./ai.ts";
import { apiClient } from "./client.ts";
import type { Id } from "./session.ts";
import { useUpdateCharacter, useUpdateLore } from "./storyBible.ts";

/** Runs the chapter's continuity check; with the AI, the balance and usage are asked again after (it was charged). */
export function useCheckContinuity(bookId: Id, chapterId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContinuityCheckBody) => checkContinuity(apiClient, bookId, chapterId, body),
    onSettled: (_answer, _error, body) => (body.useAi ? refreshAiSpending(queryClient) : undefined),
  });
}

/** Applies a finding's story bible change through the character or lore PATCH (the story bible screen's lists are updated with it). */
export function useApplyBibleUpdate(bookId: Id) {
  const updateCharacter = useUpdateCharacter(bookId);
  const updateLore = useUpdateLore(bookId);
  return useMutation({
    mutationFn: async (update: ContinuityBibleUpdateView) => {
      if (update.entity === "CHARACTER") {
        if (update.field === "description") throw new Error("A character has no description field.");
        await updateCharacter.mutateAsync({ characterId: update.id, body: { [update.field]: update.value } });
      } else await updateLore.mutateAsync({ loreId: update.id, body: { description: update.value } });
    },
  });
}

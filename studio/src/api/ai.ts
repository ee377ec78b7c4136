import { getAiPreferences, getAiStatus, getAiUsage, getBalance, saveAiPreferences, startAiTopUp } from "@storyloom/api/client";
import type { AiPreferencesAnswer, AiPreferencesBody } from "@storyloom/api/client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import { STUDIO_PAGE_SIZE } from "./paging.ts";

const aiKey = ["ai"] as const;
const aiStatusKey = [...aiKey, "status"] as const;
const aiPreferencesKey = [...aiKey, "preferences"] as const;
const aiUsageKey = [...aiKey, "usage"] as const;
const balanceKey = ["balance"] as const;

/** Which AI providers this server has (and why not), whether they are the simulator, and the priced models. */
export function useAiStatus() {
  return useQuery({
    queryKey: aiStatusKey,
    queryFn: ({ signal }) => getAiStatus(apiClient, { signal }),
    // The server's configuration and price table change only with a restart.
    staleTime: 5 * 60_000,
  });
}

export function useAiPreferences() {
  return useQuery({
    queryKey: aiPreferencesKey,
    queryFn: ({ signal }) => getAiPreferences(apiClient, { signal }),
  });
}

/** Saves the AI preferences; the answer replaces the cached ones, so the form shows what the server kept. */
export function useSaveAiPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AiPreferencesBody) => saveAiPreferences(apiClient, body),
    onSuccess: (answer: AiPreferencesAnswer) => queryClient.setQueryData(aiPreferencesKey, answer),
  });
}

/** The author's AI usage over the last `days` days. */
export function useAiUsage(days: number) {
  return useQuery({
    queryKey: [...aiUsageKey, { days }],
    queryFn: ({ signal }) => getAiUsage(apiClient, { days }, { signal }),
    // Keeps the previous period on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** The AI balance with one page of its transactions, newest first. */
export function useBalance(page: number) {
  return useQuery({
    queryKey: [...balanceKey, { page, pageSize: STUDIO_PAGE_SIZE }],
    queryFn: ({ signal }) => getBalance(apiClient, { page, pageSize: STUDIO_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** After a run: the balance, its history and the usage have changed. */
export function refreshAiSpending(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: balanceKey }), queryClient.invalidateQueries({ queryKey: aiUsageKey })]).then(() => undefined);
}

/** Starts a top-up of the AI balance by `amount` cents: the browser leaves for the provider's checkout page. */
export function useStartAiTopUp() {
  return useMutation({
    mutationFn: (amount: number) => startAiTopUp(apiClient, { amount }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

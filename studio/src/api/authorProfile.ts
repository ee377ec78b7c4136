import { connectPayoutAccount, disconnectPayoutAccount, getAuthorProfile, updateAuthorProfile } from "@storyloom/api/client";
import type { AuthorProfileAnswer, UpdateAuthorProfileBody } from "@storyloom/api/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "./client.ts";

const authorProfileKey = ["authorProfile"] as const;

/** The signed-in author's profile (GET /author-profiles). */
export function useAuthorProfile() {
  return useQuery({
    queryKey: authorProfileKey,
    queryFn: ({ signal }) => getAuthorProfile(apiClient, { signal }),
  });
}

/** Saves profile fields; the answer replaces the cached profile, so every screen shows what the server kept. */
export function useUpdateAuthorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAuthorProfileBody) => updateAuthorProfile(apiClient, body),
    onSuccess: (answer: AuthorProfileAnswer) => queryClient.setQueryData(authorProfileKey, answer),
  });
}

/** Opens the provider's onboarding for the author's payout account (the browser leaves the studio). */
export function useConnectPayoutAccount() {
  return useMutation({
    mutationFn: () => connectPayoutAccount(apiClient),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Disconnects the payout account; the answer replaces the cached profile. */
export function useDisconnectPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectPayoutAccount(apiClient),
    onSuccess: (answer: AuthorProfileAnswer) => queryClient.setQueryData(authorProfileKey, answer),
  });
}

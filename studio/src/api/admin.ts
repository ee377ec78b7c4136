import { grantPromoCredit, liftAiSuspension, listAdminUsers, setUserStatus, startImpersonation, stopImpersonation } from "@storyloom/api/client";
import type { AdminUserView, ListAdminUsersQuery, UserStatus } from "@storyloom/api/client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import { STUDIO_PAGE_SIZE } from "./paging.ts";
import type { Id } from "./session.ts";

export type AdminUserSearch = Required<Pick<ListAdminUsersQuery, "query" | "page">>;

const adminUsersKey = ["admin", "users"] as const;

/** One page of users matching `query` (admins only). */
export function useAdminUsers({ query, page }: AdminUserSearch) {
  return useQuery({
    queryKey: [...adminUsersKey, { query, page, pageSize: STUDIO_PAGE_SIZE }],
    queryFn: ({ signal }) => listAdminUsers(apiClient, { query, page, pageSize: STUDIO_PAGE_SIZE }, { signal }),
    // Keeps the current rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * Starts impersonating a user. The session changes under every cached query,
 * so the caller leaves with a full page load rather than patching the cache.
 */
export function useStartImpersonation() {
  return useMutation({
    mutationFn: (userId: Id) => startImpersonation(apiClient, { userId }),
  });
}

/** Stops impersonating and restores the admin's own session; `{}` when the admin's own account is gone. */
export function useStopImpersonation() {
  return useMutation({
    mutationFn: () => stopImpersonation(apiClient),
  });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, status }: { user: AdminUserView; status: UserStatus }) => setUserStatus(apiClient, user.id, { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}

/** Lifts the AI suspension a moderation flag set on a user's author profile. */
export function useLiftAiSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUserView) => liftAiSuspension(apiClient, user.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}

/** Gives an account promotional AI credit (cents), with an optional note for its history. */
export function useGrantPromoCredit() {
  return useMutation({
    mutationFn: ({ user, amount, note }: { user: AdminUserView; amount: number; note: string }) =>
      grantPromoCredit(apiClient, user.id, { amount, ...(note.trim() ? { note } : {}) }),
  });
}

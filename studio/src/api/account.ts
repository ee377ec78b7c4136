import { changeEmail, changePassword, deleteAccount, signOutOtherSessions } from "@storyloom/api/client";
import type { ChangeEmailBody, ChangePasswordBody, DeleteAccountBody } from "@storyloom/api/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "./client.ts";
import { sessionQueryKey } from "./session.ts";

export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(apiClient, body) });
}

/** The session carries the e-mail: it is read again once the address changed. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => changeEmail(apiClient, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

export function useSignOutOtherSessions() {
  return useMutation({ mutationFn: () => signOutOtherSessions(apiClient) });
}

/** Deletes the account; the browser then leaves the studio (the session is gone). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (body: DeleteAccountBody) => deleteAccount(apiClient, body) });
}

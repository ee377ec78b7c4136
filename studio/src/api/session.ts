import type { AuthSession } from "@storyloom/api/client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { storefrontPaths } from "../paths.ts";
import { authClient } from "./client.ts";

/** Ids are bigint identities that the API sends as JSON numbers (all below 2^53). */
export type Id = number;

export type Session = AuthSession;
export type SessionUser = AuthSession["user"];

export const sessionQueryKey = ["session"] as const;

export const ADMIN_PERMISSION = "ADMIN" as const;

export function isAdmin(user: SessionUser): boolean {
  return user.permissions.includes(ADMIN_PERMISSION);
}

export function isImpersonating(user: SessionUser): boolean {
  return user.adminId !== undefined;
}

/** Where a signed-out visitor of a studio page is sent (docs/product.md, Screens and routes; Errors: SessionRequired with a callback URL). */
export function loginUrlFor(currentHref: string): string {
  return `${storefrontPaths.login}?error=SessionRequired&callbackUrl=${encodeURIComponent(currentHref)}`;
}

/** The session (null when signed out), refetched whenever the window regains focus (docs/product.md, API calls). */
export function useSessionQuery() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => authClient.getSession(),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/**
 * Signs out; the auth client then loads the url the API answers (the sign-in
 * page), which also drops everything cached for this user.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: () => authClient.signOut({ callbackUrl: `${window.location.origin}${storefrontPaths.login}` }),
  });
}

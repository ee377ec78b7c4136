/** /api/v1/admin: the user list, suspension and impersonation (admins only). Browser-safe. */
import type { z } from "zod";
import type { Page } from "../presenters/views/paging.ts";
import type { SessionAnswer } from "../presenters/views/sessions.ts";
import type { AdminUserView, UserStatus } from "../presenters/views/users.ts";
import type {
  adminUserAnswer,
  adminUserPage,
  listUsersQuery,
  promoCreditAnswer,
  promoCreditBody,
  startImpersonationBody,
  updateUserStatusBody,
} from "../routes/admin/schema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";

export type { AdminUserView, Page, SessionAnswer, UserStatus };

export type ListAdminUsersQuery = QueryOf<typeof listUsersQuery>;
export type UpdateUserStatusBody = z.input<typeof updateUserStatusBody>;
export type StartImpersonationBody = z.input<typeof startImpersonationBody>;
export type PromoCreditBody = z.input<typeof promoCreditBody>;

export type AdminUserPage = z.output<typeof adminUserPage>;
export type AdminUserAnswer = z.output<typeof adminUserAnswer>;
/** The account credited, the credit in cents and its balance after it in micro-cents. */
export type PromoCreditAnswer = z.output<typeof promoCreditAnswer>;

/** GET /admin/users: one page of accounts, newest first, filtered by e-mail or name. */
export function listAdminUsers(client: ApiClient, query: ListAdminUsersQuery = {}, options?: CallOptions): Promise<AdminUserPage> {
  return client.get<AdminUserPage>("/admin/users", { ...options, query });
}

/** PATCH /admin/users/{id}: suspends or reactivates an account; suspension ends its sessions. */
export function setUserStatus(client: ApiClient, userId: number, body: UpdateUserStatusBody, options?: CallOptions): Promise<AdminUserAnswer> {
  return client.patch<AdminUserAnswer>(`/admin/users/${encodeURIComponent(userId)}`, body, options);
}

/** DELETE /admin/users/{id}/ai-suspension: gives an author back the AI tools a moderation flag suspended. */
export function liftAiSuspension(client: ApiClient, userId: number, options?: CallOptions): Promise<AdminUserAnswer> {
  return client.del<AdminUserAnswer>(`/admin/users/${encodeURIComponent(userId)}/ai-suspension`, options);
}

/** POST /admin/users/{id}/promo-credit: adds promotional AI credit (cents); answers the account and its balance in micro-cents. */
export function grantPromoCredit(client: ApiClient, userId: number, body: PromoCreditBody, options?: CallOptions): Promise<PromoCreditAnswer> {
  return client.post<PromoCreditAnswer>(`/admin/users/${encodeURIComponent(userId)}/promo-credit`, body, options);
}

/** POST /admin/impersonation: acts as another account; the answer is the new session, which carries adminId. */
export function startImpersonation(client: ApiClient, body: StartImpersonationBody, options?: CallOptions): Promise<SessionAnswer> {
  return client.post<SessionAnswer>("/admin/impersonation", body, options);
}

/** DELETE /admin/impersonation: restores the admin's own session; `{}` when the admin may no longer act. */
export function stopImpersonation(client: ApiClient, options?: CallOptions): Promise<SessionAnswer> {
  return client.del<SessionAnswer>("/admin/impersonation", options);
}

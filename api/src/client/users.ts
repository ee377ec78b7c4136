/** /api/v1/users: sign-up, e-mail availability, password recovery, redirect tokens. Browser-safe. */
import type { z } from "zod";
import type { DoneAnswer } from "../presenters/views/done.ts";
import type { RedirectTokenView } from "../presenters/views/users.ts";
import type {
  createUserBody,
  isEmailTakenAnswer,
  isEmailTakenQuery,
  passwordResetBody,
  passwordResetConfirmBody,
  redirectTokenBody,
  signUpAnswer,
} from "../routes/users/schema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";

/** DoneAnswer: the answer of calls whose only news is that they were done. */
export type { DoneAnswer, RedirectTokenView };

export type SignUpBody = z.input<typeof createUserBody>;
export type IsEmailTakenQuery = QueryOf<typeof isEmailTakenQuery>;
export type PasswordResetBody = z.input<typeof passwordResetBody>;
export type PasswordResetConfirmBody = z.input<typeof passwordResetConfirmBody>;
export type RedirectTokenBody = z.input<typeof redirectTokenBody>;

export type SignUpAnswer = z.output<typeof signUpAnswer>;
export type IsEmailTakenAnswer = z.output<typeof isEmailTakenAnswer>;

/** POST /users: creates an account with a reader and an author profile; it does not sign in. */
export function signUp(client: ApiClient, body: SignUpBody, options?: CallOptions): Promise<SignUpAnswer> {
  return client.post<SignUpAnswer>("/users", body, options);
}

/** GET /users/is-email-taken: whether an account already uses the address. */
export function checkEmailTaken(client: ApiClient, query: IsEmailTakenQuery, options?: CallOptions): Promise<IsEmailTakenAnswer> {
  return client.get<IsEmailTakenAnswer>("/users/is-email-taken", { ...options, query });
}

/** POST /users/password-reset: mails a recovery link; answers the same whether the address has an account or not. */
export function requestPasswordReset(client: ApiClient, body: PasswordResetBody, options?: CallOptions): Promise<DoneAnswer> {
  return client.post<DoneAnswer>("/users/password-reset", body, options);
}

/** POST /users/password-reset/confirm: sets the new password of a recovery link's token. */
export function confirmPasswordReset(client: ApiClient, body: PasswordResetConfirmBody, options?: CallOptions): Promise<DoneAnswer> {
  return client.post<DoneAnswer>("/users/password-reset/confirm", body, options);
}

/** POST /users/redirect-token: the consent page's POST; the URL on the custom domain that signs this reader in there (docs/security.md). */
export function createRedirectToken(client: ApiClient, body: RedirectTokenBody, options?: CallOptions): Promise<RedirectTokenView> {
  return client.post<RedirectTokenView>("/users/redirect-token", body, options);
}

/** /api/v1/account: the signed-in person's own e-mail, password and sessions. Browser-safe. */
import type { z } from "zod";
import type {
  changeEmailAnswer,
  changeEmailBody,
  changePasswordAnswer,
  changePasswordBody,
  deleteAccountAnswer,
  deleteAccountBody,
  signOutOthersAnswer,
} from "../routes/account/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";

export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type ChangeEmailBody = z.input<typeof changeEmailBody>;
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** POST /account/password: answers how many other sessions ended. */
export function changePassword(client: ApiClient, body: ChangePasswordBody, options?: CallOptions): Promise<z.output<typeof changePasswordAnswer>> {
  return client.post("/account/password", body, options);
}

/** POST /account/email: the account with its new address, and how many other sessions ended. */
export function changeEmail(client: ApiClient, body: ChangeEmailBody, options?: CallOptions): Promise<z.output<typeof changeEmailAnswer>> {
  return client.post("/account/email", body, options);
}

/** POST /account/sign-out-others: signs out every other browser and device. */
export function signOutOtherSessions(client: ApiClient, options?: CallOptions): Promise<z.output<typeof signOutOthersAnswer>> {
  return client.post("/account/sign-out-others", {}, options);
}

/** DELETE /account: deletes the signed-in account (its password and DELETE typed to confirm); the session ends. */
export function deleteAccount(client: ApiClient, body: DeleteAccountBody, options?: CallOptions): Promise<z.output<typeof deleteAccountAnswer>> {
  return client.del("/account", { ...options, body });
}

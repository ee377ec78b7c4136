import { z } from "zod";
import { count } from "../../presenters/views/paging.ts";
import { userView } from "../../presenters/views/users.ts";
import { PASSWORD_MAX_LENGTH, REQUIRED, emailSchema, newPasswordSchema } from "../users/schema.ts";

const currentPassword = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : "Must be text.") })
  .min(1, REQUIRED)
  .max(PASSWORD_MAX_LENGTH, `Input can't be longer than ${PASSWORD_MAX_LENGTH} characters.`);

export const changePasswordBody = z.strictObject({ currentPassword, newPassword: newPasswordSchema });

export const changeEmailBody = z.strictObject({ currentPassword, email: emailSchema });

/** POST sign-out-others takes no fields; like every body, unknown ones are refused. */
export const signOutOthersBody = z.strictObject({});

/** DELETE /account: the current password, and the word DELETE typed to confirm. */
export const deleteAccountBody = z.strictObject({
  currentPassword,
  confirm: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : "Must be text.") })
    .max(20, "Input can't be longer than 20 characters."),
});

// Answers (presenters/views/users.ts holds the account's shape).

const endedSessions = () => count().describe("How many other sessions ended.");
export const changePasswordAnswer = z.object({ ok: z.boolean(), endedSessions: endedSessions() });
export const changeEmailAnswer = z.object({ user: userView.describe("The account with its new address."), endedSessions: endedSessions() });
export const signOutOthersAnswer = z.object({ endedSessions: endedSessions() });
export const deleteAccountAnswer = z.object({
  deleted: z.boolean(),
  cancelledSubscriptions: count().describe("The subscriptions the account paid for, cancelled with it."),
});

import { z } from "zod";
import { microCents } from "../../presenters/views/ai.ts";
import { count, pageOf } from "../../presenters/views/paging.ts";
import { adminUserView } from "../../presenters/views/users.ts";
import { pathId, wholeNumber } from "../schemaParts.ts";

const id = pathId;

export const listUsersQuery = z.strictObject({
  query: z.string({ error: "Must be text." }).trim().max(200, "Input can't be longer than 200 characters.").optional(),
  page: wholeNumber().pipe(z.number().min(1, "Must be at least 1.")).optional().default(1),
  pageSize: wholeNumber().pipe(z.number().min(1, "Must be at least 1.").max(100, "Must be at most 100.")).optional().default(25),
});

export const userIdParams = z.strictObject({ id });

export const updateUserStatusBody = z.strictObject({
  status: z.enum(["ACTIVE", "SUSPENDED"], {
    error: (issue) => (issue.input === undefined ? "This field is required." : "Must be one of: ACTIVE, SUSPENDED."),
  }),
});

export const startImpersonationBody = z.strictObject({
  userId: z
    .number({ error: (issue) => (issue.input === undefined ? "This field is required." : "Must be a whole number.") })
    .int("Must be a whole number.")
    .positive("Must be a whole number.")
    .max(Number.MAX_SAFE_INTEGER, "Must be a whole number."),
});

/** DELETE /impersonation takes no fields; like every body, unknown ones are refused. */
export const stopImpersonationBody = z.strictObject({});

/** Promotional AI credit in cents, with an optional note kept in the account's history. */
export const promoCreditBody = z.strictObject({
  amount: z
    .number({ error: (issue) => (issue.input === undefined ? "This field is required." : "Must be a whole number of cents.") })
    .int("Must be a whole number of cents."),
  note: z.string({ error: "Must be text." }).trim().max(200, "Input can't be longer than 200 characters.").optional(),
});

// Answers (presenters/views/users.ts holds the shapes; impersonation answers the session, presenters/views/sessions.ts's sessionAnswer).

export const adminUserPage = pageOf(adminUserView);
export const adminUserAnswer = z.object({ user: adminUserView });
export const promoCreditAnswer = z.object({
  user: adminUserView,
  credited: count().describe("The credit given, in cents."),
  balance: microCents().describe("The account's balance after it, in micro-cents."),
});

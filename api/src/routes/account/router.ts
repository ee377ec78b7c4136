import { changeEmail } from "@storyloom/domain/services/account/changeEmail.ts";
import { changePassword } from "@storyloom/domain/services/account/changePassword.ts";
import { deleteAccount } from "@storyloom/domain/services/account/deleteAccount.ts";
import { clearSessionCookie } from "../../auth/cookies.ts";
import { endOtherSessions } from "@storyloom/domain/services/account/endOtherSessions.ts";
import { clientAddressKey } from "../../middlewares/clientAddress.ts";
import { presentUser } from "../../presenters/users.ts";
import { defineRoute } from "../defineRoute.ts";
import {
  changeEmailAnswer,
  changeEmailBody,
  changePasswordAnswer,
  changePasswordBody,
  deleteAccountAnswer,
  deleteAccountBody,
  signOutOthersAnswer,
  signOutOthersBody,
} from "./schema.ts";

/** /api/v1/account: the signed-in person's own e-mail, password and sessions (/my-account). */
export const changeAccountPassword = defineRoute({
  method: "POST",
  path: "/api/v1/account/password",
  summary: "A new password, given the current one; every other session ends.",
  auth: "signedIn",
  authorize: "account.manage",
  schema: { body: changePasswordBody, response: changePasswordAnswer },
  handler: async ({ actor, session, body, deps, req, authorize }) => {
    authorize({ id: actor.userId });
    const { endedSessions } = await deps.knex.transaction((trx) =>
      changePassword({ trx, session, ...body, limiter: deps.limiters.signIn, clientAddress: clientAddressKey(req) }),
    );
    return { ok: true, endedSessions };
  },
});

export const changeAccountEmail = defineRoute({
  method: "POST",
  path: "/api/v1/account/email",
  summary: "A new sign-in e-mail, given the current password; every other session ends.",
  auth: "signedIn",
  authorize: "account.manage",
  schema: { body: changeEmailBody, response: changeEmailAnswer },
  handler: async ({ actor, session, body, deps, req, authorize }) => {
    authorize({ id: actor.userId });
    const { user, endedSessions } = await deps.knex.transaction((trx) =>
      changeEmail({ trx, session, ...body, limiter: deps.limiters.signIn, clientAddress: clientAddressKey(req) }),
    );
    return { user: presentUser(user), endedSessions };
  },
});

export const signOutOtherSessions = defineRoute({
  method: "POST",
  path: "/api/v1/account/sign-out-others",
  summary: "Signs the account out of every other browser and device.",
  auth: "signedIn",
  authorize: "account.manage",
  schema: { body: signOutOthersBody, response: signOutOthersAnswer },
  handler: async ({ actor, session, deps, authorize }) => {
    authorize({ id: actor.userId });
    const endedSessions = await deps.knex.transaction((trx) => endOtherSessions({ trx, session }));
    return { endedSessions };
  },
});

export const deleteOwnAccount = defineRoute({
  method: "DELETE",
  path: "/api/v1/account",
  summary:
    "Deletes the signed-in account, given its password and DELETE typed to confirm: personal data goes, money records stay anonymised; the session ends.",
  auth: "signedIn",
  authorize: "account.manage",
  schema: { body: deleteAccountBody, response: deleteAccountAnswer },
  handler: async ({ actor, session, body, deps, req, res, authorize }) => {
    authorize({ id: actor.userId });
    const { cancelledSubscriptions } = await deleteAccount({
      knex: deps.knex,
      payments: deps.payments,
      session,
      currentPassword: body.currentPassword,
      confirm: body.confirm,
      limiter: deps.limiters.signIn,
      clientAddress: clientAddressKey(req),
    });
    clearSessionCookie(res, deps.config);
    return { deleted: true, cancelledSubscriptions };
  },
});

export const accountRoutes = [changeAccountPassword, changeAccountEmail, signOutOtherSessions, deleteOwnAccount];

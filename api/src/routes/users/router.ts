import { confirmPasswordReset } from "@storyloom/domain/services/users/confirmPasswordReset.ts";
import { grantSite } from "@storyloom/domain/services/sessions/siteGrants.ts";
import { createUser } from "@storyloom/domain/services/users/createUser.ts";
import { isEmailTaken } from "@storyloom/domain/services/users/isEmailTaken.ts";
import { requestPasswordReset } from "@storyloom/domain/services/users/requestPasswordReset.ts";
import { verifyCsrf } from "../../auth/csrf.ts";
import { clientAddressKey } from "../../middlewares/clientAddress.ts";
import { presentUser } from "../../presenters/users.ts";
import { defineRoute } from "../defineRoute.ts";
import { doneView } from "../../presenters/views/done.ts";
import {
  createUserBody,
  isEmailTakenAnswer,
  isEmailTakenQuery,
  passwordResetBody,
  passwordResetConfirmBody,
  redirectTokenAnswer,
  redirectTokenBody,
  signUpAnswer,
} from "./schema.ts";

/** /api/v1/users: sign-up, e-mail availability, password recovery, redirect tokens. */
export const signUp = defineRoute({
  method: "POST",
  path: "/api/v1/users",
  summary: "Creates an account with a reader and an author profile (sign-up).",
  auth: "public",
  authorize: "public",
  schema: { body: createUserBody, response: signUpAnswer },
  status: 201,
  handler: async ({ body, deps, req }) => {
    await deps.limiters.signUp.consume({ address: clientAddressKey(req) });
    const user = await deps.knex.transaction((trx) => createUser({ trx, ...body }));
    return { user: presentUser(user) };
  },
});

export const checkEmailTaken = defineRoute({
  method: "GET",
  path: "/api/v1/users/is-email-taken",
  summary: "Whether an account already uses an e-mail address.",
  auth: "public",
  authorize: "public",
  schema: { query: isEmailTakenQuery, response: isEmailTakenAnswer },
  handler: async ({ query, deps, req }) => {
    await deps.limiters.emailCheck.consume({ address: clientAddressKey(req) });
    return { isEmailTaken: await isEmailTaken({ db: deps.knex, email: query.email }) };
  },
});

export const startPasswordReset = defineRoute({
  method: "POST",
  path: "/api/v1/users/password-reset",
  summary: "Mails a one-hour recovery link; answers the same whether the address has an account or not.",
  auth: "public",
  authorize: "public",
  schema: { body: passwordResetBody, response: doneView },
  status: 202,
  handler: async ({ body, deps, req }) => {
    const { config, knex, jobs, limiters } = deps;
    const clientAddress = clientAddressKey(req);
    await knex.transaction((trx) =>
      requestPasswordReset({ trx, jobs, limiter: limiters.passwordReset, publicUrl: config.publicUrl, email: body.email, clientAddress }),
    );
    return { ok: true };
  },
});

export const finishPasswordReset = defineRoute({
  method: "POST",
  path: "/api/v1/users/password-reset/confirm",
  summary: "Sets a new password from a recovery link and ends every session acting with the account's rights.",
  auth: "public",
  authorize: "public",
  schema: { body: passwordResetConfirmBody, response: doneView },
  handler: async ({ body, deps }) => {
    await deps.knex.transaction((trx) => confirmPasswordReset({ trx, ...body }));
    return { ok: true };
  },
});

export const issueRedirectToken = defineRoute({
  method: "POST",
  path: "/api/v1/users/redirect-token",
  summary:
    "The consent page's POST: a one-time code (rt) signing this reader in on a live custom domain, for that domain's flow (state, PKCE challenge); never for admins or impersonations.",
  auth: "signedIn",
  authorize: "user.createRedirectToken",
  schema: { body: redirectTokenBody, response: redirectTokenAnswer },
  handler: async ({ actor, session, body, deps, req, authorize }) => {
    authorize({ id: actor.userId });
    const { config, knex } = deps;
    verifyCsrf(req, config, body.csrfToken);
    const { url } = await knex.transaction((trx) =>
      grantSite({ trx, actor, session, publicUrl: config.publicUrl, redirectTo: body.redirectTo, state: body.state, codeChallenge: body.codeChallenge }),
    );
    return { url };
  },
});

export const usersRoutes = [signUp, checkEmailTaken, startPasswordReset, finishPasswordReset, issueRedirectToken];

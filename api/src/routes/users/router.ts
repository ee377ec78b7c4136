import express from "express";
import type { Knex } from "@storyloom/db";
import type { Config } from "../../config.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import { requireSession, requireSignedIn } from "../../middlewares/authenticate.ts";
import { clientAddressKey } from "../../middlewares/rateLimit.ts";
import type { FailureLimiter } from "../../middlewares/rateLimit.ts";
import { validate } from "../../middlewares/validate.ts";
import { authorize } from "../../policies/index.ts";
import { presentUser } from "../../presenters/users.ts";
import { confirmPasswordReset } from "../../services/users/confirmPasswordReset.ts";
import { createRedirectToken } from "../../services/users/createRedirectToken.ts";
import { createUser } from "../../services/users/createUser.ts";
import { isEmailTaken } from "../../services/users/isEmailTaken.ts";
import { requestPasswordReset } from "../../services/users/requestPasswordReset.ts";
import { createUserBody, isEmailTakenQuery, passwordResetBody, passwordResetConfirmBody, redirectTokenBody } from "./schema.ts";
import type { CreateUserBody, IsEmailTakenQuery, PasswordResetBody, PasswordResetConfirmBody, RedirectTokenBody } from "./schema.ts";

/** /api/v1/users: sign-up, e-mail availability, password recovery, redirect tokens. */
export interface UsersRouterDeps {
  config: Config;
  knex: Knex;
  jobs: JobQueue;
  passwordResetLimiter: FailureLimiter;
  /** Per client address: sign-ups and availability checks are open to anyone, so both are bounded. */
  signUpLimiter: FailureLimiter;
  emailCheckLimiter: FailureLimiter;
}

export function createUsersRouter(deps: UsersRouterDeps): express.Router {
  const { config, knex, jobs } = deps;
  const router = express.Router();

  router.post("/", validate({ body: createUserBody }), async (req, res) => {
    const body = req.body as CreateUserBody;
    await deps.signUpLimiter.consume([`address:${clientAddressKey(req)}`]);
    const user = await knex.transaction((trx) => createUser({ trx, ...body }));
    res.status(201).json({ user: presentUser(user) });
  });

  router.get("/is-email-taken", validate({ query: isEmailTakenQuery }), async (req, res) => {
    const { email } = req.query as IsEmailTakenQuery;
    await deps.emailCheckLimiter.consume([`address:${clientAddressKey(req)}`]);
    res.json({ isEmailTaken: await isEmailTaken({ db: knex, email }) });
  });

  router.post("/password-reset", validate({ body: passwordResetBody }), async (req, res) => {
    const { email } = req.body as PasswordResetBody;
    const limiter = deps.passwordResetLimiter;
    const clientAddress = clientAddressKey(req);
    await knex.transaction((trx) => requestPasswordReset({ trx, jobs, limiter, publicUrl: config.publicUrl, email, clientAddress }));
    res.status(202).json({ ok: true });
  });

  router.post("/password-reset/confirm", validate({ body: passwordResetConfirmBody }), async (req, res) => {
    const body = req.body as PasswordResetConfirmBody;
    await knex.transaction((trx) => confirmPasswordReset({ trx, ...body }));
    res.json({ ok: true });
  });

  router.post("/redirect-token", requireSignedIn, validate({ body: redirectTokenBody }), async (req, res) => {
    const { actor } = requireSession(req);
    const { redirectTo } = req.body as RedirectTokenBody;
    authorize(actor, "user.createRedirectToken", { id: actor.userId });
    const result = await knex.transaction((trx) => createRedirectToken({ trx, knex, actor, publicUrl: config.publicUrl, redirectTo }));
    res.json(result);
  });

  return router;
}

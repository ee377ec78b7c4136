import { actorForSession } from "@storyloom/domain/auth/sessions.ts";
import { findAdminTarget } from "@storyloom/domain/services/admin/findAdminTarget.ts";
import { listUsers } from "@storyloom/domain/services/admin/listUsers.ts";
import { startImpersonation } from "@storyloom/domain/services/admin/startImpersonation.ts";
import { stopImpersonation } from "@storyloom/domain/services/admin/stopImpersonation.ts";
import { updateUserStatus } from "@storyloom/domain/services/admin/updateUserStatus.ts";
import { liftAiSuspension } from "@storyloom/domain/services/admin/liftAiSuspension.ts";
import { grantPromoCredit } from "@storyloom/domain/services/admin/grantPromoCredit.ts";
import { recordAdminAction } from "@storyloom/domain/services/admin/recordAdminAction.ts";
import { clearSessionCookie, setSessionCookie } from "../../auth/cookies.ts";
import { presentSession } from "../../presenters/sessions.ts";
import { presentAdminUser } from "../../presenters/users.ts";
import { defineRoute } from "../defineRoute.ts";
import { sessionAnswer } from "../../presenters/views/sessions.ts";
import {
  adminUserAnswer,
  adminUserPage,
  listUsersQuery,
  promoCreditAnswer,
  promoCreditBody,
  startImpersonationBody,
  stopImpersonationBody,
  updateUserStatusBody,
  userIdParams,
} from "./schema.ts";

/** /api/v1/admin: the user list, suspension and impersonation. */
export const listAdminUsers = defineRoute({
  method: "GET",
  path: "/api/v1/admin/users",
  summary: "Admins: one page of accounts, newest first, filtered by e-mail or name.",
  auth: "admin",
  authorize: "admin.listUsers",
  schema: { query: listUsersQuery, response: adminUserPage },
  handler: async ({ query, deps }) => {
    const { query: search, page, pageSize } = query;
    const { items, total } = await listUsers({ db: deps.knex, query: search, page, pageSize });
    return { items: items.map(presentAdminUser), total, page, pageSize };
  },
});

export const setUserStatus = defineRoute({
  method: "PATCH",
  path: "/api/v1/admin/users/:id",
  summary: "Admins: suspends or reactivates an account; suspension ends its sessions.",
  auth: "admin",
  authorize: "admin.updateUserStatus",
  schema: { params: userIdParams, body: updateUserStatusBody, response: adminUserAnswer },
  handler: async ({ params, body, actor, deps, authorize }) => {
    const user = await deps.knex.transaction(async (trx) => {
      const target = await findAdminTarget(trx, params.id);
      authorize(target);
      const updated = await updateUserStatus({ trx, userId: params.id, status: body.status });
      const action = body.status === "SUSPENDED" ? "user.suspend" : "user.restore";
      await recordAdminAction({ trx, actor, action, subject: { type: "user", id: params.id }, details: { from: target.status, to: body.status } });
      return updated;
    });
    return { user: presentAdminUser(user) };
  },
});

export const givePromoCredit = defineRoute({
  method: "POST",
  path: "/api/v1/admin/users/:id/promo-credit",
  summary: "Admins: adds promotional AI credit (in cents) to an account's balance, recorded as a PROMO transaction with an optional note.",
  auth: "admin",
  authorize: "admin.grantPromoCredit",
  schema: { params: userIdParams, body: promoCreditBody, response: promoCreditAnswer },
  handler: async ({ params, body, actor, deps, authorize }) => {
    const { user, balance } = await deps.knex.transaction(async (trx) => {
      authorize(await findAdminTarget(trx, params.id));
      const granted = await grantPromoCredit({ trx, userId: params.id, amount: body.amount, note: body.note });
      const details = { amount: body.amount, note: body.note ?? null };
      await recordAdminAction({ trx, actor, action: "user.promoCredit", subject: { type: "user", id: params.id }, details });
      return granted;
    });
    return { user: presentAdminUser(user), credited: body.amount, balance };
  },
});

export const liftUserAiSuspension = defineRoute({
  method: "DELETE",
  path: "/api/v1/admin/users/:id/ai-suspension",
  summary: "Admins: gives an author back the AI tools a moderation flag suspended; the flags stay on record, marked handled.",
  auth: "admin",
  authorize: "admin.liftAiSuspension",
  schema: { params: userIdParams, response: adminUserAnswer },
  handler: async ({ params, actor, deps, authorize }) => {
    const user = await deps.knex.transaction(async (trx) => {
      authorize(await findAdminTarget(trx, params.id));
      const lifted = await liftAiSuspension({ trx, userId: params.id });
      await recordAdminAction({ trx, actor, action: "user.liftAiSuspension", subject: { type: "user", id: params.id } });
      return lifted;
    });
    return { user: presentAdminUser(user) };
  },
});

export const beginImpersonation = defineRoute({
  method: "POST",
  path: "/api/v1/admin/impersonation",
  summary: "Admins: acts as another account; the session carries adminId.",
  auth: "admin",
  authorize: "admin.impersonate",
  schema: { body: startImpersonationBody, response: sessionAnswer },
  handler: async ({ actor, session, body, deps, res, authorize }) => {
    const { config, knex } = deps;
    const created = await knex.transaction(async (trx) => {
      const target = await findAdminTarget(trx, body.userId);
      authorize(target);
      const started = await startImpersonation({ trx, actor, session, targetUserId: target.id });
      await recordAdminAction({ trx, actor, action: "impersonation.start", subject: { type: "user", id: target.id } });
      return started;
    });
    setSessionCookie(res, config, created.token, created.session.expiresAt);
    return presentSession(await actorForSession(knex, created.session), created.session);
  },
});

export const endImpersonation = defineRoute({
  method: "DELETE",
  path: "/api/v1/admin/impersonation",
  summary: "Stops impersonating and restores the admin's own session ({} when the admin may no longer act).",
  auth: "signedIn",
  authorize: "admin.stopImpersonation",
  schema: { body: stopImpersonationBody, response: sessionAnswer },
  handler: async ({ actor, session, deps, res, authorize }) => {
    authorize(session);
    const { config, knex } = deps;
    const created = await knex.transaction(async (trx) => {
      // The actor is the impersonated user: the entry names the admin (session.adminId) and them.
      await recordAdminAction({ trx, actor, action: "impersonation.stop", subject: { type: "user", id: actor.userId } });
      return stopImpersonation({ trx, session });
    });
    if (!created) {
      clearSessionCookie(res, config);
      return {};
    }
    setSessionCookie(res, config, created.token, created.session.expiresAt);
    return presentSession(await actorForSession(knex, created.session), created.session);
  },
});

export const adminRoutes = [listAdminUsers, setUserStatus, liftUserAiSuspension, givePromoCredit, beginImpersonation, endImpersonation];

import express from "express";
import type { Knex } from "@storyloom/db";
import type { Config } from "../../config.ts";
import { clearSessionCookie, setSessionCookie } from "../../auth/cookies.ts";
import { actorForSession } from "../../auth/sessions.ts";
import { requireSession, requireSignedIn } from "../../middlewares/authenticate.ts";
import { validate } from "../../middlewares/validate.ts";
import { authorize } from "../../policies/index.ts";
import { presentSession } from "../../presenters/sessions.ts";
import { presentAdminUser } from "../../presenters/users.ts";
import { findAdminTarget } from "../../services/admin/findAdminTarget.ts";
import { listUsers } from "../../services/admin/listUsers.ts";
import { startImpersonation } from "../../services/admin/startImpersonation.ts";
import { stopImpersonation } from "../../services/admin/stopImpersonation.ts";
import { updateUserStatus } from "../../services/admin/updateUserStatus.ts";
import { listUsersQuery, startImpersonationBody, stopImpersonationBody, updateUserStatusBody, userIdParams } from "./schema.ts";
import type { ListUsersQuery, StartImpersonationBody, UpdateUserStatusBody, UserIdParams } from "./schema.ts";

/** /api/v1/admin: the user list, suspension and impersonation. */
export function createAdminRouter(deps: { config: Config; knex: Knex }): express.Router {
  const { config, knex } = deps;
  const router = express.Router();
  router.use(requireSignedIn);

  router.get("/users", validate({ query: listUsersQuery }), async (req, res) => {
    const { actor } = requireSession(req);
    authorize(actor, "admin.listUsers");
    const { query, page, pageSize } = req.query as unknown as ListUsersQuery;
    const { items, total } = await listUsers({ db: knex, query, page, pageSize });
    res.json({ items: items.map(presentAdminUser), total, page, pageSize });
  });

  router.patch("/users/:id", validate({ params: userIdParams, body: updateUserStatusBody }), async (req, res) => {
    const { actor } = requireSession(req);
    authorize(actor, "admin.access");
    const { id } = req.params as unknown as UserIdParams;
    const { status } = req.body as UpdateUserStatusBody;
    const user = await knex.transaction(async (trx) => {
      const target = await findAdminTarget(trx, id);
      authorize(actor, "admin.updateUserStatus", target);
      return updateUserStatus({ trx, userId: id, status });
    });
    res.json({ user: presentAdminUser(user) });
  });

  router.post("/impersonation", validate({ body: startImpersonationBody }), async (req, res) => {
    const { actor, session } = requireSession(req);
    authorize(actor, "admin.access");
    const { userId } = req.body as StartImpersonationBody;
    const created = await knex.transaction(async (trx) => {
      const target = await findAdminTarget(trx, userId);
      authorize(actor, "admin.impersonate", target);
      return startImpersonation({ trx, actor, session, targetUserId: target.id });
    });
    setSessionCookie(res, config, created.token, created.session.expiresAt);
    res.json(presentSession(await actorForSession(knex, created.session), created.session));
  });

  router.delete("/impersonation", validate({ body: stopImpersonationBody }), async (req, res) => {
    const { actor, session } = requireSession(req);
    authorize(actor, "admin.stopImpersonation", session);
    const created = await knex.transaction((trx) => stopImpersonation({ trx, session }));
    if (!created) {
      clearSessionCookie(res, config);
      return res.json({});
    }
    setSessionCookie(res, config, created.token, created.session.expiresAt);
    res.json(presentSession(await actorForSession(knex, created.session), created.session));
  });

  return router;
}

import express from "express";
import type { Knex } from "@storyloom/db";
import { requireSession, requireSignedIn } from "../../middlewares/authenticate.ts";
import { validate } from "../../middlewares/validate.ts";
import { authorize } from "../../policies/index.ts";
import { presentReaderProfile } from "../../presenters/readerProfiles.ts";
import { findReaderProfile } from "../../services/readers/findReaderProfile.ts";
import { updateReaderSettings } from "../../services/readers/updateReaderSettings.ts";
import { updateReaderProfileBody } from "./schema.ts";
import type { UpdateReaderProfileBody } from "./schema.ts";

/** /api/v1/readers: the reader side (SPEC §7). */
export function createReadersRouter(deps: { knex: Knex }): express.Router {
  const { knex } = deps;
  const router = express.Router();

  router.get("/profile", requireSignedIn, async (req, res) => {
    const { actor } = requireSession(req);
    const profile = await findReaderProfile({ actor, db: knex });
    authorize(actor, "readerProfile.read", profile);
    res.json({ readerProfile: presentReaderProfile(profile) });
  });

  router.patch("/profile", requireSignedIn, validate({ body: updateReaderProfileBody }), async (req, res) => {
    const { actor } = requireSession(req);
    const changes = req.body as UpdateReaderProfileBody;
    const updated = await knex.transaction(async (trx) => {
      const profile = await findReaderProfile({ actor, db: trx, forUpdate: true });
      authorize(actor, "readerProfile.update", profile);
      return updateReaderSettings({ trx, profile, changes });
    });
    res.json({ readerProfile: presentReaderProfile(updated) });
  });

  return router;
}

import type { Actor, ActiveSession } from "@storyloom/domain/auth/actor.ts";

declare global {
  namespace Express {
    interface Request {
      /** Set by middlewares/authenticate.ts for every /api request. */
      actor: Actor;
      /** The session behind req.actor; null when anonymous. */
      authSession: ActiveSession | null;
    }
  }
}

export {};

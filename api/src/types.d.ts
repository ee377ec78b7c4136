import type { Actor, ActiveSession } from "@storyloom/domain/auth/actor.ts";
import type { Logger } from "@storyloom/domain/logger.ts";

declare global {
  namespace Express {
    interface Request {
      /** The request's id (middlewares/requestLog.ts): the gateway's, or a new one. */
      id: string;
      /** A logger whose lines carry the request's id. */
      log: Logger;
      /** Set by middlewares/authenticate.ts for every /api request. */
      actor: Actor;
      /** The session behind req.actor; null when anonymous. */
      authSession: ActiveSession | null;
    }
  }
}

export {};

import type { RequestHandler } from "express";
import { ForbiddenError } from "@storyloom/domain/errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing product calls that a browser marks as coming from
 * another site (Sec-Fetch-Site: cross-site). The SameSite=Lax session cookie
 * and JSON-only bodies already keep such requests out; this is the second
 * lock, and it also covers a cookie-less request being replayed cross-site.
 * Server-to-server calls (the storefront) send no Sec-Fetch-Site and pass.
 */
export const rejectCrossSiteWrites: RequestHandler = (req, _res, next) => {
  if (!SAFE_METHODS.has(req.method) && req.headers["sec-fetch-site"] === "cross-site") {
    throw new ForbiddenError("Requests from another site are not accepted.");
  }
  next();
};

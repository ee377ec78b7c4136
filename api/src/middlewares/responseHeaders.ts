import type { RequestHandler } from "express";

/**
 * Headers of every API answer. Answers carry personal data (sessions, the
 * admin's user list, reading settings) or change with every call, so no
 * cache keeps them unless a route says otherwise; JSON is never sniffed as
 * HTML, rendered in a frame or allowed to load anything.
 */
export const setApiResponseHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
  });
  next();
};

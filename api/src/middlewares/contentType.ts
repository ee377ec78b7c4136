import type { RequestHandler } from "express";
import { UnsupportedMediaTypeError } from "@storyloom/domain/errors.ts";

/**
 * Refuses a request body of another type than those listed (415): without
 * this, express.json silently skips e.g. a text/plain body and the handler
 * would see no fields at all. Requests without a body pass.
 */
export function requireContentType(types: string[]): RequestHandler {
  const readable = types.join(" or ");
  return (req, _res, next) => {
    const length = req.headers["content-length"];
    const hasBody = req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
    if (hasBody && !req.is(types)) {
      throw new UnsupportedMediaTypeError(`Send the request body as ${readable}.`);
    }
    next();
  };
}

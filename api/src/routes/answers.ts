/**
 * The answers a route writes itself rather than returning JSON: a file or a
 * stream, or a redirect. A route names one of these as its `schema.response`
 * so the OpenAPI document (routes/openApi.ts) can describe it; a JSON answer
 * names its zod schema instead (presenters/views).
 */
import type { z } from "zod";
import type { JsonOrStreamAnswer, RawAnswer, RedirectAnswer } from "./defineRoute.ts";

export function rawAnswer(contentType: string, description: string): RawAnswer {
  return { kind: "raw", contentType, description };
}

/** A redirect: 302 (Found) unless the route answers 303 (See Other, after a form or a provider's return). */
export function redirectAnswer(description: string, status: 302 | 303 = 302): RedirectAnswer {
  return { kind: "redirect", status, description };
}

/** JSON of `json`, or a stream of `contentType` the handler writes itself when the call asks for one. */
export function jsonOrStreamAnswer<S extends z.ZodType>(json: S, contentType: string, description: string): JsonOrStreamAnswer<S> {
  return { kind: "jsonOrStream", json, contentType, description };
}

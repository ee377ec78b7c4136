/**
 * The answers a route writes itself rather than returning JSON: a file or a
 * stream, or a redirect. A route names one of these as its `schema.response`
 * so the OpenAPI document (routes/openApi.ts) can describe it; a JSON answer
 * names its zod schema instead (presenters/views).
 */
import type { RawAnswer, RedirectAnswer } from "./defineRoute.ts";

export function rawAnswer(contentType: string, description: string): RawAnswer {
  return { kind: "raw", contentType, description };
}

export function redirectAnswer(description: string): RedirectAnswer {
  return { kind: "redirect", description };
}

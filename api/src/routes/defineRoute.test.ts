import type { Request, Response } from "express";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "@storyloom/domain/auth/actor.ts";
import type { Actor } from "@storyloom/domain/auth/actor.ts";
import { AuthenticationError } from "@storyloom/domain/errors.ts";
import type { ChapterAccess } from "@storyloom/domain/services/readers/chapterAccess.ts";
import { defineRoute, PolicyNotAppliedError } from "./defineRoute.ts";
import type { AuthRule, AuthorizeRule, UntypedContext } from "./defineRoute.ts";
import type { RouteDeps } from "./deps.ts";

const OPEN_ACCESS: ChapterAccess = { chapterIndex: 1, isOpen: true, reason: "free", unlock: null };
/** Answer schemas for the examples: the routes' answers are beside the point here. */
const anyObject = z.looseObject({});
const accessAnswer = z.object({ access: z.custom<ChapterAccess>() });

/** What the mount gives a handler, for an actor; nothing here reads the request, the answer or the dependencies. */
function contextFor(actor: Actor): UntypedContext {
  return { params: {}, query: {}, body: {}, actor, session: null, deps: {} as RouteDeps, req: {} as Request, res: {} as Response };
}

describe('defineRoute, auth "optional" (anyone may call, the answer depends on who asks)', () => {
  it('refuses "optional" with authorize "public" when the route is defined', () => {
    const define = () =>
      defineRoute({
        method: "GET",
        path: "/api/v1/example",
        summary: "An example.",
        auth: "optional",
        authorize: "public",
        schema: { response: anyObject },
        handler: () => ({ ok: true }),
      });
    expect(define).toThrow('Route GET /api/v1/example is "optional": its authorize rule must be a policy action, not "public".');
  });

  it("refuses a route whose auth rule is none of the four", () => {
    const define = () =>
      defineRoute({
        method: "GET",
        path: "/api/v1/example",
        summary: "An example.",
        auth: "anyone" as AuthRule,
        authorize: "public" as AuthorizeRule,
        schema: { response: anyObject },
        handler: () => ({}),
      });
    expect(define).toThrow('Route GET /api/v1/example has no auth rule ("public", "optional", "signedIn" or "admin").');
  });

  it("answers 500 PolicyNotAppliedError when the handler answers without applying its subject's policy", async () => {
    const route = defineRoute({
      method: "GET",
      path: "/api/v1/example/:id",
      summary: "An example.",
      auth: "optional",
      authorize: "readerChapter.checkAccess",
      schema: { response: accessAnswer },
      handler: () => ({ access: OPEN_ACCESS }),
    });
    await expect(route.run(contextFor(ANONYMOUS))).rejects.toThrow(PolicyNotAppliedError);
    await expect(route.run(contextFor(ANONYMOUS))).rejects.toThrow(
      "Route GET /api/v1/example/:id answered without applying its policy readerChapter.checkAccess.",
    );
  });

  it("answers the anonymous once the handler applied the policy to its subject", async () => {
    const route = defineRoute({
      method: "GET",
      path: "/api/v1/example/:id",
      summary: "An example.",
      auth: "optional",
      authorize: "readerChapter.checkAccess",
      schema: { response: accessAnswer },
      handler: ({ authorize }) => {
        authorize(OPEN_ACCESS);
        return { access: OPEN_ACCESS };
      },
    });
    await expect(route.run(contextFor(ANONYMOUS))).resolves.toEqual({ access: OPEN_ACCESS });
  });

  it("applies a subjectless policy before the handler runs, to the anonymous too", async () => {
    let ran = false;
    const route = defineRoute({
      method: "GET",
      path: "/api/v1/example",
      summary: "An example.",
      auth: "optional",
      authorize: "admin.listUsers",
      schema: { response: anyObject },
      handler: () => {
        ran = true;
        return {};
      },
    });
    await expect(route.run(contextFor(ANONYMOUS))).rejects.toThrow(AuthenticationError);
    expect(ran).toBe(false);
  });
});

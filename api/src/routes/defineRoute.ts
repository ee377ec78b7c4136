/**
 * The one way to declare an API route. A definition names its method and
 * path, its zod schemas (the handler's input types are inferred from them, so
 * handlers never cast), who may reach it (`auth`) and the policy it applies
 * (`authorize`, required: a public route says "public" out loud). Every
 * definition goes into the list in routes/index.ts, which the app mounts and
 * the access table, the fuzzing and docs/api-routes.md read.
 */
import type { Request, RequestHandler, Response } from "express";
import type { z } from "zod";
import type { ActiveSession, Actor, UserActor } from "@storyloom/domain/auth/actor.ts";
import { authorize as applyPolicy, isSubjectless } from "@storyloom/domain/policies/index.ts";
import type { Action, SubjectArgs } from "@storyloom/domain/policies/index.ts";
import type { RouteDeps } from "./deps.ts";

/** Middleware a route runs before validation, made with the app's dependencies. */
export type BeforeHandler = (deps: RouteDeps) => RequestHandler;

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * Who may reach a route at all, checked before its input is validated (so the
 * anonymous get 401 whatever they send): anyone, a signed-in user, an admin.
 * "optional" is anyone too, for a route whose answer depends on who asks (a
 * chapter behind the paywall): the anonymous or a user, and its policy (never
 * "public") is enforced as on signed-in routes.
 */
export type AuthRule = "public" | "optional" | "signedIn" | "admin";

/** "public", or the policy action the route applies (policies/index.ts). */
export type AuthorizeRule = Action | "public";

/**
 * What a route answers on success, besides a JSON body of a zod schema: a
 * file or a stream it writes itself (an EPUB, an image, server-sent events),
 * or a redirect. Made by routes/answers.ts; the OpenAPI document
 * (routes/openApi.ts) describes each.
 */
export interface RawAnswer {
  kind: "raw";
  /** The Content-Type of the answer, e.g. "application/epub+zip". */
  contentType: string;
  description: string;
}
export interface RedirectAnswer {
  kind: "redirect";
  status: 302 | 303;
  description: string;
}
/**
 * JSON of a schema, or a stream the handler writes itself (returning
 * nothing): the AI proxy answers the provider's JSON, or its server-sent
 * events when the call asks for a stream.
 */
export interface JsonOrStreamAnswer<S extends z.ZodType = z.ZodType> {
  kind: "jsonOrStream";
  json: S;
  contentType: string;
  description: string;
}
export type ResponseSpec = z.ZodType | RawAnswer | RedirectAnswer | JsonOrStreamAnswer;

export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The successful answer: the zod schema of its JSON body (the presenters'
   * views are made of the same schemas, so the shape is declared once), or a
   * raw answer or a redirect the handler writes itself. Required: the OpenAPI
   * document describes every route's answer.
   */
  response: ResponseSpec;
}

/** What a handler may return: the input of its response schema; nothing when it answers itself. */
export type AnswerOf<S extends RouteSchemas> = S["response"] extends z.ZodType
  ? z.input<S["response"]>
  : S["response"] extends JsonOrStreamAnswer<infer J>
    ? z.input<J> | undefined
    : undefined | void;

/** What a caller receives: the output of the response schema (of its JSON, for a JSON-or-stream answer). */
export type ResponseOf<S extends RouteSchemas> = S["response"] extends z.ZodType
  ? z.output<S["response"]>
  : S["response"] extends JsonOrStreamAnswer<infer J>
    ? z.output<J>
    : never;

/**
 * How the body arrives: JSON (the product calls), JSON or an HTML form
 * (the Auth.js calls), multipart/form-data (uploads: text fields arrive as
 * strings, files as File objects), JSON kept as its raw bytes (a Buffer: the
 * payment provider's webhooks, whose signature is over the exact body), or no
 * body at all.
 */
export type BodyFormat = "json" | "jsonOrForm" | "multipart" | "rawJson" | "none";

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

type ActorOf<A extends AuthRule> = A extends "public" | "optional" ? Actor : UserActor;
type SessionOf<A extends AuthRule> = A extends "public" | "optional" ? ActiveSession | null : ActiveSession;

/** What a handler is given: its parsed input, who asks, and the app's dependencies. */
export interface RouteContext<S extends RouteSchemas, A extends AuthRule, P extends AuthorizeRule> {
  params: Parsed<S["params"]>;
  query: Parsed<S["query"]>;
  body: Parsed<S["body"]>;
  actor: ActorOf<A>;
  session: SessionOf<A>;
  deps: RouteDeps;
  req: Request;
  res: Response;
  /**
   * Applies the route's policy to the subject the handler loaded (scoped):
   * throws 401/403/404 as the policy decides. A route whose policy takes a
   * subject must call it before it answers; one without a subject has it
   * applied before the handler runs.
   */
  authorize: P extends Action ? (...subject: SubjectArgs<P>) => void : never;
}

export interface RouteDefinition<S extends RouteSchemas, A extends AuthRule, P extends AuthorizeRule> {
  method: HttpMethod;
  /** The full Express path, e.g. "/api/v1/admin/users/:id". */
  path: string;
  /** One line for docs/api-routes.md. */
  summary: string;
  auth: A;
  authorize: P;
  schema: S;
  /** Default: "json" when the route has a body schema, "none" otherwise. */
  bodyFormat?: BodyFormat;
  /** Largest body accepted; default 100 kB. */
  bodyLimit?: string;
  /** Status of a successful answer; default 200. */
  status?: number;
  /**
   * Whether a reader's session made on a custom domain counts here (reading,
   * progress, settings, bookshelf, reviews, buying: docs/security.md, "Custom
   * domains"). Default false: such a session is nobody on this route.
   */
  onCustomDomains?: boolean;
  /**
   * Middleware run after the body is read and before validation (the
   * Auth.js routes set their answer style there, so validation failures
   * already speak Auth.js).
   */
  before?: BeforeHandler[];
  /**
   * The work. What it returns is sent as JSON; a handler that answered
   * itself (a redirect) returns undefined.
   */
  handler: (context: RouteContext<S, A, P>) => Promise<AnswerOf<S>> | AnswerOf<S>;
}

/** A route as the list holds it: the definition with its types erased for mounting. */
export interface Route {
  method: HttpMethod;
  path: string;
  summary: string;
  auth: AuthRule;
  authorize: AuthorizeRule;
  schema: RouteSchemas;
  bodyFormat: BodyFormat;
  bodyLimit: string;
  status: number;
  /** Whether a custom domain's reader session counts on this route (else it is treated as nobody). */
  onCustomDomains: boolean;
  before: BeforeHandler[];
  /** Runs the handler with the context the mount built; checks the policy was applied. */
  run(context: UntypedContext): Promise<unknown>;
}

export interface UntypedContext {
  params: unknown;
  query: unknown;
  body: unknown;
  actor: Actor;
  session: ActiveSession | null;
  deps: RouteDeps;
  req: Request;
  res: Response;
}

export const DEFAULT_BODY_LIMIT = "100kb";

/** A route that answered without applying its policy: a bug, answered 500 and logged with the route's name. */
export class PolicyNotAppliedError extends Error {
  override name = "PolicyNotAppliedError";
}

export function defineRoute<const S extends RouteSchemas, const A extends AuthRule, const P extends AuthorizeRule>(
  definition: RouteDefinition<S, A, P>,
): Route & { readonly responseType?: ResponseOf<S> } {
  const { method, path, auth, authorize: rule } = definition;
  const name = `${method} ${path}`;
  // Plain JavaScript or a cast could still leave these out: refuse to start.
  if (!["public", "optional", "signedIn", "admin"].includes(auth))
    throw new Error(`Route ${name} has no auth rule ("public", "optional", "signedIn" or "admin").`);
  if (typeof rule !== "string" || rule.length === 0) throw new Error(`Route ${name} has no authorize rule (a policy action, or "public").`);
  // An answer that depends on who asks is decided by a policy the pipeline can hold the handler to.
  if (auth === "optional" && rule === "public") throw new Error(`Route ${name} is "optional": its authorize rule must be a policy action, not "public".`);
  const subjectless = rule === "public" || isSubjectless(rule);
  return {
    method,
    path,
    summary: definition.summary,
    auth,
    authorize: rule,
    schema: definition.schema,
    bodyFormat: definition.bodyFormat ?? (definition.schema.body ? "json" : "none"),
    bodyLimit: definition.bodyLimit ?? DEFAULT_BODY_LIMIT,
    status: definition.status ?? 200,
    onCustomDomains: definition.onCustomDomains ?? false,
    before: definition.before ?? [],
    async run(context) {
      let applied = subjectless;
      if (rule !== "public" && subjectless) (applyPolicy as (actor: Actor, action: Action) => void)(context.actor, rule);
      const authorizeSubject = (...subject: unknown[]): void => {
        if (rule === "public") throw new PolicyNotAppliedError(`Route ${name} is public and has no policy to apply.`);
        (applyPolicy as (actor: Actor, action: Action, ...rest: unknown[]) => void)(context.actor, rule, ...subject);
        applied = true;
      };
      const result = await definition.handler({ ...context, authorize: authorizeSubject } as unknown as RouteContext<S, A, P>);
      if (!applied) throw new PolicyNotAppliedError(`Route ${name} answered without applying its policy ${rule}.`);
      return result;
    },
  };
}

import express from "express";
import { z } from "zod";
import type { Request, RequestHandler, Response } from "express";
import { authorize } from "@storyloom/domain/policies/index.ts";
import { ANONYMOUS } from "@storyloom/domain/auth/actor.ts";
import { ValidationError } from "@storyloom/domain/errors.ts";
import { recordImpersonatedWrite } from "@storyloom/domain/services/admin/recordImpersonatedWrite.ts";
import { requireContentType } from "../middlewares/contentType.ts";
import { rejectCrossSiteWrites } from "../middlewares/crossSite.ts";
import { requireSession } from "../middlewares/authenticate.ts";
import { validate } from "../middlewares/validate.ts";
import type { Route } from "./defineRoute.ts";
import type { RouteDeps } from "./deps.ts";
import { createRouteTable } from "./routeTable.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The gate of a route's auth rule, before its input is read: 401 for the anonymous, 403 for non-admins; none for "public" and "optional". */
function gateOf(route: Route): RequestHandler[] {
  if (route.auth === "public" || route.auth === "optional") return [];
  return [
    (req, _res, next) => {
      const { actor } = requireSession(req);
      if (route.auth === "admin") authorize(actor, "admin.access");
      next();
    },
  ];
}

/**
 * A reader's session made on a custom domain counts only on the routes marked
 * for it (defineRoute's `onCustomDomains`); on any other route it is nobody,
 * so signed-in routes answer 401 and public ones answer as to the anonymous.
 */
function siteSessionScopeOf(route: Route): RequestHandler[] {
  if (route.onCustomDomains) return [];
  return [
    (req, _res, next) => {
      if (req.actor.kind === "user" && req.actor.siteHost !== undefined) {
        req.actor = ANONYMOUS;
        req.authSession = null;
      }
      next();
    },
  ];
}

/**
 * A multipart/form-data body, read whole under the route's limit and parsed by
 * the web-standard FormData: text fields become strings, files File objects
 * (the first of a repeated name counts).
 */
function multipartOf(route: Route): RequestHandler[] {
  const parse: RequestHandler = async (req, _res, next) => {
    if (!Buffer.isBuffer(req.body)) return next();
    let form: FormData;
    try {
      const headers = { "content-type": req.headers["content-type"] ?? "" };
      form = await new Request("http://multipart.invalid/", { method: "POST", headers, body: new Uint8Array(req.body) }).formData();
    } catch {
      throw new ValidationError("The form data could not be read.", { body: "The form data could not be read." });
    }
    const fields = new Map<string, File | string>();
    for (const [name, value] of form) if (!fields.has(name)) fields.set(name, value);
    req.body = Object.fromEntries(fields);
    next();
  };
  return [requireContentType(["multipart/form-data"]), express.raw({ type: "multipart/form-data", limit: route.bodyLimit }), parse];
}

/** Reading the body: JSON, JSON or a form, or multipart; a route without a body refuses one. */
function bodyOf(route: Route): RequestHandler[] {
  if (route.bodyFormat === "none") return [requireContentType(["application/json"])];
  if (route.bodyFormat === "multipart") return multipartOf(route);
  if (route.bodyFormat === "rawJson") return [requireContentType(["application/json"]), express.raw({ type: "application/json", limit: route.bodyLimit })];
  const types = route.bodyFormat === "jsonOrForm" ? ["application/json", "application/x-www-form-urlencoded"] : ["application/json"];
  const parsers: RequestHandler[] = [express.json({ limit: route.bodyLimit })];
  if (route.bodyFormat === "jsonOrForm") parsers.push(express.urlencoded({ extended: false, limit: route.bodyLimit, parameterLimit: 100 }));
  return [requireContentType(types), ...parsers];
}

/** The admin area's calls write their own, more precise audit entries. */
const ADMIN_AREA = "/api/v1/admin/";

/**
 * Under impersonation, a change that succeeded goes into the admin audit log
 * (who acted, on whose behalf, which call). The route's transaction has
 * committed by then; a failure to write the entry is logged, not answered as
 * a 500, which would invite the admin to repeat a change that was made.
 */
async function auditImpersonatedWrite(route: Route, req: Request, res: Response, deps: RouteDeps): Promise<void> {
  const actor = req.actor;
  if (SAFE_METHODS.has(route.method) || route.path.startsWith(ADMIN_AREA)) return;
  if (actor.kind !== "user" || actor.adminId === undefined) return;
  const status = res.headersSent || res.statusCode !== 200 ? res.statusCode : route.status;
  if (status >= 400) return;
  const path = req.originalUrl.split("?")[0] ?? req.originalUrl;
  try {
    await recordImpersonatedWrite(deps.knex, actor, { method: route.method, route: route.path, path, params: { ...req.params }, status });
  } catch (error) {
    deps.logger.error(
      { err: error, route: route.path, adminId: actor.adminId, userId: actor.userId },
      "could not write the audit entry of an impersonated change",
    );
  }
}

/** Under test: an answer that does not match its route's response schema is a bug, thrown with the route's name and the mismatch. */
function checkAnswer(route: Route, answer: unknown): void {
  const spec = route.schema.response;
  const schema = "kind" in spec && spec.kind === "jsonOrStream" ? spec.json : spec;
  if (!(schema instanceof z.ZodType)) return;
  const checked = schema.safeParse(answer);
  if (!checked.success) throw new Error(`${route.method} ${route.path} answered outside its response schema: ${z.prettifyError(checked.error)}`);
}

/**
 * Mounts every route with one fixed pipeline: cross-site write refusal →
 * content type → body → a custom domain's session scope → auth gate → the route's own `before` → validation →
 * policy and handler → JSON answer.
 */
export function mountRoutes(app: express.Express, routes: readonly Route[], deps: RouteDeps): void {
  const table = createRouteTable();
  // Under test every JSON answer is checked against the schema its route declares (the OpenAPI
  // document's), so a presenter that drifts from its view fails the test that reached it.
  const checkAnswers = deps.config.nodeEnv === "test";
  for (const route of routes) {
    const chain: RequestHandler[] = [];
    if (!SAFE_METHODS.has(route.method)) chain.push(rejectCrossSiteWrites);
    chain.push(...bodyOf(route), ...siteSessionScopeOf(route), ...gateOf(route), ...route.before.map((make) => make(deps)), validate(route.schema));
    chain.push(async (req, res) => {
      const result = await route.run({
        params: req.params,
        query: req.query,
        body: req.body as unknown,
        actor: req.actor,
        session: req.authSession,
        deps,
        req,
        res,
      });
      await auditImpersonatedWrite(route, req, res, deps);
      if (res.headersSent) return;
      // A handler may set another status itself (the health check answers 503).
      if (res.statusCode === 200) res.status(route.status);
      if (checkAnswers) checkAnswer(route, result ?? {});
      res.json(result ?? {});
    });
    table.add(route.method, route.path, chain);
  }
  app.use(table.handler);
}

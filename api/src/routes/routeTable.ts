import express from "express";
import type { RequestHandler } from "express";

/**
 * Finds a request's route by its path's segments instead of trying every
 * route in turn. Express tries the routes of an app one after another, each
 * with its own regular expression: with 229 routes a call near the end of
 * the list paid for about two hundred failed matches before its own, a
 * twentieth of the API's time under load (bench/README.md, issue 24).
 *
 * The routes of one path (its GET and its PATCH, say) share an Express
 * router, so a route matches, reads its parameters and runs its handlers
 * exactly as before, and OPTIONS is answered with the path's methods; the
 * table only chooses which routers to offer the request to: those whose fixed
 * segments equal the request's, a fixed segment before a parameter at each
 * step (DELETE …/characters/delete-all before DELETE …/characters/:characterId,
 * whichever was added first). Matching follows Express's defaults:
 * case-insensitive, a trailing slash ignored.
 */
export interface RouteTable {
  /** Adds a route's handlers under its Express path (":name" segments are parameters). */
  add(method: string, path: string, handlers: RequestHandler[]): void;
  /** The middleware that offers each request to the routes its path could match. */
  handler: RequestHandler;
}

interface Node {
  fixed: Map<string, Node>;
  parameter: Node | null;
  /** The router of the routes whose path ends here. */
  router: express.Router | null;
}

const newNode = (): Node => ({ fixed: new Map(), parameter: null, router: null });

/** A path's segments, lower-cased; null for a path that no route can match (no leading slash). */
function segmentsOf(path: string): string[] | null {
  if (!path.startsWith("/")) return null;
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return trimmed.slice(1).toLowerCase().split("/");
}

/** The routers whose paths match `segments`, the more fixed segments first. */
function collect(node: Node, segments: readonly string[], at: number, found: express.Router[]): void {
  if (at === segments.length) {
    if (node.router) found.push(node.router);
    return;
  }
  const segment = segments[at]!;
  const fixed = node.fixed.get(segment);
  if (fixed) collect(fixed, segments, at + 1, found);
  // A parameter matches one non-empty segment, as Express's ":name" does.
  if (node.parameter && segment !== "") collect(node.parameter, segments, at + 1, found);
}

export function createRouteTable(): RouteTable {
  const root = newNode();

  function add(method: string, path: string, handlers: RequestHandler[]): void {
    const segments = segmentsOf(path);
    if (!segments || segments.some((segment) => /[*?{}()]/.test(segment)))
      throw new Error(`Route path ${path} is not a plain path of fixed segments and ":name" parameters.`);
    let node = root;
    for (const segment of segments) {
      if (segment.startsWith(":")) node = node.parameter ??= newNode();
      else {
        let next = node.fixed.get(segment);
        if (!next) node.fixed.set(segment, (next = newNode()));
        node = next;
      }
    }
    node.router ??= express.Router();
    node.router[method.toLowerCase() as "get" | "post" | "patch" | "put" | "delete"](path, ...handlers);
  }

  const handler: RequestHandler = (req, res, next) => {
    const segments = segmentsOf(req.path);
    const found: express.Router[] = [];
    if (segments) collect(root, segments, 0, found);
    let index = 0;
    // Each router calls this when its route does not take the request (another method, say); an error ends the search.
    const tryNext = (error?: unknown): void => {
      if (error !== undefined && error !== "route" && error !== "router") return next(error);
      const router = found[index++];
      if (!router) return next();
      router(req, res, tryNext);
    };
    tryNext();
  };

  return { add, handler };
}

import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createRouteTable } from "./routeTable.ts";

/** An app whose routes answer their own name and parameters. */
function appWith(routes: Array<[method: string, path: string]>) {
  const table = createRouteTable();
  for (const [method, path] of routes) table.add(method, path, [(req, res) => void res.json({ route: `${method} ${path}`, params: req.params })]);
  const app = express();
  app.use(table.handler);
  app.use((_req, res) => void res.status(404).json({ route: null }));
  return app;
}

describe("the route table", () => {
  const app = appWith([
    ["GET", "/api/v1/books"],
    ["POST", "/api/v1/books"],
    ["GET", "/api/v1/books/:bookId"],
    ["PATCH", "/api/v1/books/:bookId"],
    ["GET", "/api/v1/books/search"],
    ["GET", "/api/v1/books/:bookId/chapters/:chapterId"],
    ["GET", "/api/health"],
  ]);

  it("finds a route by its fixed segments and reads its parameters", async () => {
    expect((await request(app).get("/api/v1/books/12/chapters/7")).body).toEqual({
      route: "GET /api/v1/books/:bookId/chapters/:chapterId",
      params: { bookId: "12", chapterId: "7" },
    });
    expect((await request(app).patch("/api/v1/books/12")).body).toEqual({ route: "PATCH /api/v1/books/:bookId", params: { bookId: "12" } });
    expect((await request(app).post("/api/v1/books")).body.route).toBe("POST /api/v1/books");
  });

  it("prefers a fixed segment to a parameter, whichever route was added first", async () => {
    expect((await request(app).get("/api/v1/books/search")).body).toEqual({ route: "GET /api/v1/books/search", params: {} });
    // Another method than the fixed path's falls through to the parameter's routes.
    expect((await request(app).patch("/api/v1/books/search")).body).toEqual({ route: "PATCH /api/v1/books/:bookId", params: { bookId: "search" } });
  });

  it("matches as Express does by default: any case, a trailing slash ignored, HEAD answered by GET", async () => {
    expect((await request(app).get("/API/V1/Books/")).body.route).toBe("GET /api/v1/books");
    expect((await request(app).head("/api/health")).status).toBe(200);
  });

  it("answers OPTIONS with the path's methods", async () => {
    const res = await request(app).options("/api/v1/books/3");
    expect(res.status).toBe(200);
    expect(res.headers.allow).toBe("GET, HEAD, PATCH");
  });

  it("passes on what no route matches: another method, an empty parameter, extra or missing segments", async () => {
    expect((await request(app).delete("/api/v1/books/3")).status).toBe(404);
    expect((await request(app).get("/api/v1/books//chapters/7")).status).toBe(404);
    expect((await request(app).get("/api/v1/books/3/chapters")).status).toBe(404);
    expect((await request(app).get("/api/v1/books/3/chapters/7/extra")).status).toBe(404);
    expect((await request(app).get("/elsewhere")).status).toBe(404);
  });

  it("refuses a path that is not fixed segments and parameters", () => {
    expect(() => createRouteTable().add("GET", "/files/*path", [])).toThrow(/not a plain path/);
  });
});

import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createLogger } from "@storyloom/domain/logger.ts";
import { ConflictError, ForbiddenError, NotFoundError, RateLimitError, ValidationError } from "@storyloom/domain/errors.ts";
import { createErrorHandler, notFoundHandler, toAppError } from "./errorHandler.ts";
import { httpStatusOf } from "./httpStatus.ts";
import { logRequests } from "./requestLog.ts";

function appThrowing(error: unknown) {
  const app = express();
  app.use(logRequests(createLogger({ logLevel: "silent" })));
  app.get("/boom", () => {
    throw error;
  });
  app.use(notFoundHandler);
  app.use(createErrorHandler({ publicUrl: "http://localhost:8080" }));
  return app;
}

describe("errorHandler", () => {
  it("answers an unknown error with 500, the request id and no stack or message", async () => {
    const res = await request(appThrowing(new Error("secret detail at /srv/app.ts:12")))
      .get("/boom")
      .set("x-request-id", "req-1")
      .expect(500);
    expect(res.body).toEqual({ error: { code: "internal_error", message: "Internal server error", requestId: "req-1" } });
    expect(JSON.stringify(res.body)).not.toContain("secret");
  });

  it.each([
    [
      new ValidationError("name: This field is required.", { name: "This field is required." }),
      400,
      { code: "validation_error", message: "name: This field is required.", fields: { name: "This field is required." } },
    ],
    [new ForbiddenError(), 403, { code: "forbidden", message: "You are not allowed to do this." }],
    [new NotFoundError("Book not found."), 404, { code: "not_found", message: "Book not found." }],
    [new ConflictError("Taken."), 409, { code: "conflict", message: "Taken." }],
  ])("maps %s", async (error, status, body) => {
    const res = await request(appThrowing(error)).get("/boom").expect(status);
    expect(res.body).toEqual({ error: body });
  });

  it("sends Retry-After with 429", async () => {
    const res = await request(appThrowing(new RateLimitError("Slow down.", 42)))
      .get("/boom")
      .expect(429);
    expect(res.headers["retry-after"]).toBe("42");
    expect(res.body).toEqual({ error: { code: "rate_limited", message: "Slow down." } });
  });

  it("answers a path parameter that is not valid percent-encoding with 400, not 500", async () => {
    const app = express();
    app.get("/items/:id", (_req, res) => {
      res.json({});
    });
    app.use(createErrorHandler({ publicUrl: "http://localhost:8080" }));
    const res = await request(app).get("/items/%ZZ").expect(400);
    expect(res.body).toEqual({ error: { code: "validation_error", message: "The request path is not valid URL encoding." } });
  });

  it("answers unknown routes with 404 JSON", async () => {
    const res = await request(appThrowing(new Error())).get("/nope").expect(404);
    expect(res.body.error.code).toBe("not_found");
  });
});

describe("toAppError for database errors", () => {
  const pgError = (code: string) => Object.assign(new Error("db"), { code, severity: "ERROR" });
  const objectionError = (name: string, code: string) => Object.assign(new Error("db"), { name, nativeError: { code } });

  it.each([
    [pgError("23505"), 409, "conflict"],
    [objectionError("UniqueViolationError", "23505"), 409, "conflict"],
    [objectionError("ForeignKeyViolationError", "23503"), 400, "validation_error"],
    [pgError("23502"), 400, "validation_error"],
    [objectionError("CheckViolationError", "23514"), 400, "validation_error"],
    [objectionError("DataError", "22P02"), 400, "validation_error"],
  ])("maps %s", (error, status, code) => {
    const appError = toAppError(error);
    expect(appError && { status: httpStatusOf(appError), code: appError.code }).toEqual({ status, code });
  });

  it("leaves other errors (connection loss, syntax) to the 500 path", () => {
    expect(toAppError(pgError("08006"))).toBeUndefined();
    expect(toAppError(pgError("42601"))).toBeUndefined();
    expect(toAppError(Object.assign(new Error("x"), { code: "23505" }))).toBeUndefined();
  });
});

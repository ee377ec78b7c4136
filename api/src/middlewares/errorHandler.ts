import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import {
  AccountSuspendedError,
  AppError,
  ConflictError,
  CsrfError,
  EditConflictError,
  InvalidCredentialsError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitError,
  UnsupportedMediaTypeError,
  ValidationError,
} from "@storyloom/domain/errors.ts";
import { authErrorUrl, csrfFailureUrl, getAuthFlow, loginPageUrl } from "../auth/flow.ts";
import type { AuthFlow } from "../auth/flow.ts";
import { httpStatusOf } from "./httpStatus.ts";

interface BodyParserError {
  type: string;
  status?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === "object" && error !== null && typeof (error as { type?: unknown }).type === "string" && "expose" in error;
}

/** express.json / express.urlencoded failures, by body-parser's `type`. */
function fromBodyParser(error: BodyParserError): AppError | undefined {
  switch (error.type) {
    case "entity.parse.failed":
      return new ValidationError("Malformed JSON body.", { body: "Malformed JSON body." });
    case "entity.too.large":
    case "parameters.too.many":
      return new PayloadTooLargeError();
    case "encoding.unsupported":
    case "charset.unsupported":
      return new UnsupportedMediaTypeError("Unsupported body encoding or charset.");
    case "request.aborted":
    case "request.size.invalid":
    case "stream.encoding.set":
      return new ValidationError("The request body was incomplete.");
    default:
      return error.status && error.status < 500 ? new ValidationError("The request body could not be read.") : undefined;
  }
}

/** The SQLSTATE of a pg error, raw or wrapped by objection (`nativeError`). */
function sqlState(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const candidates = [(error as { nativeError?: { code?: unknown } }).nativeError?.code, (error as { code?: unknown }).code];
  const isDbError = "nativeError" in error || "severity" in error || /(Violation|Data|DB)Error$/.test((error as Error).name ?? "");
  if (!isDbError) return undefined;
  return candidates.find((code): code is string => typeof code === "string" && /^[0-9A-Z]{5}$/.test(code));
}

/** Database constraint failures that reach here are the client's doing: 409 or 400, never 500. */
function fromDatabase(error: unknown): AppError | undefined {
  const state = sqlState(error);
  if (!state) return undefined;
  if (state === "23505" || state === "23P01") return new ConflictError("This record already exists.");
  if (state === "23503") return new ValidationError("A record this refers to does not exist.");
  if (state === "23502") return new ValidationError("A required value is missing.");
  if (state === "23514") return new ValidationError("A value is out of the allowed range.");
  if (state.startsWith("22")) return new ValidationError("A value has the wrong format or is out of range.");
  return undefined;
}

/**
 * Express's router decodes path parameters with decodeURIComponent and throws
 * a URIError marked status 400 on a malformed escape such as `%ZZ`.
 */
function isMalformedPathError(error: unknown): boolean {
  return error instanceof URIError && (error as URIError & { status?: unknown }).status === 400;
}

/**
 * A body sent with Content-Encoding gzip, deflate or br that does not
 * decompress: zlib's error, which body-parser passes on marked 400 but
 * without a body-parser `type`.
 */
function isUndecodableBody(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, status } = error as Error & { code?: unknown; status?: unknown };
  return status === 400 && typeof code === "string" && /^(Z_|ERR__ERROR_|ERR_BROTLI)/.test(code);
}

export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isUndecodableBody(error)) return new ValidationError("The request body is not validly compressed for its Content-Encoding.");
  if (isBodyParserError(error)) return fromBodyParser(error);
  if (isMalformedPathError(error)) return new ValidationError("The request path is not valid URL encoding.");
  return fromDatabase(error);
}

function errorBody(error: AppError) {
  return {
    code: error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
    ...(error instanceof EditConflictError ? { current: error.current } : {}),
  };
}

/** The Auth.js error name a failed /api/auth call carries in its url. */
function authErrorName(error: AppError): string {
  if (error instanceof AccountSuspendedError) return "AccessDenied";
  if (error instanceof RateLimitError) return "RateLimited";
  if (error instanceof InvalidCredentialsError || error instanceof ValidationError) return "CredentialsSignin";
  return "UnknownError";
}

function sendAuthFlowError(res: Response, flow: AuthFlow, error: AppError, publicUrl: string): void {
  if (error instanceof NotFoundError) {
    // An unknown provider goes back to sign-in, as the Auth.js client expects.
    if (!flow.json) return res.redirect(302, loginPageUrl(flow.loginPath, { callbackUrl: flow.callbackUrl }));
    res.status(404).json({ url: new URL("/api/auth/signin", publicUrl).toString(), error: errorBody(error) });
    return;
  }
  if (error instanceof CsrfError) {
    const url = csrfFailureUrl(publicUrl);
    if (!flow.json) return res.redirect(302, url);
    res.status(httpStatusOf(error)).json({ url, error: errorBody(error) });
    return;
  }
  const name = authErrorName(error);
  if (!flow.json) return res.redirect(302, loginPageUrl(flow.loginPath, { error: name, callbackUrl: flow.callbackUrl }));
  const provider = name === "AccessDenied" ? undefined : flow.provider;
  res.status(httpStatusOf(error)).json({ url: authErrorUrl(publicUrl, name, provider), error: errorBody(error) });
}

/** The only place that maps errors to HTTP answers (docs/architecture.md, Errors). */
export function createErrorHandler(options: { publicUrl: string }): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const appError = toAppError(error);
    if (!appError) {
      req.log.error({ err: error }, "unhandled error");
      res.status(500).json({ error: { code: "internal_error", message: "Internal server error", requestId: req.id } });
      return;
    }
    if (appError instanceof RateLimitError) res.setHeader("Retry-After", String(appError.retryAfterSeconds));
    const flow = getAuthFlow(res);
    if (flow) return sendAuthFlowError(res, flow, appError, options.publicUrl);
    res.status(httpStatusOf(appError)).json({ error: errorBody(appError) });
  };
}

/** Unknown routes: a JSON 404 rather than Express's HTML page. */
export const notFoundHandler: RequestHandler = (req) => {
  throw new NotFoundError(`No route for ${req.method} ${req.path}.`);
};

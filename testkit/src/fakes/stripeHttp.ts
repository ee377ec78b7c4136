/**
 * The plain node:http pieces the fake Stripe's API, pages and controls share.
 */
import type http from "node:http";
import { parseForm } from "./stripeForm.ts";
import type { FormObject, FormValue } from "./stripeForm.ts";
import { StripeApiError } from "./stripeObjects.ts";

const MAX_BODY_BYTES = 1024 * 1024;

export async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new StripeApiError(413, "Request body too large.");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A request header's value, null when absent or empty. */
export function header(req: http.IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" && value !== "" ? value : null;
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function sendHtml(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "content-length": Buffer.byteLength(html), "cache-control": "no-store" });
  res.end(html);
}

export function redirect(res: http.ServerResponse, status: 302 | 303, location: string): void {
  res.writeHead(status, { location, "content-length": 0 });
  res.end();
}

/** JSON bodies become the same tree as form bodies, so the same readers apply. */
function jsonToForm(value: unknown): FormValue {
  if (Array.isArray(value)) return value.map(jsonToForm);
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, jsonToForm(entry)]));
  return value === null || value === undefined ? "" : String(value);
}

/** A control's body, JSON (by content type) or form-encoded. */
export function parseControlBody(req: http.IncomingMessage, raw: string): FormObject {
  if (!String(req.headers["content-type"] ?? "").includes("json")) return parseForm(raw);
  if (raw.trim() === "") return {};
  try {
    const tree = jsonToForm(JSON.parse(raw));
    return typeof tree === "object" && !Array.isArray(tree) ? tree : {};
  } catch {
    throw new StripeApiError(400, "The control body is not valid JSON.");
  }
}

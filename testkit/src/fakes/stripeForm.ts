/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket
 * notation (`metadata[bookId]=1`, `line_items[0][price]=price_…`, `expand[]=…`),
 * the same in the query string of GET and DELETE. Readers take typed values
 * out of the tree and refuse a bad one with Stripe's message for it.
 */
import { StripeApiError } from "./stripeObjects.ts";

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    throw new StripeApiError(400, "Invalid request: the body could not be decoded as application/x-www-form-urlencoded.");
  }
}

/** `a[b][0][]` → ["a", "b", "0", ""]. */
function splitKey(key: string): string[] {
  const open = key.indexOf("[");
  if (open < 0) return [key];
  const parts = [key.slice(0, open)];
  const rest = key.slice(open);
  const pattern = /\[([^\]]*)\]/g;
  let consumed = 0;
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    if (match.index !== consumed) break;
    parts.push(match[1] ?? "");
    consumed = match.index + match[0].length;
  }
  if (consumed !== rest.length) throw new StripeApiError(400, `Invalid parameter name: ${key}`, { param: key });
  return parts;
}

function isFormObject(value: FormValue | undefined): value is FormObject {
  return typeof value === "object" && !Array.isArray(value);
}

/** Parses a form body or query string into a tree; `[]` appends, any other key (numeric ones too) names a field. */
export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const key = decode(equals < 0 ? pair : pair.slice(0, equals));
    const value = decode(equals < 0 ? "" : pair.slice(equals + 1));
    const parts = splitKey(key);
    let node: FormObject = root;
    for (const [index, part] of parts.entries()) {
      const last = index === parts.length - 1;
      const next = parts[index + 1];
      if (last) {
        node[part] = value;
        break;
      }
      if (next === "") {
        if (index + 1 !== parts.length - 1) throw new StripeApiError(400, `Invalid parameter name: ${key}`, { param: key });
        const list = node[part];
        if (Array.isArray(list)) list.push(value);
        else node[part] = [value];
        break;
      }
      const child = node[part];
      if (isFormObject(child)) {
        node = child;
      } else {
        const created: FormObject = {};
        node[part] = created;
        node = created;
      }
    }
  }
  return root;
}

function invalid(kind: string, param: string, value: FormValue): StripeApiError {
  const shown = typeof value === "string" ? value : JSON.stringify(value);
  return new StripeApiError(400, `Invalid ${kind}: ${shown}`, { code: kind === "integer" ? "parameter_invalid_integer" : "parameter_invalid", param });
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(400, `Missing required param: ${param}.`, { code: "parameter_missing", param });
}

export function readString(form: FormObject, key: string, param = key): string | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalid("string", param, value);
  return value;
}

export function requireString(form: FormObject, key: string, param = key): string {
  const value = readString(form, key, param);
  if (value === undefined || value === "") throw missingParam(param);
  return value;
}

export function readInteger(form: FormObject, key: string, param = key): number | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^-?\d+$/.test(value)) throw invalid("integer", param, value);
  return Number(value);
}

export function requireInteger(form: FormObject, key: string, param = key): number {
  const value = readInteger(form, key, param);
  if (value === undefined) throw missingParam(param);
  return value;
}

export function readNumber(form: FormObject, key: string, param = key): number | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^\d+(\.\d+)?$/.test(value)) throw invalid("decimal", param, value);
  return Number(value);
}

export function readBoolean(form: FormObject, key: string, param = key): boolean | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (value === "true") return true;
  if (value === "false") return false;
  throw invalid("boolean", param, value);
}

export function readEnum<T extends string>(form: FormObject, key: string, allowed: readonly T[], param = key): T | undefined {
  const value = readString(form, key, param);
  if (value === undefined) return undefined;
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) throw new StripeApiError(400, `Invalid ${param}: must be one of ${allowed.join(", ")}`, { code: "parameter_invalid", param });
  return match;
}

/** A hash parameter; an empty string (as `metadata=` sends) is an empty hash. */
export function readObject(form: FormObject, key: string, param = key): FormObject | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (value === "") return {};
  if (!isFormObject(value)) throw invalid("object", param, value);
  return value;
}

/** An array parameter, sent as `key[0]…` (the SDK) or `key[]…`. */
export function readArray(form: FormObject, key: string, param = key): FormValue[] | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value;
  if (!isFormObject(value)) throw invalid("array", param, value);
  const indexes = Object.keys(value);
  if (!indexes.every((index) => /^\d+$/.test(index))) throw invalid("array", param, value);
  return indexes.sort((a, b) => Number(a) - Number(b)).map((index) => value[index] ?? "");
}

/** Each element of an array parameter as a hash, with the bracketed name of each for errors. */
export function readObjectArray(form: FormObject, key: string): Array<{ value: FormObject; param: string }> | undefined {
  const list = readArray(form, key);
  return list?.map((value, index) => {
    const param = `${key}[${index}]`;
    if (!isFormObject(value)) throw invalid("object", param, value);
    return { value, param };
  });
}

/**
 * Metadata as Stripe keeps it: string values, at most 50 keys of 40 characters
 * with values of 500. In an update an empty value removes that key and an
 * empty `metadata` removes them all; `current` is what the update starts from.
 */
export function readMetadata(form: FormObject, key = "metadata", current: Record<string, string> = {}): Record<string, string> {
  const value = readObject(form, key);
  if (value === undefined) return { ...current };
  if (Object.keys(value).length === 0) return {};
  const next = { ...current };
  for (const [name, entry] of Object.entries(value)) {
    const param = `${key}[${name}]`;
    if (typeof entry !== "string") throw invalid("string", param, entry);
    if (name.length > 40) throw new StripeApiError(400, `Invalid metadata: keys can be at most 40 characters (${name}).`, { code: "parameter_invalid", param });
    if (entry.length > 500)
      throw new StripeApiError(400, `Invalid metadata: values can be at most 500 characters (${name}).`, { code: "parameter_invalid", param });
    if (entry === "") delete next[name];
    else next[name] = entry;
  }
  if (Object.keys(next).length > 50) throw new StripeApiError(400, "Invalid metadata: at most 50 keys.", { code: "parameter_invalid", param: key });
  return next;
}

/** The `expand` parameter as a list of dotted paths. */
export function readExpand(form: FormObject): string[] {
  return (readArray(form, "expand") ?? []).map((entry, index) => {
    if (typeof entry !== "string") throw invalid("string", `expand[${index}]`, entry);
    return entry;
  });
}

/** The body types an HTML form sends; the storefront's pages take nothing else. */
export const FORM_MEDIA_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

/** Methods that carry no form: the middleware never reads their body. */
const BODILESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const UNSUPPORTED_TYPE_MESSAGE = "Forms are accepted as application/x-www-form-urlencoded or multipart/form-data only.";
export const MALFORMED_FORM_MESSAGE = "The form could not be read.";

export type FormSubmission =
  /** GET, HEAD, OPTIONS: nothing was submitted. */
  | { kind: "none" }
  | { kind: "form"; form: FormData }
  /** The answer to send instead of rendering the page. */
  | { kind: "refused"; status: 400 | 415; message: string };

/** "multipart/form-data" from "Multipart/Form-Data; boundary=x"; "" when there is no header. */
export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

function refused(status: 400 | 415, message: string): FormSubmission {
  return { kind: "refused", status, message };
}

/**
 * Reads the form a request submits, once, for the page that handles it. Another body
 * type is refused with 415 and a body that does not parse as its declared type with
 * 400, instead of the page failing with a 500. A body-less POST (no type, no bytes) is
 * an empty form. Size is capped before this runs (the gateway and server.mjs).
 */
export async function readFormSubmission(request: Request): Promise<FormSubmission> {
  if (BODILESS_METHODS.has(request.method.toUpperCase())) return { kind: "none" };
  const contentType = request.headers.get("content-type");
  const mediaType = mediaTypeOf(contentType);
  if (mediaType !== "" && !FORM_MEDIA_TYPES.some((type) => type === mediaType)) {
    return refused(415, UNSUPPORTED_TYPE_MESSAGE);
  }

  let bytes: ArrayBuffer;
  try {
    bytes = await request.arrayBuffer();
  } catch {
    return refused(400, MALFORMED_FORM_MESSAGE);
  }
  if (mediaType === "") {
    return bytes.byteLength === 0 ? { kind: "form", form: new FormData() } : refused(415, UNSUPPORTED_TYPE_MESSAGE);
  }
  try {
    const form = await new Response(bytes, { headers: { "content-type": contentType ?? mediaType } }).formData();
    return { kind: "form", form };
  } catch {
    return refused(400, MALFORMED_FORM_MESSAGE);
  }
}

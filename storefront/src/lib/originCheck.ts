const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

/**
 * Whether a request is a form submission from another site: an unsafe method whose
 * body a plain HTML form can send, without an Origin equal to the origin the
 * browser used. Astro's built-in check cannot be used behind Caddy: it compares
 * with the http URL Node sees, not the https one the browser sees.
 */
export function isCrossSiteFormSubmission(method: string, headers: Headers, origin: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const contentType = headers.get("content-type")?.toLowerCase();
  const formLike = !contentType || FORM_CONTENT_TYPES.some((type) => contentType.includes(type));
  if (!formLike) return false;
  return headers.get("origin") !== origin;
}

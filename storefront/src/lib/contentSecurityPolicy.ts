/**
 * The storefront's Content-Security-Policy. Astro writes the header of every page it
 * renders (`security.csp` in astro.config.mjs): it hashes the inline scripts and styles
 * it emits itself, and these directives complete the policy. The one inline script a page
 * writes itself (the reading settings in <head>) is allowed by its hash, so nothing here
 * needs 'unsafe-inline' or a nonce.
 */
export const PAGE_DIRECTIVES = [
  "default-src 'none'",
  "img-src 'self'",
  // The reading page's Literata, bundled by Vite under /_astro/.
  "font-src 'self'",
  // A chapter's audio, streamed by the API on the same host (/api/v1/readers/books/…/audio).
  "media-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
] as const;

/**
 * For answers Astro does not render as a page (redirects, endpoints, refusals): nothing
 * to load, nothing to frame.
 */
export const NON_PAGE_POLICY = "default-src 'none'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'";

/** Every powerful feature the product does not use, off; the gateway (Caddyfile) sends the same value. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export const HEATMAP_SCRIPT_PATH = "/analytics/heatmap.js";

/**
 * The script sources of one page, replacing Astro's default 'self': the bundles Astro
 * builds under /_astro/, and the heat-map only on the pages that include it. 'self'
 * would let any same-origin URL run as a script, the heat-map on every host included.
 */
export function pageScriptSources(origin: string, loadsHeatmap: boolean): string[] {
  // The origin comes from the Host header: anything but a plain host must not become policy text.
  if (!/^https?:\/\/[a-z0-9.:[\]-]+$/i.test(origin)) return ["'self'"];
  const sources = [`${origin}/_astro/`];
  if (loadsHeatmap) sources.push(`${origin}${HEATMAP_SCRIPT_PATH}`);
  return sources;
}

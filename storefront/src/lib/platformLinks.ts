import type { Site } from "./site.ts";

/**
 * A link to a platform page (sign-in, studio, policies): a path on the platform
 * host itself, an absolute platform URL on a custom domain or an unknown host,
 * where those pages are not served.
 */
export function platformHref(site: Site, path: string, publicUrl: string): string {
  return site.kind === "platform" ? path : new URL(path, publicUrl).href;
}

import type { Site } from "./site.ts";

/**
 * A link to a platform page (sign-in, studio, policies): a path on the platform
 * host itself, an absolute platform URL on a custom domain or an unknown host,
 * where those pages are not served.
 */
export function platformHref(site: Site, path: string, publicUrl: string): string {
  return site.kind === "platform" ? path : new URL(path, publicUrl).href;
}

/**
 * An uploaded image's address for a page on any host: the platform serves
 * files under /api/, which every host (custom domains too) routes to the API,
 * so a platform URL becomes its path and is loaded from the page's own origin
 * (the pages' CSP allows images from 'self' only). Other URLs are kept.
 */
export function imageSrc(url: string, publicUrl: string): string {
  try {
    const parsed = new URL(url, publicUrl);
    return parsed.origin === new URL(publicUrl).origin && parsed.pathname.startsWith("/api/") ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

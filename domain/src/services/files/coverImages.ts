/**
 * Where cover images live and how their addresses look. A cover is stored
 * once under a name made from its bytes (so its address never changes what
 * it shows and may be cached for ever) and served by the API's public route.
 */

/** The path the API serves images under; a cover's address is the platform origin, this, and its name. */
export const IMAGE_PATH = "/api/v1/files/images/";

/** A stored image's name: 32 hex digits of its SHA-256 and the format it is stored in. */
export const IMAGE_NAME = /^[0-9a-f]{32}\.webp$/;

export const IMAGE_CONTENT_TYPE = "image/webp";

/** The storage key of an image name. */
export function imageKeyOf(name: string): string {
  return `images/${name}`;
}

/** A cover's public address on the platform origin (e.g. http://localhost:8080). */
export function imageUrlOf(publicUrl: string, name: string): string {
  return `${publicUrl}${IMAGE_PATH}${name}`;
}

/** The image name an address of ours points at, or null when it is not one of our image addresses. */
export function imageNameOfUrl(publicUrl: string, url: string): string | null {
  const prefix = `${publicUrl}${IMAGE_PATH}`;
  if (!url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return IMAGE_NAME.test(name) ? name : null;
}

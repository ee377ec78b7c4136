/**
 * The decorative part of a public URL (`/book/{slug}/{id}`, `/author/{slug}/{id}`):
 * lower-case ASCII words joined by hyphens, accents folded, at most 80
 * characters; "book" or "author" when nothing is left. URLs carry the id, so a
 * wrong or old slug only redirects to this one. Imports nothing (browser-safe).
 */
export function slugOf(title: string | null | undefined, fallback = "book"): string {
  const slug = (title ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || fallback;
}

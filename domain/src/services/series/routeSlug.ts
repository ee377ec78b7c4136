/** A route of a subseries or of a book in its series: a URL segment of lowercase letters, digits and single hyphens, at most this long. */
export const ROUTE_SLUG_MAX = 100;

/** The route a title suggests ("Part One: Ash" → "part-one-ash"); "" when the title has no letters or digits. */
export function slugifyTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, ROUTE_SLUG_MAX - 10)
    .replace(/-+$/g, "");
}

/** `base`, or `base-2`, `base-3`… : the first that is not taken. */
export function firstFreeRoute(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The render cache's locals a catalogue page sets (declared in src/env.d.ts). */
export interface CacheLocals {
  session: unknown;
  cacheTags: string[];
  cacheable: boolean;
  sharedWithSignedIn: boolean;
}

export interface CacheHints {
  /** What the page shows: "book:12", "author:5", "series:3", "catalogue". */
  tags: Iterable<string>;
  /** A signed-in reader may get the same HTML: nothing personal is rendered on the server. */
  shared: boolean;
}

/**
 * Marks a successful GET render for the render cache: its tags, cacheable when
 * rendered for an anonymous visitor, shared with signed-in readers when it says so.
 */
export function applyCacheHints(locals: CacheLocals, method: string, { tags, shared }: CacheHints): void {
  for (const tag of tags) if (!locals.cacheTags.includes(tag)) locals.cacheTags.push(tag);
  const isRead = method === "GET" || method === "HEAD";
  locals.cacheable = isRead && !locals.session;
  locals.sharedWithSignedIn = isRead && shared;
}

/** The tags of a page showing these books (and their authors and series). */
export function bookTags(books: Iterable<{ id: number; author: { id: number }; series?: { id: number } | null }>): string[] {
  const tags = new Set<string>();
  for (const book of books) {
    tags.add(`book:${book.id}`);
    tags.add(`author:${book.author.id}`);
    if (book.series) tags.add(`series:${book.series.id}`);
  }
  return [...tags];
}

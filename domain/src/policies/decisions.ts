/** A policy's answer: true, or why not (which becomes 401, 404 or 403). */
export type Decision = true | Denial;

export interface Denial {
  /** "chapter_locked" is a 403 with its own code, which the reading pages recognise (ChapterLockedError). */
  deny: "unauthenticated" | "not_found" | "forbidden" | "chapter_locked";
  message?: string;
}

export const unauthenticated: Denial = { deny: "unauthenticated" };

export function notFound(message?: string): Denial {
  return { deny: "not_found", ...(message ? { message } : {}) };
}

export function forbidden(message?: string): Denial {
  return { deny: "forbidden", ...(message ? { message } : {}) };
}

export function chapterLocked(message?: string): Denial {
  return { deny: "chapter_locked", ...(message ? { message } : {}) };
}

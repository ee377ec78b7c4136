/** A policy's answer: true, or why not (which becomes 401, 404 or 403). */
export type Decision = true | Denial;

export interface Denial {
  deny: "unauthenticated" | "not_found" | "forbidden";
  message?: string;
}

export const unauthenticated: Denial = { deny: "unauthenticated" };

export function notFound(message?: string): Denial {
  return { deny: "not_found", ...(message ? { message } : {}) };
}

export function forbidden(message?: string): Denial {
  return { deny: "forbidden", ...(message ? { message } : {}) };
}

// Imports only zod: see README.md.
import { z } from "zod";

/** A count or an id in an answer: a whole number, never negative. */
export const count = () => z.number().int().min(0);

/** One page of a list answer; `page` is 1-based and `total` counts every match. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: count().describe("Every match, on all pages."),
    page: z.number().int().min(1).describe("1-based."),
    pageSize: z.number().int().min(1),
  });
}

/** What pageOf(item) answers, for the client's generic helpers (the same type as z.output of a pageOf schema). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

import { paths } from "../../lib/paths.ts";
import type { ReadingPageLoad } from "./loadReadingPage.ts";

/** What a reading route answers for a load: the page, or a redirect or the 404 page instead. */
export type ReadingRouteAnswer =
  | { kind: "render"; load: Extract<ReadingPageLoad, { kind: "open" | "locked" }> }
  | { kind: "redirect"; location: string; status: 301 | 302 }
  | { kind: "notFound" };

/** Unknown book → /not-found-book (302); another address of the chapter → its canonical one (301); no such chapter → 404. */
export function answerReadingRoute(load: ReadingPageLoad): ReadingRouteAnswer {
  switch (load.kind) {
    case "bookNotFound":
      return { kind: "redirect", location: paths.notFoundBook, status: 302 };
    case "redirect":
      return { kind: "redirect", location: load.location, status: 301 };
    case "chapterNotFound":
      return { kind: "notFound" };
    default:
      return { kind: "render", load };
  }
}

import type { Actor } from "../auth/actor.ts";
import type { ReaderEpubFacts } from "../services/epubs/readerEpubCopy.ts";
import { forbidden, notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** What the author's EPUB policies decide on: the book. */
export interface EpubBookSubject {
  authorId: number;
  deleted: boolean;
}

const BOOK_NOT_FOUND = "Book not found.";
export const WHOLE_BOOK_NEEDED = "Only readers who may read the whole book can download it: buy the book or subscribe first.";

/** The owner only, as for manuscripts: an EPUB is the author's to make, replace and remove. */
function ownerOfBook(actor: Actor, book: EpubBookSubject): Decision {
  if (actor.kind === "anonymous") return unauthenticated;
  if (book.deleted) return notFound(BOOK_NOT_FOUND);
  return actor.authorId !== null && actor.authorId === book.authorId ? true : notFound(BOOK_NOT_FOUND);
}

export const epubsPolicies = {
  /** The book's EPUB state and its file as stored. */
  "epub.read": ownerOfBook,
  /** Generate, upload, delete. */
  "epub.manage": ownerOfBook,
  /** A personal copy: a signed-in reader who may read every published chapter (bought, subscribed, free; the author and admins too). */
  "readerBook.downloadEpub": (actor: Actor, facts: ReaderEpubFacts): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    if (actor.readerId === null) return notFound("Reader profile not found.");
    return facts.chaptersCount > 0 && facts.lockedCount === 0 ? true : forbidden(WHOLE_BOOK_NEEDED);
  },
};

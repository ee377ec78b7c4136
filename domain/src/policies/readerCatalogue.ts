import type { Actor } from "../auth/actor.ts";
import { decideChapterAccess } from "../services/readers/chapterAccess.ts";
import type { ChapterFacts } from "../services/readers/chapterAccess.ts";
import { forbidden } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

export const CHAPTER_LOCKED_MESSAGE = "This chapter is locked.";

/**
 * The public catalogue (books, series, author pages, tables of contents,
 * check-access) is read by anyone: those routes say "public". Reading a
 * chapter's text is the one decision here, and it is the access rule
 * (services/readers/chapterAccess.ts) applied to the actor.
 */
export const readerCataloguePolicies = {
  "readerChapter.read": (actor: Actor, facts: ChapterFacts): Decision =>
    decideChapterAccess({ actor, book: facts.book, publishedChaptersCount: facts.publishedChaptersCount, reader: facts.reader, now: facts.now }, facts.chapter).isOpen
      ? true
      : forbidden(CHAPTER_LOCKED_MESSAGE),
};

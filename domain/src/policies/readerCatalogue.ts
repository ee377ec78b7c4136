import type { Actor } from "../auth/actor.ts";
import { decideChapterAccess } from "../services/readers/chapterAccess.ts";
import type { ChapterAccess, ChapterFacts } from "../services/readers/chapterAccess.ts";
import { chapterLocked } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

export const CHAPTER_LOCKED_MESSAGE = "This chapter is locked.";

/**
 * The public catalogue (books, series, author pages, tables of contents) is
 * read by anyone: those routes say "public". A chapter's text and audio, and
 * check-access, answer by who asks: their routes say `auth: "optional"` and
 * the pipeline holds them to these policies (api/src/routes/defineRoute.ts).
 */
export const readerCataloguePolicies = {
  /**
   * Reading a chapter's text or audio: the access rule
   * (services/readers/chapterAccess.ts) applied to the actor asking, from the
   * facts loaded for them; a locked chapter is 403 chapter_locked.
   */
  "readerChapter.read": (actor: Actor, facts: ChapterFacts): Decision =>
    decideChapterAccess({ actor, book: facts.book, publishedChaptersCount: facts.publishedChaptersCount, reader: facts.reader, now: facts.now }, facts.chapter)
      .isOpen
      ? true
      : chapterLocked(CHAPTER_LOCKED_MESSAGE),
  /**
   * Asking whether one may read a chapter: anyone may, locked or not, since
   * the answer is the access decided for the asker (and what would open it).
   * A book nobody may see is a 404 before this, at the load.
   */
  "readerChapter.checkAccess": (_actor: Actor, _access: ChapterAccess): Decision => true,
};

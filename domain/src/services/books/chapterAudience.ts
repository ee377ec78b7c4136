/**
 * Who can read each chapter of a book today, and when that changes: what
 * the author's chapter list shows. Pure. It holds no rule of its own: it asks
 * the access rule (readers/chapterAccess.ts) about three readers (one holding
 * nothing, one who bought the chapter, one who subscribes) now, then at each
 * moment something about the chapter may change (a publication, the end of
 * the early-access window, its unlock time), and reports the first change.
 */
import type { ChapterStatus } from "@storyloom/db/enums";
import type { UserActor } from "../../auth/actor.ts";
import { decideChapterAccess, earlyAccessEndsAt, NO_READER_ACCESS, ruleUnlockAt } from "../readers/chapterAccess.ts";
import type { AccessBook, AccessChapter, AccessFacts } from "../readers/chapterAccess.ts";

/** Who can read a chapter: anyone; readers who buy it and subscribers; subscribers only; nobody (not public yet). */
export type ChapterAudience = "EVERYONE" | "BUYERS_AND_SUBSCRIBERS" | "SUBSCRIBERS" | "NOBODY_YET";

/** What the answer needs to know about the book: the rule's facts, its freeAfterDays, and when readers see it. */
export interface AudienceBook extends AccessBook {
  freeAfterDays: number | null;
  /** Since when readers see the book (its publication), when a STAGED book goes live, or null when it is neither public nor scheduled. */
  publicFrom: Date | null;
}

/** One chapter of the book, whatever its status. */
export interface AudienceChapter {
  id: number;
  number: number;
  title: string | null;
  status: ChapterStatus;
  publishedAt: Date | null;
  scheduledPublicationAt: Date | null;
  scheduledUnlockAt: Date | null;
}

export interface ChapterAudienceRow {
  chapterId: number;
  number: number;
  title: string | null;
  today: ChapterAudience;
  /** The next moment `today` changes, when one is known; null otherwise (a draft, or a change that waits on the author). */
  changesAt: Date | null;
  /** Who can read it from changesAt on. */
  then: ChapterAudience | null;
}

/** A signed-in reader who is neither the author nor an admin; what they hold is set per question. */
const SOME_READER: UserActor = Object.freeze({ kind: "user", userId: 0, email: "", authorId: null, readerId: 0, readerTheme: null, permissions: [] });

const NEVER = new Date(8.64e15);

/** The chapter as readers would have it at `at`: published (or due from its schedule), with its unlock time; null before. */
function publicationAt(book: AudienceBook, chapter: AudienceChapter, at: Date): Pick<AccessChapter, "publishedAt" | "scheduledUnlockAt"> | null {
  if (chapter.status === "PUBLISHED") return { publishedAt: chapter.publishedAt, scheduledUnlockAt: chapter.scheduledUnlockAt };
  const due = chapter.scheduledPublicationAt;
  if (chapter.status !== "SCHEDULED" || due === null || due.getTime() > at.getTime()) return null;
  // As publishChapter will do it: the first publication's time is kept, the author's unlock time wins over the book's rule.
  const publishedAt = chapter.publishedAt ?? due;
  return { publishedAt, scheduledUnlockAt: chapter.scheduledUnlockAt ?? ruleUnlockAt(book, publishedAt) };
}

/** The published chapters at `at`, in reading order, with their indexes; none while the book is not public. */
interface Snapshot {
  chapters: Map<number, AccessChapter>;
  count: number;
}

function snapshotAt(book: AudienceBook, chapters: readonly AudienceChapter[], at: Date): Snapshot {
  const published = new Map<number, AccessChapter>();
  if (book.publicFrom === null || book.publicFrom.getTime() > at.getTime()) return { chapters: published, count: 0 };
  for (const chapter of chapters) {
    const publication = publicationAt(book, chapter, at);
    if (publication) published.set(chapter.id, { id: chapter.id, index: published.size + 1, ...publication });
  }
  return { chapters: published, count: published.size };
}

/** Who the rule lets read the chapter at `at`. */
function audienceIn(book: AudienceBook, snapshot: Snapshot, chapterId: number, at: Date): ChapterAudience {
  const chapter = snapshot.chapters.get(chapterId);
  if (!chapter) return "NOBODY_YET";
  const facts: AccessFacts = { actor: SOME_READER, book, publishedChaptersCount: snapshot.count, reader: NO_READER_ACCESS, now: at };
  const nothing = decideChapterAccess(facts, chapter);
  if (nothing.isOpen) return "EVERYONE";
  const forSale = nothing.unlock !== null && (nothing.unlock.canBuyChapters || nothing.unlock.bundlePrice !== null);
  const buyer = decideChapterAccess({ ...facts, reader: { entireBook: true, unlockedChapterIds: new Set([chapterId]), isSubscribed: false } }, chapter);
  if (forSale && buyer.isOpen) return "BUYERS_AND_SUBSCRIBERS";
  const subscriber = decideChapterAccess({ ...facts, reader: { ...NO_READER_ACCESS, isSubscribed: true } }, chapter);
  return subscriber.isOpen ? "SUBSCRIBERS" : "NOBODY_YET";
}

/**
 * Per chapter (in reading order), who can read it at `now`, and the first
 * later moment that changes, with who can read it then.
 */
export function describeChapterAudiences(input: { book: AudienceBook; chapters: readonly AudienceChapter[]; now: Date }): ChapterAudienceRow[] {
  const { book, now } = input;
  const chapters = [...input.chapters].sort((a, b) => a.number - b.number);
  // Moments that change which chapters are published (and so every index): the book's and the chapters' publications.
  const shared = [book.publicFrom, ...chapters.map((chapter) => (chapter.status === "SCHEDULED" ? chapter.scheduledPublicationAt : null))];
  const snapshots = new Map<number, Snapshot>();
  const snapshotFor = (at: Date): Snapshot => {
    // Between two shared moments the published chapters are the same: one snapshot serves them all.
    const epoch = shared.filter((moment) => moment !== null && moment.getTime() <= at.getTime()).length;
    let snapshot = snapshots.get(epoch);
    if (!snapshot) {
      snapshot = snapshotAt(book, chapters, at);
      snapshots.set(epoch, snapshot);
    }
    return snapshot;
  };

  return chapters.map((chapter) => {
    const today = audienceIn(book, snapshotFor(now), chapter.id, now);
    const row = { chapterId: chapter.id, number: chapter.number, title: chapter.title };
    const eventually = publicationAt(book, chapter, NEVER);
    const own = eventually ? [earlyAccessEndsAt(book, eventually), eventually.scheduledUnlockAt] : [];
    const moments = [...new Set([...shared, ...own].filter((moment): moment is Date => moment !== null).map((moment) => moment.getTime()))]
      .filter((time) => time > now.getTime())
      .sort((a, b) => a - b);
    for (const time of moments) {
      const at = new Date(time);
      const then = audienceIn(book, snapshotFor(at), chapter.id, at);
      if (then !== today) return { ...row, today, changesAt: at, then };
    }
    return { ...row, today, changesAt: null, then: null };
  });
}

import type { Knex } from "@storyloom/db";
import { chapterHeadingOf } from "../exports/exportManuscript.ts";

/** Where a ReaderBook's reader is, in the book's published chapters as they are now. */
export interface ReadingPlace {
  /** 1-based index of the chapter among the published ones; 0 before the first. */
  chapterIndex: number;
  chapterId: number | null;
  /** "Chapter N", or the author's custom numbering when the book uses it; null before the first. */
  heading: string | null;
  /** The chapter's own title, when the author gave it one; null before the first. */
  title: string | null;
  /** Published chapters of the book. */
  chaptersCount: number;
}

interface PlaceRow {
  readerBookId: number;
  chaptersCount: number;
  chapterId: number | null;
  chapterIndex: number | null;
  customNumbering: string | null;
  title: string | null;
  customChapterNumbering: boolean;
}

/**
 * The reading place of each ReaderBook, in one query. The stored index goes
 * stale when the author moves, inserts or unpublishes chapters, so the place
 * is the saved chapter where it is now; when that chapter is no longer
 * published, the chapter at the saved index (or the last one).
 */
export async function locateReadingPlaces(db: Knex | Knex.Transaction, readerBookIds: readonly number[]): Promise<Map<number, ReadingPlace>> {
  const places = new Map<number, ReadingPlace>();
  if (readerBookIds.length === 0) return places;
  const { rows } = await db.raw<{ rows: PlaceRow[] }>(
    // Raw rows keep their column names: the aliases are the camelCase ones.
    `select rb.id as "readerBookId", b.custom_chapter_numbering as "customChapterNumbering",
       (select count(*) from chapters c where c.book_id = rb.book_id and c.status = 'PUBLISHED') as "chaptersCount",
       cur.id as "chapterId", cur.chapter_index as "chapterIndex", cur.custom_numbering as "customNumbering", cur.title
     from reader_books rb
     join books b on b.id = rb.book_id
     left join lateral (
       select pub.id, pub.chapter_index, pub.custom_numbering, pub.title
       from (
         select c.id, c.custom_numbering, c.title, row_number() over (order by c.number) as chapter_index, count(*) over () as total
         from chapters c where c.book_id = rb.book_id and c.status = 'PUBLISHED'
       ) pub
       where pub.id = rb.current_chapter_id or pub.chapter_index = least(rb.current_chapter_index, pub.total)
       order by (pub.id = rb.current_chapter_id) desc
       limit 1
     ) cur on true
     where rb.id in (${readerBookIds.map(() => "?").join(", ")})`,
    [...readerBookIds],
  );
  for (const row of rows) {
    const chapterIndex = row.chapterIndex === null ? 0 : Number(row.chapterIndex);
    places.set(Number(row.readerBookId), {
      chapterIndex,
      chapterId: row.chapterId === null ? null : Number(row.chapterId),
      heading:
        chapterIndex === 0
          ? null
          : chapterHeadingOf({ customChapterNumbering: row.customChapterNumbering }, { number: chapterIndex, customNumbering: row.customNumbering }),
      title: chapterIndex === 0 ? null : row.title?.trim() || null,
      chaptersCount: Number(row.chaptersCount),
    });
  }
  return places;
}

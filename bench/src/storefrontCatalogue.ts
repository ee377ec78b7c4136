import { psql } from "./psql.ts";

export const BENCH_BOOKS = 10_000;
export const CHAPTERS_PER_BOOK = 20;
export const CHAPTER_WORDS = 5_000;
const TITLE_PREFIX = "Bench book ";

const WORDS = (
  "the lamplighter walked the length of the orchard wall counting the glass fruit that had fallen in the night " +
  "and wondering whether the river would freeze before the harvest fair or after it as it had the year her mother left " +
  "she kept a ledger of every lamp on the hill road and the names of those who asked for the late ferry"
).split(" ");

/** About `words` words of prose in paragraphs of 90 to 140 words, as the editor stores a chapter. */
export function chapterMarkup(words: number): string {
  const paragraphs: string[] = [];
  for (let written = 0, p = 0; written < words; p += 1) {
    const length = Math.min(90 + ((p * 37) % 51), words - written);
    const text = Array.from({ length }, (_, i) => WORDS[(i * 7 + p * 13) % WORDS.length]).join(" ");
    paragraphs.push(`<p>${text.charAt(0).toUpperCase()}${text.slice(1)}.</p>`);
    written += length;
  }
  return paragraphs.join("");
}

/**
 * 10,000 published books of 20 published, free 5,000-word chapters each, by the
 * demo author, inserted with generate_series (a minute or two: PostgreSQL
 * compresses each chapter's copy of the shared text). Does nothing when they are
 * there already. Answers the id and title of the book in the middle.
 */
export function seedBenchCatalogue(databaseUrl: string, log: (line: string) => void): { bookId: number; title: string } {
  const [existing] = psql(databaseUrl, `SELECT count(*) FROM books WHERE title LIKE '${TITLE_PREFIX}%';`);
  if (Number(existing) < BENCH_BOOKS) {
    const started = performance.now();
    const markup = chapterMarkup(CHAPTER_WORDS);
    if (markup.includes("$md$")) throw new Error("the chapter text cannot be dollar-quoted");
    psql(
      databaseUrl,
      `BEGIN;
DELETE FROM books WHERE title LIKE '${TITLE_PREFIX}%';
INSERT INTO books (title, status, description, author_id, genre_id, public_chapters_count, published_at)
SELECT '${TITLE_PREFIX}' || n, 'PUBLISHED', 'A lighthouse keeper finds a ledger of every lamp on the hill road.',
  (SELECT ap.id FROM author_profiles ap JOIN users u ON u.id = ap.user_id WHERE u.email = 'author@storyloom.test'),
  (SELECT id FROM genres ORDER BY id LIMIT 1), ${CHAPTERS_PER_BOOK}, now() - n * interval '1 minute'
FROM generate_series(1, ${BENCH_BOOKS}) AS n;
INSERT INTO chapters (book_id, number, title, markup, status, published_at, word_count)
SELECT b.id, c, 'Chapter ' || c, $md$${markup}$md$, 'PUBLISHED', b.published_at, ${CHAPTER_WORDS}
FROM books b CROSS JOIN generate_series(1, ${CHAPTERS_PER_BOOK}) AS c
WHERE b.title LIKE '${TITLE_PREFIX}%';
COMMIT;
ANALYZE books;
ANALYZE chapters;`,
    );
    log(`seeded ${BENCH_BOOKS} books and ${BENCH_BOOKS * CHAPTERS_PER_BOOK} chapters in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const title = `${TITLE_PREFIX}${BENCH_BOOKS / 2}`;
  const [id] = psql(databaseUrl, `SELECT id FROM books WHERE title = '${title}';`);
  if (!id) throw new Error(`${title} is missing`);
  return { bookId: Number(id), title };
}

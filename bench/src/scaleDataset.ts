// The database at scale (issue 24): 50,000 books, 1,000,000 chapters and
// 1,000,000 readers with their bookshelves, purchases, subscriptions,
// reviews and the authors' AI use, written into a migrated, seeded database
// with generate_series, one INSERT … SELECT per table. Everything is derived
// from row numbers through a hash (bench_scale.u), so every run makes the same
// rows. Ids are given from BASE_ID on, so that rows can point at each other
// by arithmetic (the chapter at number c of book n is BASE_ID + first + c)
// instead of by joins; the identity sequences are moved past them at the end.
import { performance } from "node:perf_hooks";
import { psql } from "./psql.ts";
import { ADJECTIVES, NOUNS, PLACES } from "./titleWords.ts";

export const SCALE = {
  authors: 10_000,
  readers: 1_000_000,
  books: 50_000,
  /** Of the books, the demo author's first ones, 200 chapters each, read and bought by many. */
  demoBooks: 100,
  /** Author subscriptions, of which the demo author's: */
  authorSubscriptions: 60_000,
  demoAuthorSubscriptions: 3_000,
  seriesSubscriptions: 10_000,
  demoReaderBooks: 1_000,
  demoAuthorAiCalls: 20_000,
  /** Readers who have one of the demo author's books on their shelf (besides the random shelves). */
  demoAuthorReaders: 60_000,
} as const;

/** Ids of the generated rows start above this, far above the demo seed's. */
const BASE_ID = 10_000_000;

/**
 * The tables that get a million rows or so: loaded without their secondary
 * indexes, which are built afterwards (a sort each, instead of a random
 * insertion per row), and without foreign-key checks (the rows point at
 * each other by construction).
 */
const BULK_TABLES = [
  "users",
  "reader_profiles",
  "author_profiles",
  "books",
  "chapters",
  "reader_books",
  "book_review_reactions",
  "reader_notifications",
  "checkouts",
  "payments",
  "reader_chapter_unlocks",
  "chapter_funnel_events",
  "balance_transactions",
  "author_ai_usages",
];

/** Changes whenever the generator does: a database marked with another version is made again. */
export const SCALE_DATASET_VERSION = "storyloom scale dataset 2";

const FIRST_NAMES = [
  "Ada",
  "Bram",
  "Céline",
  "Dario",
  "Elodie",
  "Finn",
  "Greta",
  "Hugo",
  "Inès",
  "Jonah",
  "Kaia",
  "Lucien",
  "Maëlle",
  "Nils",
  "Orla",
  "Pavel",
  "Quinn",
  "Rosalie",
  "Søren",
  "Thea",
  "Uma",
  "Viktor",
  "Wren",
  "Xavier",
  "Yara",
  "Zoltan",
  "Amara",
  "Bastian",
  "Clio",
  "Desmond",
];
const LAST_NAMES = [
  "Farrowmere",
  "Okonkwo",
  "Lindqvist",
  "Moreau",
  "Castellanos",
  "Whitlock",
  "Nakamura",
  "Brennan",
  "Dubois",
  "Haldane",
  "Ivanova",
  "Jansen",
  "Kowalski",
  "Lefèvre",
  "Marchetti",
  "Novak",
  "O'Hara",
  "Petrov",
  "Quintero",
  "Rasmussen",
  "Sato",
  "Thorne",
  "Underhill",
  "Varga",
  "Whitcombe",
  "Yilmaz",
  "Zhang",
  "Abernathy",
  "Bellamy",
  "Carrow",
  "Drummond",
  "Ellery",
  "Fairbanks",
  "Gallagher",
  "Hartigan",
  "Ingram",
  "Jessup",
  "Keane",
  "Lowell",
  "Mercer",
];
const CHAPTER_TITLES = [
  "The Ferry at Dusk",
  "A Ledger of Lamps",
  "What the River Kept",
  "Salt in the Wound",
  "The Orchard Wall",
  "Letters Unsent",
  "A House of Glass",
  "The Long Night Road",
  "Under the Bell Tower",
  "Old Debts",
  "The Keeper's Daughter",
  "Frost on the Harbour",
  "A Map Without Names",
  "The Second Lantern",
  "Ashes and Apples",
  "The Quiet Hour",
  "Across the Weir",
  "A Stranger at the Fair",
  "The Last Ferry",
  "Rooks in the Rafters",
  "The Broken Compass",
  "Midwinter",
  "Tide Tables",
  "The Locked Room",
  "Smoke over Kessa",
  "A Promise Kept",
  "The Lamplighter's Song",
  "Falling Water",
  "Paper Boats",
  "The Return",
];
/** Sentences of the chapters, reviews and descriptions: short texts that read like prose. */
const SENTENCES = [
  "The lamplighter walked the length of the orchard wall, counting the glass fruit that had fallen in the night.",
  "Nobody on the hill road remembered a winter this cold, not even the ferryman, who remembered everything.",
  "She kept a ledger of every lamp between the harbour and the mill, and the names of those who asked for the late ferry.",
  "By the time the bell rang for the third hour, the river had begun to freeze along its edges.",
  "He did not answer at once; he turned the key over in his palm as if it might tell him what to say.",
  "The letter had been folded so many times that the creases had worn through the ink.",
  "Somewhere below the tower a dog barked twice and then thought better of it.",
  "Mira set the lantern on the sill and watched the snow find its way into the yard.",
  "It was the kind of quiet that made a person lower their voice without knowing why.",
  "The map showed a bridge where there had never been a bridge, and a village with no name.",
  "Her mother had left in a year like this one, when the harvest fair came late and the river early.",
  "They ate in silence, the bread still warm, the window fogged with their breath.",
  "The stranger paid for his room with a coin nobody in Kessa had seen before.",
  "Every door in the archive was locked but one, and that one stood open to the cold.",
  "If the ferry did not come by dawn, they would have to take the long road over the pass.",
  "The keeper's daughter climbed the stairs two at a time, the oil can knocking against her knee.",
  "Rain came in from the sea and turned the square into a mirror of the church.",
  "He wrote her name on the first page of the ledger and then, after a long while, crossed it out.",
  "The rooks lifted from the rafters all at once, a black cloth shaken out over the barn.",
  "No one had told her the road would be this long, or that she would walk most of it alone.",
  "The old woman laughed, and for a moment she sounded exactly like the girl she had been.",
  "There were seventeen lamps on the hill road, and tonight only sixteen of them were lit.",
  "He kept his promise, which was more than anyone in the family had expected of him.",
  "The tide tables were wrong, or the tide was, and the boat sat stranded on the mud.",
  "She found the second lantern exactly where the letter said it would be, under the loose stone.",
  "Smoke rose from the chimneys of Thornwick in thin grey threads that the wind pulled apart.",
  "They argued about the money until the candle burned down and neither of them could see the other.",
  "The bridge at Caldbeck had stood for three hundred years, and it chose that night to fall.",
  "When the music stopped, the dancers stood still in the lantern light as if they had been painted there.",
  "A single apple hung on the orchard's oldest tree, red against the snow, and nobody dared to pick it.",
  "The clerk at the station read the ticket twice, then looked up at her with something like pity.",
  "In the morning the footprints were gone, filled in by the snow as though no one had ever come.",
  "He had been a soldier once, and a thief, and for a short while a very bad poet.",
  "The queen's letter arrived on a Tuesday, sealed with green wax and smelling faintly of smoke.",
  "Nobody in the valley spoke of the comet, though everyone had seen it cross the sky.",
  "She counted the steps to the top of the lighthouse: two hundred and twelve, the same as always.",
  "The wind turned, and with it the smell of the sea came up the river and into every house.",
  "They buried the compass under the weir, where the water would keep it until someone needed it.",
  "Her hands shook as she opened the door, but her voice, when it came, was perfectly steady.",
  "By evening the whole town knew, and by morning they had all decided to pretend they did not.",
];
const DESCRIPTIONS = [
  "A lighthouse keeper finds a ledger of every lamp on the hill road, and a name that should not be in it.",
  "Two sisters inherit an orchard of glass trees and the debts that come with it.",
  "A ferryman who remembers everything meets a stranger nobody else can see.",
  "In a city of bridges, a thief is hired to steal the one thing that holds the city up.",
  "A queen's letter, a burned archive and a map with a village that does not exist.",
  "When the comet returns, the valley must decide what it is willing to forget.",
];

const sqlText = (text: string): string => `'${text.replace(/'/g, "''")}'`;
const sqlArray = (items: readonly string[]): string => `ARRAY[${items.map(sqlText).join(", ")}]::text[]`;
const wordsOf = (text: string): number => text.split(/\s+/).filter(Boolean).length;
/** The element of `array` (an SQL text array of `length` items) picked by the integer expression `index`. */
const pick = (array: string, length: number, index: string): string => `(${array})[1 + ((${index}) % ${length})]`;
const personName = (n: string): string =>
  `${pick(sqlArray(FIRST_NAMES), FIRST_NAMES.length, n)} || ' ' || ${pick(sqlArray(LAST_NAMES), LAST_NAMES.length, `(${n}) / ${FIRST_NAMES.length}`)}`;

/** Per-sentence word counts in the order of SENTENCES, as an SQL int array. */
const SENTENCE_WORDS = `ARRAY[${SENTENCES.map(wordsOf).join(", ")}]::int[]`;
/** The six sentence indexes (1-based) of the chapter with global index k: two paragraphs of three. */
const chapterSentence = (k: string, i: number): string => `1 + ((${k}) * ${[1, 7, 13, 17, 19, 23][i]} + ${[0, 3, 5, 11, 2, 29][i]}) % ${SENTENCES.length}`;

interface Step {
  name: string;
  sql: string;
}

/** The generator, one step per table (or two), each in its own transaction. */
function steps(): Step[] {
  const S = SENTENCES.length;
  const B = BASE_ID;
  const readerBase = B + SCALE.authors;
  const sentences = sqlArray(SENTENCES);
  return [
    {
      name: "helpers",
      sql: `
DROP SCHEMA IF EXISTS bench_scale CASCADE;
CREATE SCHEMA bench_scale;
-- A uniform number in [0, 1) from two integers: the same rows on every run.
CREATE FUNCTION bench_scale.u(a bigint, b bigint) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (hashint8(a * 1000003 + b)::bigint & 2147483647)::float8 / 2147483648 $$;
CREATE TABLE bench_scale.demo AS SELECT
  (SELECT ap.id FROM author_profiles ap JOIN users u ON u.id = ap.user_id WHERE u.email = 'author@storyloom.test') AS author_id,
  (SELECT id FROM users WHERE email = 'author@storyloom.test') AS author_user_id,
  (SELECT rp.id FROM reader_profiles rp JOIN users u ON u.id = rp.user_id WHERE u.email = 'reader@storyloom.test') AS reader_id,
  (SELECT id FROM users WHERE email = 'reader@storyloom.test') AS reader_user_id,
  (SELECT array_agg(id ORDER BY id) FROM genres) AS genres;
DO $$ BEGIN
  IF (SELECT author_id IS NULL OR reader_id IS NULL FROM bench_scale.demo) THEN RAISE 'the demo accounts are missing: seed the database first'; END IF;
  IF (SELECT max(id) FROM users) >= ${B} OR (SELECT max(id) FROM books) >= ${B} OR (SELECT max(id) FROM chapters) >= ${B} THEN RAISE 'ids from ${B} on are taken'; END IF;
END $$;
-- Bulk loading: the big tables' secondary indexes and unique constraints (but the primary keys, which the
-- foreign keys reference) are dropped here and built again, each in one sort, by the step "indexes".
CREATE TABLE bench_scale.dropped AS
SELECT row_number() OVER () AS k, * FROM (
  SELECT 'index' AS kind, c.relname AS name, t.relname AS table_name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace ns ON ns.oid = t.relnamespace
   WHERE ns.nspname = 'public' AND t.relname = ANY (${sqlArray(BULK_TABLES)}) AND NOT i.indisprimary
     AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
  UNION ALL
  SELECT 'constraint', k.conname, t.relname, pg_get_constraintdef(k.oid)
    FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid JOIN pg_namespace ns ON ns.oid = t.relnamespace
   WHERE ns.nspname = 'public' AND t.relname = ANY (${sqlArray(BULK_TABLES)}) AND k.contype = 'u'
) d;
DO $$ DECLARE d record; BEGIN
  FOR d IN SELECT * FROM bench_scale.dropped ORDER BY k LOOP
    IF d.kind = 'index' THEN EXECUTE format('DROP INDEX %I', d.name);
    ELSE EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', d.table_name, d.name); END IF;
  END LOOP;
END $$;`,
    },
    {
      name: "users, reader and author profiles",
      sql: `
-- Authors first (n 1..${SCALE.authors}), then readers; sign-up gives every user both profiles.
INSERT INTO users (id, email, password, created_at, updated_at) OVERRIDING SYSTEM VALUE
SELECT ${B} + n,
       CASE WHEN n <= ${SCALE.authors} THEN 'scale-author-' || n ELSE 'scale-reader-' || (n - ${SCALE.authors}) END || '@example.test',
       'not a password hash: nobody signs in as this user',
       now() - interval '4 years' + n * interval '2 minutes', now() - interval '4 years' + n * interval '2 minutes'
  FROM generate_series(1, ${SCALE.authors + SCALE.readers}) n;
INSERT INTO reader_profiles (id, user_id, name, created_at, updated_at) OVERRIDING SYSTEM VALUE
SELECT ${B} + n, ${B} + n, ${personName("n * 7")}, now() - interval '4 years' + n * interval '2 minutes', now() - interval '4 years' + n * interval '2 minutes'
  FROM generate_series(1, ${SCALE.authors + SCALE.readers}) n;
INSERT INTO author_profiles (id, user_id, name, bio, stripe_connected, subscription_enabled, subscription_amount, created_at, updated_at) OVERRIDING SYSTEM VALUE
SELECT ${B} + n, ${B} + n, ${personName("n * 7")},
       CASE WHEN n <= ${SCALE.authors} THEN '<p>' || ${pick(sentences, S, "n")} || '</p>' END,
       n <= ${SCALE.authors} AND n % 2 = 0,
       n <= ${SCALE.authors} AND n % 5 = 0, CASE WHEN n <= ${SCALE.authors} AND n % 5 = 0 THEN 300 + (n % 4) * 100 END,
       now() - interval '4 years' + n * interval '2 minutes', now() - interval '4 years' + n * interval '2 minutes'
  FROM generate_series(1, ${SCALE.authors + SCALE.readers}) n;
-- The demo author sells and offers a subscription, as a successful author would.
UPDATE author_profiles SET stripe_connected = true, subscription_enabled = true, subscription_amount = 500 WHERE id = (SELECT author_id FROM bench_scale.demo);
INSERT INTO user_balances (user_id, amount, ai_monthly_limit, ai_monthly_usage, ai_monthly_usage_month)
SELECT ${B} + n, 500000000 + n * 1000, 2000000000, 0, date_trunc('month', now())::date FROM generate_series(1, ${SCALE.authors}) n
ON CONFLICT DO NOTHING;`,
    },
    {
      name: "series and books",
      sql: `
-- A series for every fourth author, five for the demo author (20 of its books each).
INSERT INTO series (id, title, description, author_id, subscription_enabled, series_only_sub_amount, major_genre_id, created_at, updated_at) OVERRIDING SYSTEM VALUE
SELECT ${B} + s, 'The ' || ${pick(sqlArray(PLACES), PLACES.length, "s")} || ' ' || ${pick(sqlArray(NOUNS), NOUNS.length, "s / 15")} || ' Cycle',
       '<p>' || ${pick(sentences, S, "s * 3")} || '</p>',
       CASE WHEN s <= ${SCALE.authors / 4} THEN ${B} + s * 4 ELSE d.author_id END,
       s % 5 = 0 OR s IN (${SCALE.authors / 4 + 1}, ${SCALE.authors / 4 + 2}), CASE WHEN s % 5 = 0 OR s IN (${SCALE.authors / 4 + 1}, ${SCALE.authors / 4 + 2}) THEN 300 END,
       d.genres[1 + s % 24], now() - interval '3 years' + s * interval '3 hours', now() - interval '3 years' + s * interval '3 hours'
  FROM generate_series(1, ${SCALE.authors / 4 + 5}) s CROSS JOIN bench_scale.demo d;

-- The books' plan: who wrote each, how many chapters, what it costs, where it is in its series.
CREATE TABLE bench_scale.books AS
SELECT p.*,
       (sum(chapters) OVER (ORDER BY n) - chapters)::int AS first_chapter,
       CASE WHEN series_id IS NULL THEN NULL ELSE row_number() OVER (PARTITION BY series_id ORDER BY n) END::int AS number
  FROM (
    SELECT n, ${B} + n AS id, a.author_n,
           CASE WHEN n <= ${SCALE.demoBooks} THEN d.author_id ELSE ${B} + a.author_n END AS author_id,
           CASE WHEN n <= ${SCALE.demoBooks} THEN 200 WHEN n % 500 = 0 THEN 338 ELSE 4 + (n * 37) % 31 END AS chapters,
           x.status,
           CASE WHEN x.status = 'PUBLISHED' AND n % 4 = 0 THEN 2 ELSE 0 END AS draft_chapters,
           n > ${SCALE.demoBooks} AND n % 50 = 7 AS deleted,
           n > ${SCALE.demoBooks} AND n % 400 = 11 AS is_suspended,
           CASE WHEN n <= ${SCALE.demoBooks} THEN ${B} + ${SCALE.authors / 4} + 1 + (n - 1) / 20
                WHEN a.author_n % 4 = 0 AND n % 2 = 0 THEN ${B} + a.author_n / 4 END AS series_id,
           CASE WHEN n <= ${SCALE.demoBooks} THEN n % 2 = 0 ELSE n % 3 = 0 END AS priced,
           n % 10 = 1 AS bundle,
           d.genres[1 + floor(24 * power(bench_scale.u(n, 5), 1.3))::int] AS genre_id,
           CASE WHEN x.status = 'PUBLISHED' THEN now() - bench_scale.u(n, 2) * interval '1095 days' END AS published_at,
           now() - interval '3 years' - bench_scale.u(n, 3) * interval '200 days' AS created_at
      FROM generate_series(1, ${SCALE.books}) n
      CROSS JOIN bench_scale.demo d
      -- A few authors write many books: the first of them about a hundred.
      CROSS JOIN LATERAL (SELECT 1 + floor(${SCALE.authors} * power(bench_scale.u(n, 1), 1.5))::int AS author_n) a
      CROSS JOIN LATERAL (SELECT CASE WHEN n IN (${SCALE.demoBooks - 1}, ${SCALE.demoBooks}) OR (n > ${SCALE.demoBooks} AND n % 20 = 3) THEN 'DRAFT' ELSE 'PUBLISHED' END::book_status AS status) x
  ) p;
ALTER TABLE bench_scale.books ADD PRIMARY KEY (n);
CREATE UNIQUE INDEX ON bench_scale.books (id);

INSERT INTO books (id, type, title, status, description, author_id, genre_id, deleted, is_suspended, series_id, number, public_chapters_count,
                   chapter_price, bundle, bundle_price, is_in_recommendations, recommendation_weight, published_at, created_at, updated_at) OVERRIDING SYSTEM VALUE
SELECT id, CASE WHEN n % 25 = 0 THEN 'SCRIPT' ELSE 'STORY' END::book_type,
       'The ' || ${pick(sqlArray(ADJECTIVES), ADJECTIVES.length, "n")} || ' ' || ${pick(sqlArray(NOUNS), NOUNS.length, "n / 20")} || ' of ' || ${pick(sqlArray(PLACES), PLACES.length, "n / 400")}
         || CASE WHEN n > 6000 THEN ', Book ' || (n / 6000 + 1) ELSE '' END,
       status, '<p>' || ${pick(sqlArray(DESCRIPTIONS), DESCRIPTIONS.length, "n")} || ' ' || ${pick(sentences, S, "n * 11")} || '</p>',
       author_id, genre_id, deleted, is_suspended, series_id, number,
       CASE WHEN priced OR bundle THEN 3 + n % 5 ELSE 0 END,
       CASE WHEN priced THEN 99 + (n % 5) * 50 END, bundle, CASE WHEN bundle THEN 599 END,
       n % 50 = 13, bench_scale.u(n, 6), published_at, created_at,
       coalesce(published_at, created_at) + bench_scale.u(n, 4) * (now() - coalesce(published_at, created_at))
  FROM bench_scale.books;`,
    },
    {
      name: "chapters",
      sql: `
-- Published chapters come first in each book (the drafts, two in every fourth book, are its last),
-- so a published chapter's number is its reading index. Two short paragraphs each.
INSERT INTO chapters (id, book_id, number, title, markup, status, published_at, word_count, created_at, updated_at) OVERRIDING SYSTEM VALUE
SELECT ${B} + b.first_chapter + c, b.id, c,
       ${pick(sqlArray(CHAPTER_TITLES), CHAPTER_TITLES.length, "b.first_chapter + c")},
       '<p>' || t.s[${chapterSentence("k.k", 0)}] || ' ' || t.s[${chapterSentence("k.k", 1)}] || ' ' || t.s[${chapterSentence("k.k", 2)}] || '</p><p>'
         || t.s[${chapterSentence("k.k", 3)}] || ' ' || t.s[${chapterSentence("k.k", 4)}] || ' ' || t.s[${chapterSentence("k.k", 5)}] || '</p>',
       CASE WHEN c <= b.chapters - b.draft_chapters AND b.status = 'PUBLISHED' THEN 'PUBLISHED' ELSE 'DRAFT' END::chapter_status,
       CASE WHEN c <= b.chapters - b.draft_chapters AND b.status = 'PUBLISHED' THEN b.published_at + (now() - b.published_at) * (c::float8 / (b.chapters + 1)) END,
       t.w[${chapterSentence("k.k", 0)}] + t.w[${chapterSentence("k.k", 1)}] + t.w[${chapterSentence("k.k", 2)}] + t.w[${chapterSentence("k.k", 3)}] + t.w[${chapterSentence("k.k", 4)}] + t.w[${chapterSentence("k.k", 5)}],
       b.created_at + (c::float8 / (b.chapters + 1)) * (now() - b.created_at), b.created_at + (c::float8 / (b.chapters + 1)) * (now() - b.created_at)
  FROM bench_scale.books b
  CROSS JOIN LATERAL generate_series(1, b.chapters) c
  CROSS JOIN LATERAL (SELECT b.first_chapter + c AS k) k
  CROSS JOIN (SELECT ${sentences} AS s, ${SENTENCE_WORDS} AS w) t;
-- Each book's newest published chapter, which a trigger on chapters keeps (migration
-- 20261201000305_add_book_last_chapter_published_at) but does not while loading (replica).
UPDATE books SET last_chapter_published_at = newest.published_at
  FROM (SELECT book_id, max(published_at) AS published_at FROM chapters WHERE status = 'PUBLISHED' GROUP BY book_id) newest
 WHERE books.id = newest.book_id;`,
    },
    {
      name: "bookshelves and reviews",
      sql: `
CREATE TABLE bench_scale.public_books AS
SELECT row_number() OVER (ORDER BY n)::int AS p, b.*, b.chapters - b.draft_chapters AS published_chapters,
       CASE WHEN b.priced OR b.bundle THEN 3 + b.n % 5 ELSE 0 END AS public_chapters_count,
       CASE WHEN b.priced THEN 99 + (b.n % 5) * 50 END AS chapter_price
  FROM bench_scale.books b WHERE b.status = 'PUBLISHED' AND NOT b.deleted;
ALTER TABLE bench_scale.public_books ADD PRIMARY KEY (p);
CREATE UNIQUE INDEX ON bench_scale.public_books (id);
CREATE UNIQUE INDEX ON bench_scale.public_books (n);

-- Every reader keeps 0 to 4 books (popular books more often); ${SCALE.demoAuthorReaders.toLocaleString("en")} readers also
-- keep one of the demo author's; the demo reader keeps ${SCALE.demoReaderBooks.toLocaleString("en")}.
INSERT INTO reader_books (reader_id, book_id, current_chapter_index, current_chapter_id, chapters_read, first_read_at, last_read_at,
                          current_chapter_progress, entire_book, paid_chapters_count, rating, review_title, review_markup, reviewed_at,
                          review_reactions_sum, created_at, updated_at)
SELECT s.reader_id, b.id,
       o.chapter_index, CASE WHEN o.chapter_index > 0 THEN ${B} + b.first_chapter + o.chapter_index END, o.chapter_index,
       o.last_read_at - bench_scale.u(s.seed, 4) * interval '60 days', o.last_read_at,
       CASE WHEN o.chapter_index > 0 THEN round(bench_scale.u(s.seed, 5)::numeric, 2)::float8 ELSE 0 END,
       o.entire_book,
       greatest(0, least(o.paid, b.published_chapters - b.public_chapters_count)),
       CASE WHEN o.reviewed THEN 1 + floor(power(bench_scale.u(s.seed, 8), 0.5) * 5)::int END,
       CASE WHEN o.reviewed THEN ${pick(sqlArray(CHAPTER_TITLES), CHAPTER_TITLES.length, "s.seed % 1000")} END,
       CASE WHEN o.reviewed THEN '<p>' || ${pick(sentences, S, "s.seed % 997")} || ' ' || ${pick(sentences, S, "s.seed % 991")} || '</p>' END,
       CASE WHEN o.reviewed THEN o.last_read_at END,
       CASE WHEN o.reviewed THEN floor(power(bench_scale.u(s.seed, 9), 4) * 20)::int ELSE 0 END,
       coalesce(o.last_read_at - interval '60 days', now() - interval '100 days'), coalesce(o.last_read_at, now() - interval '100 days')
  -- A book once per reader: its unique index is built after the load.
  FROM (SELECT DISTINCT ON (reader_id, p) * FROM (
    SELECT ${readerBase} + r AS reader_id, r * 8 + j AS seed,
           1 + floor((SELECT count(*) FROM bench_scale.public_books) * power(bench_scale.u(r, j), 2))::int AS p
      FROM generate_series(1, ${SCALE.readers}) r CROSS JOIN LATERAL generate_series(1, r % 5) j
    UNION ALL
    SELECT ${readerBase} + r, r * 8 + 5, (SELECT p FROM bench_scale.public_books WHERE n = 1 + r % ${SCALE.demoBooks - 2})
      FROM generate_series(1, ${SCALE.demoAuthorReaders}) r
    UNION ALL
    SELECT d.reader_id, 90000000 + j, 1 + (j * 47) % (SELECT count(*) FROM bench_scale.public_books)::int
      FROM generate_series(1, ${SCALE.demoReaderBooks}) j CROSS JOIN bench_scale.demo d
  ) s0 ORDER BY reader_id, p, seed) s
  JOIN bench_scale.public_books b ON b.p = s.p
  CROSS JOIN LATERAL (
    SELECT CASE WHEN bench_scale.u(s.seed, 1) < 0.1 THEN 0 ELSE 1 + floor(bench_scale.u(s.seed, 2) * b.published_chapters)::int END AS chapter_index,
           CASE WHEN bench_scale.u(s.seed, 1) < 0.1 THEN NULL ELSE now() - bench_scale.u(s.seed, 3) * interval '365 days' END AS last_read_at,
           b.bundle AND bench_scale.u(s.seed, 6) < 0.3 AS entire_book,
           CASE WHEN b.chapter_price IS NOT NULL AND NOT (b.bundle AND bench_scale.u(s.seed, 6) < 0.3) AND bench_scale.u(s.seed, 7) < 0.35
                THEN 1 + floor(bench_scale.u(s.seed, 10) * 5)::int ELSE 0 END AS paid,
           bench_scale.u(s.seed, 1) >= 0.1 AND bench_scale.u(s.seed, 11) < 0.05 AS reviewed
  ) o;

-- Reactions to reviews (as many as each review's sum), and reports of a few.
INSERT INTO book_review_reactions (reader_id, review_id, value, created_at, updated_at)
SELECT DISTINCT ON (rb.id, r.reader_id) r.reader_id, rb.id, 1, rb.reviewed_at + i * interval '1 hour', rb.reviewed_at + i * interval '1 hour'
  FROM reader_books rb CROSS JOIN LATERAL generate_series(1, rb.review_reactions_sum) i
  CROSS JOIN LATERAL (SELECT ${readerBase} + 1 + floor(bench_scale.u(rb.id, i) * ${SCALE.readers})::int AS reader_id) r
 WHERE rb.reviewed_at IS NOT NULL AND rb.book_id >= ${B};
UPDATE reader_books rb SET review_reactions_sum = r.total
  FROM (SELECT review_id, sum(value)::int AS total FROM book_review_reactions WHERE review_id IN (SELECT id FROM reader_books WHERE book_id >= ${B}) GROUP BY review_id) r
 WHERE rb.id = r.review_id AND rb.review_reactions_sum <> r.total;
INSERT INTO book_review_reports (violation, comment, reporter_id, review_id, date_time, deleted, resolution, resolved_at, created_at, updated_at)
SELECT (enum_range(NULL::review_violation))[1 + k % 10], 'Reported from the storefront.', ${readerBase} + 1 + (k * 7919) % ${SCALE.readers}, r.id,
       r.reviewed_at + interval '2 days', k % 10 >= 3, CASE WHEN k % 10 >= 3 THEN 'DISMISSED' END, CASE WHEN k % 10 >= 3 THEN r.reviewed_at + interval '5 days' END,
       r.reviewed_at + interval '2 days', r.reviewed_at + interval '2 days'
  FROM (SELECT id, reviewed_at, row_number() OVER (ORDER BY id) AS k FROM reader_books WHERE reviewed_at IS NOT NULL AND book_id >= ${B} AND id % 20 = 0) r
ON CONFLICT DO NOTHING;

-- The books' counts and ratings as the product keeps them.
UPDATE books b SET readers_count = c.readers, views_count = c.readers * 6 + b.id % 97, rating = c.rating
  FROM (SELECT book_id, count(*)::int AS readers, avg(rating)::float8 AS rating FROM reader_books WHERE book_id >= ${B} GROUP BY book_id) c
 WHERE b.id = c.book_id;`,
    },
    {
      name: "purchases: checkouts, payments, chapter unlocks",
      sql: `
CREATE TABLE bench_scale.purchases AS
SELECT row_number() OVER (ORDER BY rb.id)::int AS k, rb.id AS reader_book_id, rb.reader_id, rp.user_id, b.author_id, b.id AS book_id, rb.entire_book,
       rb.paid_chapters_count,
       CASE WHEN rb.entire_book THEN 599 ELSE rb.paid_chapters_count * b.chapter_price END AS amount,
       coalesce(rb.first_read_at, rb.created_at) + interval '1 hour' AS created_at,
       CASE WHEN rb.entire_book THEN '{}'::int[]
            ELSE ARRAY(SELECT (${B} + b.first_chapter + b.public_chapters_count + i)::int FROM generate_series(1, rb.paid_chapters_count) i) END AS chapter_ids
  FROM reader_books rb
  JOIN bench_scale.public_books b ON b.id = rb.book_id
  JOIN reader_profiles rp ON rp.id = rb.reader_id
 WHERE rb.entire_book OR rb.paid_chapters_count > 0;
INSERT INTO checkouts (id, kind, status, user_id, reader_id, to_author_id, book_id, chapter_ids, amount, currency, app_fee_amount, app_fee_percent,
                       stripe_session_id, stripe_payment_intent_id, fulfilled_at, created_at, updated_at) OVERRIDING SYSTEM VALUE
SELECT ${B} + k, CASE WHEN entire_book THEN 'ENTIRE_BOOK' ELSE 'CHAPTERS' END::checkout_kind, 'PAID', user_id, reader_id, author_id, book_id, chapter_ids,
       amount, 'usd', amount / 10, 10, 'cs_scale_' || k, 'pi_scale_' || k, created_at, created_at - interval '2 minutes', created_at
  FROM bench_scale.purchases;
INSERT INTO payments (to_author_id, reader_book_id, amount, entire_book, reader_id, app_fee_percent, app_fee_amount, stripe_payment_intent_id, stripe_charge_id,
                      status, refunded_amount, currency, checkout_id, created_at, updated_at)
SELECT author_id, reader_book_id, amount, entire_book, reader_id, 10, amount / 10, 'pi_scale_' || k, 'ch_scale_' || k,
       CASE WHEN k % 150 = 0 THEN 'PARTIALLY_REFUNDED' ELSE 'SUCCEEDED' END::payment_status, CASE WHEN k % 150 = 0 THEN amount / 2 ELSE 0 END,
       'usd', ${B} + k, created_at, created_at
  FROM bench_scale.purchases;
INSERT INTO reader_chapter_unlocks (reader_book_id, chapter_id, created_at, updated_at)
SELECT p.reader_book_id, c, p.created_at, p.created_at FROM bench_scale.purchases p CROSS JOIN LATERAL unnest(p.chapter_ids) c;
-- Readers who keep a book hear from its author (half of them, to keep the table to a million or so).
INSERT INTO reader_notifications (reader_id, author_id, get_emails, completed_sign_up, created_at, updated_at)
SELECT DISTINCT ON (rb.reader_id, b.author_id) rb.reader_id, b.author_id, rb.id % 7 <> 0, true, rb.created_at, rb.created_at
  FROM reader_books rb JOIN bench_scale.books b ON b.id = rb.book_id
 WHERE rb.id % 2 = 0
   AND NOT EXISTS (SELECT 1 FROM reader_notifications n WHERE n.reader_id = rb.reader_id AND n.author_id = b.author_id);`,
    },
    {
      name: "subscriptions and their payments",
      sql: `
-- Author subscriptions: the demo author's ${SCALE.demoAuthorSubscriptions.toLocaleString("en")}, the rest to the authors who offer one (a few popular),
-- 30 of the demo reader's; four in five running, some set to end, the rest ended.
INSERT INTO author_subscriptions (author_id, reader_id, price_id, amount, is_active, "interval", started_at, is_cancelled_by_reader, is_deleted,
                                  stripe_subscription_id, status, current_period_end, cancel_at_period_end, created_at, updated_at)
SELECT x.author_id, x.reader_id, 'price_scale_author_month', 500, o.state < 0.88, 'month', o.started_at, o.state >= 0.8, false,
       'sub_scale_a' || x.i, CASE WHEN o.state < 0.88 THEN 'active' ELSE 'canceled' END,
       CASE WHEN o.state < 0.88 THEN now() + (1 + o.state * 29) * interval '1 day'
            ELSE o.started_at + (1 + floor(bench_scale.u(x.i, 35) * 6)) * interval '30 days' END,
       o.state >= 0.8 AND o.state < 0.88, o.started_at, o.started_at
  FROM (
    SELECT i, CASE WHEN i <= ${SCALE.demoAuthorSubscriptions} THEN d.author_id ELSE ${B} + 5 * (1 + floor(${SCALE.authors / 5} * power(bench_scale.u(i, 31), 2))::int) END AS author_id,
           ${readerBase} + 1 + floor(bench_scale.u(i, 32) * ${SCALE.readers})::int AS reader_id
      FROM generate_series(1, ${SCALE.authorSubscriptions}) i CROSS JOIN bench_scale.demo d
    UNION ALL
    SELECT ${SCALE.authorSubscriptions} + j, ${B} + 5 * j, d.reader_id FROM generate_series(1, 30) j CROSS JOIN bench_scale.demo d
  ) x
  CROSS JOIN LATERAL (SELECT bench_scale.u(x.i, 33) * CASE WHEN x.i > ${SCALE.authorSubscriptions} THEN 0.7 ELSE 1 END AS state,
                             now() - interval '7 days' - bench_scale.u(x.i, 34) * interval '365 days' AS started_at) o
ON CONFLICT DO NOTHING;
INSERT INTO series_subscriptions (series_id, reader_id, price_id, amount, is_active, "interval", started_at, is_deleted,
                                  stripe_subscription_id, status, current_period_end, created_at, updated_at)
SELECT x.series_id, x.reader_id, 'price_scale_series_month', 300, o.state < 0.88, 'month', o.started_at, false, 'sub_scale_s' || x.i,
       CASE WHEN o.state < 0.88 THEN 'active' ELSE 'canceled' END,
       CASE WHEN o.state < 0.88 THEN now() + (1 + o.state * 29) * interval '1 day' ELSE o.started_at + interval '60 days' END,
       o.started_at, o.started_at
  FROM (
    SELECT i, CASE WHEN i <= 1000 THEN ${B} + ${SCALE.authors / 4} + 1 + i % 2 ELSE ${B} + 5 * (1 + floor(${SCALE.authors / 20} * bench_scale.u(i, 41))::int) END AS series_id,
           ${readerBase} + 1 + floor(bench_scale.u(i, 42) * ${SCALE.readers})::int AS reader_id
      FROM generate_series(1, ${SCALE.seriesSubscriptions}) i
  ) x
  CROSS JOIN LATERAL (SELECT bench_scale.u(x.i, 43) AS state, now() - interval '7 days' - bench_scale.u(x.i, 44) * interval '365 days' AS started_at) o
ON CONFLICT DO NOTHING;
-- One payment a month paid for, up to the present.
INSERT INTO payments (to_author_id, subscription_id, amount, reader_id, app_fee_percent, app_fee_amount, stripe_invoice_id, status, currency, created_at, updated_at)
SELECT s.author_id, s.id, s.amount, s.reader_id, 10, s.amount / 10, 'in_scale_a' || s.id || '_' || m, 'SUCCEEDED', 'usd',
       s.started_at + m * interval '30 days', s.started_at + m * interval '30 days'
  FROM author_subscriptions s
  CROSS JOIN LATERAL generate_series(0, floor(extract(epoch FROM least(now(), s.current_period_end) - s.started_at) / (30 * 86400))::int) m
 WHERE s.stripe_subscription_id LIKE 'sub_scale_%' AND s.started_at + m * interval '30 days' < now();
INSERT INTO payments (to_author_id, series_subscription_id, amount, reader_id, app_fee_percent, app_fee_amount, stripe_invoice_id, status, currency, created_at, updated_at)
SELECT r.author_id, s.id, s.amount, s.reader_id, 10, s.amount / 10, 'in_scale_s' || s.id || '_' || m, 'SUCCEEDED', 'usd',
       s.started_at + m * interval '30 days', s.started_at + m * interval '30 days'
  FROM series_subscriptions s JOIN series r ON r.id = s.series_id
  CROSS JOIN LATERAL generate_series(0, floor(extract(epoch FROM least(now(), s.current_period_end) - s.started_at) / (30 * 86400))::int) m
 WHERE s.stripe_subscription_id LIKE 'sub_scale_%' AND s.started_at + m * interval '30 days' < now();`,
    },
    {
      name: "AI use and the reading funnel",
      sql: `
-- ${SCALE.demoAuthorAiCalls.toLocaleString("en")} AI calls of the demo author over half a year, a hundred each of every fifth author: a balance transaction and a usage row each.
CREATE TABLE bench_scale.ai AS
SELECT i, CASE WHEN i <= ${SCALE.demoAuthorAiCalls} THEN d.author_id ELSE ${B} + 1 + 5 * ((i - ${SCALE.demoAuthorAiCalls}) % ${SCALE.authors / 5}) END AS author_id,
       CASE WHEN i <= ${SCALE.demoAuthorAiCalls} THEN d.author_user_id ELSE ${B} + 1 + 5 * ((i - ${SCALE.demoAuthorAiCalls}) % ${SCALE.authors / 5}) END AS user_id,
       now() - bench_scale.u(i, 51) * interval '180 days' AS created_at,
       (ARRAY['gpt-4.1-mini', 'claude-haiku-4-5', 'gpt-4.1'])[1 + i % 3] AS model,
       (ARRAY['OPEN_AI', 'ANTHROPIC', 'OPEN_AI'])[1 + i % 3]::ai_service AS service,
       (ARRAY['SHORTEN', 'LENGTHEN', 'FREE_FORM', 'HEIGHTEN', 'GENERATE_CHARACTER', 'GENERATE_SCENE', 'THESAURUS'])[1 + (i / 3) % 7]::ai_tool AS tool,
       1000 + floor(bench_scale.u(i, 52) * 3000)::int AS input_tokens, 200 + floor(bench_scale.u(i, 53) * 900)::int AS output_tokens
  FROM generate_series(1, ${SCALE.demoAuthorAiCalls + (SCALE.authors / 5) * 100}) i CROSS JOIN bench_scale.demo d;
INSERT INTO balance_transactions (id, amount, balance_amount, user_id, is_withdrawal, type, description, created_at, updated_at) OVERRIDING SYSTEM VALUE
SELECT ${B} + i, c.cost, 400000000, user_id, true, 'AI_USAGE', model || ': ' || input_tokens || ' input and ' || output_tokens || ' output tokens (' || tool || ')', created_at, created_at
  FROM bench_scale.ai CROSS JOIN LATERAL (SELECT input_tokens * (ARRAY[40, 100, 200])[1 + i % 3] + output_tokens * (ARRAY[160, 500, 800])[1 + i % 3] AS cost) c;
INSERT INTO author_ai_usages (service, input_tokens, output_tokens, model, tool, author_id, balance_transaction_id, cost, created_at, updated_at)
SELECT service, input_tokens, output_tokens, model, tool, author_id, ${B} + i,
       input_tokens * (ARRAY[40, 100, 200])[1 + i % 3] + output_tokens * (ARRAY[160, 500, 800])[1 + i % 3], created_at, created_at
  FROM bench_scale.ai;
INSERT INTO balance_transactions (amount, balance_amount, user_id, is_withdrawal, type, description, created_at, updated_at)
SELECT 1000000000, 1000000000, user_id, false, 'PROMO', 'Welcome credit', min(created_at) - interval '1 day', min(created_at) - interval '1 day'
  FROM bench_scale.ai GROUP BY user_id;

-- The demo author's three best-read paid books: a thousand visitors each, fewer reading on the further they go.
INSERT INTO chapter_funnel_events (chapter_id, book_id, visitor_key, step, created_at)
SELECT ${B} + b.first_chapter + c, b.id, 'scale-visitor-' || v, st.step, b.published_at + c * interval '1 hour'
  FROM bench_scale.public_books b
  CROSS JOIN generate_series(1, 1000) v
  CROSS JOIN LATERAL (SELECT 1 + floor(power(bench_scale.u(b.n * 10000 + v, 61), 2.5) * b.published_chapters)::int AS depth) d
  CROSS JOIN LATERAL generate_series(1, d.depth) c
  CROSS JOIN LATERAL (VALUES ('STARTED'::funnel_step), ('FINISHED'::funnel_step), ('PAYWALL'::funnel_step)) st(step)
 WHERE b.n IN (2, 4, 6)
   AND (st.step = 'STARTED' OR (st.step = 'FINISHED' AND c < d.depth) OR (st.step = 'PAYWALL' AND c = b.public_chapters_count + 1));`,
    },
    {
      name: "indexes",
      sql: `
SET maintenance_work_mem = '512MB';
DO $$ DECLARE d record; BEGIN
  FOR d IN SELECT * FROM bench_scale.dropped ORDER BY k LOOP
    IF d.kind = 'index' THEN EXECUTE d.definition;
    ELSE EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I %s', d.table_name, d.name, d.definition); END IF;
  END LOOP;
END $$;`,
    },
    {
      name: "sequences",
      sql: `
DO $$ DECLARE t text; BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'reader_profiles', 'author_profiles', 'series', 'books', 'chapters', 'checkouts', 'balance_transactions'] LOOP
    EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, ''id''), (SELECT max(id) FROM %I))', t, t);
  END LOOP;
END $$;
DROP SCHEMA bench_scale CASCADE;`,
    },
  ];
}

/** Whether the database holds this version of the dataset (a comment on the database marks it when it is complete). */
export function hasScaleDataset(databaseUrl: string): boolean {
  const [comment] = psql(databaseUrl, "SELECT coalesce(shobj_description(oid, 'pg_database'), '') FROM pg_database WHERE datname = current_database();");
  return comment === SCALE_DATASET_VERSION;
}

/**
 * Writes the dataset into a migrated, seeded database that does not hold it
 * yet, then vacuums and analyses it (as autovacuum would have, by the time a
 * real database reached this size). Answers how long each step took.
 */
export function makeScaleDataset(
  databaseUrl: string,
  log: (line: string) => void,
  options: { verbose?: boolean } = {},
): Array<{ name: string; seconds: number }> {
  const verbose = options.verbose === true;
  const timings: Array<{ name: string; seconds: number }> = [];
  const time = (name: string, sql: string): void => {
    const started = performance.now();
    const output = psql(databaseUrl, sql);
    if (verbose) for (const line of output) log(`    ${line}`);
    const seconds = (performance.now() - started) / 1000;
    timings.push({ name, seconds });
    log(`  ${name}: ${seconds.toFixed(1)} s`);
  };
  for (const step of steps()) {
    // Nothing here needs to survive a crash of the server: the run would start again.
    // replica: foreign keys are not checked row by row (session_replication_role skips their triggers).
    time(
      step.name,
      `SET synchronous_commit = off; SET work_mem = '64MB'; SET maintenance_work_mem = '256MB'; SET session_replication_role = replica;\n${verbose ? "\\timing on\n" : ""}BEGIN;\n${step.sql}\nCOMMIT;`,
    );
  }
  time("vacuum and analyse", "SET maintenance_work_mem = '256MB'; VACUUM (ANALYZE);");
  psql(databaseUrl, `DO $$ BEGIN EXECUTE format('COMMENT ON DATABASE %I IS %L', current_database(), ${sqlText(SCALE_DATASET_VERSION)}); END $$;`);
  return timings;
}

// The database at scale (issue 24): the hot reads of the storefront, the
// studio, the reader's account, the author's reports and the admin's lists
// against 50,000 books, 1,000,000 chapters and 1,000,000 readers with their
// bookshelves, purchases and subscriptions (bench/src/scaleDataset.ts).
// The dataset lives in a database of its own with an API process of its own
// (bench/src/scaleDatabase.ts says why); each read is asked some hundreds of
// times, one at a time over one keep-alive connection, with varied ids, as
// the demo author (who owns 100 of the books, 200 chapters each, with tens of
// thousands of sales), the demo reader (1,000 books on the shelf) or the admin.
// Goal: p99 under 20 ms for each.
//
// BENCH_SCALE_REQUESTS (default 300) sets the requests per read (fewer when a read
// takes more than BENCH_SCALE_READ_SECONDS, default 20, in all),
// BENCH_SCALE_ONLY=<part of a name> measures some reads, BENCH_SCALE_DATABASE=<name>
// keeps the dataset in that database for the next run, BENCH_SCALE_EXPLAIN_MS=<ms>
// has PostgreSQL log the plan of every statement slower than that (auto_explain).
import http from "node:http";
import { performance } from "node:perf_hooks";
import { startApiProcess } from "./src/apiProcess.ts";
import { benchDatabaseUrl, psql } from "./src/psql.ts";
import { SCALE } from "./src/scaleDataset.ts";
import { openScaleDatabase } from "./src/scaleDatabase.ts";
import { signIn } from "./src/signIn.ts";

const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 300);
/** A read slower than the goal by far stops after this long, with the requests it made (the table says how many). */
const READ_BUDGET_MS = Number(process.env.BENCH_SCALE_READ_SECONDS ?? 20) * 1000;
const WARM_UP = 20;
const only = process.env.BENCH_SCALE_ONLY;
const explainMs = process.env.BENCH_SCALE_EXPLAIN_MS;
const GOAL_P99_MS = 20;

const say = (line: string): void => console.log(line);
const database = openScaleDatabase(benchDatabaseUrl(), say);
if (database.made) say(`made the dataset in ${database.made.seconds.toFixed(0)} s`);
const sql = (text: string): string[] => psql(database.url, text);

if (explainMs) {
  // Connections opened from now on (the API's) load auto_explain; the plans go to PostgreSQL's own log.
  sql(`ALTER DATABASE ${database.name} SET session_preload_libraries = 'auto_explain';
ALTER DATABASE ${database.name} SET auto_explain.log_min_duration = '${Number(explainMs)}ms';
ALTER DATABASE ${database.name} SET auto_explain.log_analyze = on;
ALTER DATABASE ${database.name} SET auto_explain.log_buffers = on;`);
}

/** `count` rows of `from` (which has an id column to shuffle by), the same ones on every run, as `select` makes them of `x`. */
const pickRows = (select: string, from: string, count = REQUESTS): string[] =>
  sql(`SELECT ${select} FROM (${from}) x ORDER BY hashint8(x.id::bigint) LIMIT ${count}`);
const PUBLIC = "b.status = 'PUBLISHED' AND NOT b.deleted AND NOT b.is_suspended";
const DEMO_AUTHOR = "(SELECT a.id FROM author_profiles a JOIN users u ON u.id = a.user_id WHERE u.email = 'author@storyloom.test')";
const DEMO_READER = "(SELECT r.id FROM reader_profiles r JOIN users u ON u.id = r.user_id WHERE u.email = 'reader@storyloom.test')";
const ids = {
  publicBooks: pickRows("id", `SELECT b.id FROM books b WHERE ${PUBLIC}`).map(Number),
  /** Books of many chapters: the demo author's 200 and the 338 of every 500th. */
  longBooks: pickRows("id", `SELECT b.id FROM books b WHERE ${PUBLIC} AND (SELECT count(*) FROM chapters c WHERE c.book_id = b.id) >= 200`, 100).map(Number),
  /** Chapters anyone may read: the first or second of paid books, whose first 3 to 7 are free (every book has 2 published or more). */
  freeChapters: pickRows(
    "x.id || '/chapters/' || (1 + x.id % 2)",
    `SELECT b.id, b.public_chapters_count FROM books b WHERE ${PUBLIC} AND b.public_chapters_count > 0`,
  ),
  /** Chapters the demo reader bought (a chapter's number is its reading index: each book's drafts are its last chapters). */
  boughtChapters: pickRows(
    "x.book_id || '/chapters/' || x.number",
    `SELECT u.id, rb.book_id, c.number FROM reader_chapter_unlocks u JOIN reader_books rb ON rb.id = u.reader_book_id JOIN chapters c ON c.id = u.chapter_id
      JOIN books b ON b.id = rb.book_id WHERE rb.reader_id = ${DEMO_READER} AND ${PUBLIC}`,
  ),
  authors: pickRows("id", `SELECT DISTINCT b.author_id AS id FROM books b WHERE ${PUBLIC}`).map(Number),
  reviewedBooks: pickRows(
    "id",
    `SELECT rb.book_id AS id FROM reader_books rb JOIN books b ON b.id = rb.book_id WHERE rb.reviewed_at IS NOT NULL AND ${PUBLIC} GROUP BY rb.book_id HAVING count(*) >= 5`,
  ).map(Number),
  series: pickRows("id", `SELECT s.id FROM series s WHERE EXISTS (SELECT 1 FROM books b WHERE b.series_id = s.id AND ${PUBLIC})`).map(Number),
  demoBooks: sql(`SELECT id FROM books WHERE author_id = ${DEMO_AUTHOR} AND NOT deleted ORDER BY id`).map(Number),
  demoChapters: pickRows(
    "x.book_id || '/chapters/' || x.id",
    `SELECT c.id, c.book_id FROM chapters c JOIN books b ON b.id = c.book_id WHERE b.author_id = ${DEMO_AUTHOR} AND NOT b.deleted`,
  ),
  shelfBooks: pickRows(
    "id",
    `SELECT rb.book_id AS id FROM reader_books rb JOIN books b ON b.id = rb.book_id WHERE rb.reader_id = ${DEMO_READER} AND ${PUBLIC}`,
  ).map(Number),
  genres: sql("SELECT id FROM genres ORDER BY id").map(Number),
};
const count = (text: string): number => Number(sql(text)[0] ?? 0);
const pages = {
  shelf: Math.ceil(count(`SELECT count(*) FROM reader_books WHERE reader_id = ${DEMO_READER}`) / 25),
  purchases: Math.ceil(
    count(`SELECT count(*) FROM payments WHERE reader_id = ${DEMO_READER} AND subscription_id IS NULL AND series_subscription_id IS NULL`) / 25,
  ),
  subscribers: Math.ceil(count(`SELECT count(*) FROM author_subscriptions WHERE author_id = ${DEMO_AUTHOR} AND current_period_end > now()`) / 25),
  demoBooks: Math.ceil(ids.demoBooks.length / 25),
};
const funnelBooks = ids.demoBooks.slice(0, 10);

type Who = "anonymous" | "reader" | "author" | "admin";
interface Read {
  name: string;
  who: Who;
  /** What changes from one request to the next. */
  varies: string;
  path: (i: number) => string;
}
const at = <T>(list: readonly T[], i: number): T => {
  const item = list[i % list.length];
  if (item === undefined) throw new Error("the dataset has no rows for a read");
  return item;
};
const page = (i: number, last: number): number => 1 + (i % Math.max(1, last));
const SORTS = ["recommended", "new", "updated"] as const;
const reads: Read[] = [
  { name: "storefront: a book's page", who: "anonymous", varies: "300 public books", path: (i) => `/api/v1/readers/books/${at(ids.publicBooks, i)}` },
  {
    name: "storefront: a book's table of contents",
    who: "anonymous",
    varies: "300 public books",
    path: (i) => `/api/v1/readers/books/${at(ids.publicBooks, i)}/chapters`,
  },
  {
    name: "storefront: a long book's table of contents",
    who: "anonymous",
    varies: "100 books of 200-338 chapters",
    path: (i) => `/api/v1/readers/books/${at(ids.longBooks, i)}/chapters`,
  },
  {
    name: "storefront: a free chapter's text",
    who: "anonymous",
    varies: "300 books, a free chapter of each",
    path: (i) => `/api/v1/readers/books/${at(ids.freeChapters, i)}`,
  },
  {
    name: "storefront: a bought chapter's text (reader)",
    who: "reader",
    varies: "the reader's bought chapters",
    path: (i) => `/api/v1/readers/books/${at(ids.boughtChapters, i)}`,
  },
  {
    name: "storefront: a chapter's access (reader)",
    who: "reader",
    varies: "the reader's bought chapters",
    path: (i) => `/api/v1/readers/books/${at(ids.boughtChapters, i)}/check-access`,
  },
  ...SORTS.map((sort): Read => ({
    name: `storefront: catalogue, ${sort}`,
    who: "anonymous",
    varies: "pages 1-20",
    path: (i) => `/api/v1/readers/books?sort=${sort}&page=${page(i, 20)}`,
  })),
  ...SORTS.map((sort): Read => ({
    name: `storefront: a genre, ${sort}`,
    who: "anonymous",
    varies: "24 genres, pages 1-5",
    path: (i) => `/api/v1/readers/books?sort=${sort}&genreId=${at(ids.genres, i)}&page=${page(Math.floor(i / 24), 5)}`,
  })),
  {
    name: "storefront: an author's page",
    who: "anonymous",
    varies: "300 authors (some of 100 books)",
    path: (i) => `/api/v1/readers/author-profiles/${at(ids.authors, i)}`,
  },
  {
    name: "storefront: an author's books, newest",
    who: "anonymous",
    varies: "300 authors",
    path: (i) => `/api/v1/readers/books?sort=new&authorId=${at(ids.authors, i)}`,
  },
  {
    name: "storefront: a book's reviews",
    who: "anonymous",
    varies: "books of 5 reviews or more, pages 1-2",
    path: (i) => `/api/v1/readers/books/${at(ids.reviewedBooks, i)}/reviews?page=${page(i, 2)}`,
  },
  { name: "storefront: collections", who: "anonymous", varies: "pages 1-20", path: (i) => `/api/v1/readers/series?page=${page(i, 20)}` },
  { name: "storefront: a collection", who: "anonymous", varies: "300 collections", path: (i) => `/api/v1/readers/series/${at(ids.series, i)}` },
  {
    name: "studio: the author's books",
    who: "author",
    varies: "3 sorts, every page",
    path: (i) => `/api/v1/books?sort=${at(["updatedAt", "title", "createdAt"], i)}&page=${page(Math.floor(i / 3), pages.demoBooks)}`,
  },
  { name: "studio: a book", who: "author", varies: "the author's books", path: (i) => `/api/v1/books/${at(ids.demoBooks, i)}` },
  {
    name: "studio: a book's chapters",
    who: "author",
    varies: "the author's books (200 chapters)",
    path: (i) => `/api/v1/books/${at(ids.demoBooks, i)}/chapters`,
  },
  { name: "studio: a chapter's text", who: "author", varies: "300 of the author's chapters", path: (i) => `/api/v1/books/${at(ids.demoChapters, i)}` },
  { name: "studio: the author's collections", who: "author", varies: "-", path: () => "/api/v1/series" },
  { name: "reader: bookshelf", who: "reader", varies: "every page", path: (i) => `/api/v1/readers/bookshelf?page=${page(i, pages.shelf)}` },
  {
    name: "reader: a book's reading place",
    who: "reader",
    varies: "books on the shelf",
    path: (i) => `/api/v1/readers/books/${at(ids.shelfBooks, i)}/reader-book`,
  },
  { name: "reader: purchases", who: "reader", varies: "every page", path: (i) => `/api/v1/readers/purchases?page=${page(i, pages.purchases)}` },
  { name: "reader: subscriptions", who: "reader", varies: "pages 1-2", path: (i) => `/api/v1/readers/subscriptions?page=${page(i, 2)}` },
  { name: "reader: profile", who: "reader", varies: "-", path: () => "/api/v1/readers/profile" },
  { name: "reports: sales, 12 months", who: "author", varies: "book pages 1-4", path: (i) => `/api/v1/reports/sales?page=${page(i, 4)}` },
  { name: "reports: sales, 36 months", who: "author", varies: "-", path: () => "/api/v1/reports/sales?months=36" },
  {
    name: "reports: a book's funnel",
    who: "author",
    varies: "10 books (3 with 1,000 readers)",
    path: (i) => `/api/v1/reports/books/${at(funnelBooks, i)}/funnel`,
  },
  { name: "reports: subscribers", who: "author", varies: "every page", path: (i) => `/api/v1/author-profiles/subscribers?page=${page(i, pages.subscribers)}` },
  { name: "AI: balance and transactions", who: "author", varies: "pages 1-20", path: (i) => `/api/v1/balance?page=${page(i, 20)}` },
  { name: "AI: usage, 30 days", who: "author", varies: "-", path: () => "/api/v1/ai/usage" },
  { name: "admin: users", who: "admin", varies: "pages 1-20", path: (i) => `/api/v1/admin/users?page=${page(i, 20)}` },
  {
    name: "admin: users by name or e-mail",
    who: "admin",
    varies: "5 names and e-mails",
    path: (i) => `/api/v1/admin/users?query=${encodeURIComponent(at(["Farrowmere", "scale-reader-4711", "Okonkwo", "Céline", "thea l"], i))}`,
  },
  { name: "admin: books", who: "admin", varies: "pages 1-20", path: (i) => `/api/v1/admin/books?page=${page(i, 20)}` },
  {
    name: "admin: books by title or author",
    who: "admin",
    varies: "5 searches",
    path: (i) => `/api/v1/admin/books?search=${encodeURIComponent(at(["Marrowind", "Lindqvist", "scale-author-77", "Hollow Harbour", "Book 7"], i))}`,
  },
  { name: "admin: collections", who: "admin", varies: "pages 1-20", path: (i) => `/api/v1/admin/series?page=${page(i, 20)}` },
  {
    name: "admin: review reports",
    who: "admin",
    varies: "open and closed, pages 1-10",
    path: (i) => `/api/v1/admin/review-reports?status=${at(["open", "closed"], i)}&page=${page(Math.floor(i / 2), 10)}`,
  },
];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const api = await startApiProcess({ databaseUrl: database.url, name: "bench-scale", log: say });
let failed = false;
try {
  const cookies: Record<Who, string> = {
    anonymous: "",
    reader: await signIn(api.url, api.publicUrl, "reader@storyloom.test", "storyloom-reader"),
    author: await signIn(api.url, api.publicUrl, "author@storyloom.test", "storyloom-author"),
    admin: await signIn(api.url, api.publicUrl, "admin@storyloom.test", "storyloom-admin"),
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string, who: Who): Promise<{ status: number; body: string }> =>
    new Promise((resolve, reject) => {
      const request = http.get(`${api.url}${path}`, { agent, headers: cookies[who] ? { cookie: cookies[who] } : {} }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on("error", reject);
    });

  say(
    `\n${SCALE.books.toLocaleString("en")} books, ${SCALE.readers.toLocaleString("en")} readers; ${REQUESTS} requests per read, one at a time over one keep-alive connection, after ${WARM_UP} to warm up\n`,
  );
  say("| read | as | varies | requests | p50 ms | p99 ms | max ms | errors |\n| --- | --- | --- | --- | --- | --- | --- | --- |");
  const missed: string[] = [];
  for (const read of reads) {
    if (only && !read.name.includes(only)) continue;
    for (let i = 0; i < WARM_UP; i += 1) await get(read.path(REQUESTS + i), read.who);
    const times: number[] = [];
    const errors: string[] = [];
    const until = performance.now() + READ_BUDGET_MS;
    for (let i = 0; i < REQUESTS && performance.now() < until; i += 1) {
      const path = read.path(i);
      const started = performance.now();
      const answer = await get(path, read.who);
      times.push(performance.now() - started);
      if (answer.status !== 200) errors.push(`${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    say(
      `| ${read.name} | ${read.who} | ${read.varies} | ${times.length} | ${percentile(times, 50).toFixed(1)} | ${p99.toFixed(1)} | ${times.at(-1)?.toFixed(1)} | ${errors.length} |`,
    );
    if (errors.length > 0) {
      failed = true;
      for (const error of errors.slice(0, 3)) say(`    ${error}`);
    }
    if (p99 >= GOAL_P99_MS) missed.push(`${read.name} (${p99.toFixed(1)} ms)`);
  }
  agent.destroy();
  say(missed.length === 0 ? `\ngoal met: every read's p99 under ${GOAL_P99_MS} ms` : `\nGOAL MISSED (p99 ${GOAL_P99_MS} ms or more): ${missed.join("; ")}`);
} finally {
  await api.stop({ keepLog: failed });
  if (explainMs) sql(`ALTER DATABASE ${database.name} RESET ALL;`);
  database.close();
}
if (failed) process.exit(1);

import { createPublishedBook, createUser } from "@storyloom/testkit/factories";
import type { AccessRow } from "../accessExpectations.ts";
import { everyone, ownBook, signedIn } from "../accessExpectations.ts";

/** The access rows of reports (api/src/routes/reports): an author's own (a book's funnel also to admins), and the reading funnel's record, open to every reader. */
export const reportsAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/reports/sales": { request: () => ({ path: "/api/v1/reports/sales?months=6" }), expect: signedIn("2xx") },
  "GET /api/v1/reports/books/:bookId/funnel": {
    request: (world) => ({ path: `/api/v1/reports/books/${world.bookOfAuthorA}/funnel` }),
    expect: ownBook({ admin: "2xx" }),
  },
  // A free chapter of someone else's public book: everybody starts it; the author and admins are not counted but answered alike.
  "POST /api/v1/readers/books/:bookId/chapters/:chapterIndex/funnel": {
    request: async (_world, _actor, knex) => {
      const author = await createUser(knex);
      const { book } = await createPublishedBook(knex, { authorId: author.authorProfile.id, chapters: 2, publicChaptersCount: 1 });
      return { path: `/api/v1/readers/books/${book.id}/chapters/1/funnel`, body: { step: "STARTED" } };
    },
    expect: everyone("2xx"),
  },
};

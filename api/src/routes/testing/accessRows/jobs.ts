import type { Knex } from "@storyloom/db";
import { Job } from "@storyloom/db/models";
import type { JobStatus } from "@storyloom/db/enums";
import type { AccessRow } from "../accessExpectations.ts";
import { ownBook, signedIn } from "../accessExpectations.ts";
import type { World } from "../world.ts";

/** A fresh job of author A's book, as its path. */
async function jobPath(world: World, knex: Knex, status: JobStatus): Promise<string> {
  const job = await Job.query(knex).insertAndFetch({
    type: "BOOK_AI_GENERATE_BY_NOTES",
    status,
    params: { notes: "A lighthouse keeper finds a letter.", chaptersCount: 1, service: "OPEN_AI", model: "gpt-4.1-mini" },
    data: { stepsTotal: 5, estimatedCost: 0, cost: 0, steps: [] },
    authorId: world.people.authorA.authorProfile.id,
    bookId: world.bookOfAuthorA,
  });
  return `/api/v1/jobs/${job.id}`;
}

/**
 * The access rows of AI jobs (api/src/routes/jobs): author A's jobs and book,
 * theirs (also when an admin acts as them), not found to anyone else. Starting
 * a job is refused on the merits to the owner in the world (no AI terms
 * accepted: 403, as every AI call without them), so no job runs.
 */
export const jobsAccessRows: Record<string, AccessRow> = {
  "GET /api/v1/jobs": { request: () => ({ path: "/api/v1/jobs?page=1" }), expect: signedIn("2xx") },
  "PATCH /api/v1/jobs/:jobId": {
    request: async (world, _actor, knex) => ({ path: await jobPath(world, knex, "COMPLETED"), body: { isSeenByUser: true } }),
    expect: ownBook(),
  },
  "POST /api/v1/jobs/:jobId/cancel": {
    request: async (world, _actor, knex) => ({ path: `${await jobPath(world, knex, "WATING")}/cancel`, body: {} }),
    expect: ownBook(),
  },
  "GET /api/v1/jobs/books/:bookId/current": { request: (world) => ({ path: `/api/v1/jobs/books/${world.bookOfAuthorA}/current` }), expect: ownBook() },
  "GET /api/v1/jobs/books/:bookId/unfinished": { request: (world) => ({ path: `/api/v1/jobs/books/${world.bookOfAuthorA}/unfinished` }), expect: ownBook() },
  "POST /api/v1/jobs/books/:bookId/estimate": {
    request: (world) => ({
      path: `/api/v1/jobs/books/${world.bookOfAuthorA}/estimate`,
      body: { type: "BOOK_AI_GENERATE_BY_NOTES", notes: "A lighthouse keeper finds a letter.", chaptersCount: 2 },
    }),
    expect: ownBook(),
  },
  "POST /api/v1/jobs/books/:bookId/generate-by-notes": {
    request: (world) => ({ path: `/api/v1/jobs/books/${world.bookOfAuthorA}/generate-by-notes`, body: { notes: "A lighthouse keeper finds a letter." } }),
    expect: ownBook({ authorA: 403, adminAsAuthorA: 403 }),
  },
  "POST /api/v1/jobs/books/:bookId/generate-by-chapter-text": {
    request: (world) => ({ path: `/api/v1/jobs/books/${world.bookOfAuthorA}/generate-by-chapter-text`, body: {} }),
    expect: ownBook({ authorA: 403, adminAsAuthorA: 403 }),
  },
};

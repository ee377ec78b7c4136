import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { pathId, wholeNumber } from "../routes/schemaParts.ts";
import type { listJobsQuery } from "../routes/jobs/schema.ts";
import { toQueryString } from "./apiClient.ts";
import type { QueryOf } from "./apiClient.ts";
import type { ListJobsQuery } from "./jobs.ts";

/** A query schema as the routes write them: values read from text. */
const exampleQuery = z.strictObject({
  q: z.string().trim().min(2),
  authorId: pathId.optional(),
  sort: z.enum(["new", "updated"]).optional().default("new"),
  pageSize: wholeNumber().optional().default(25),
  flagged: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
});

describe("QueryOf", () => {
  it("is what the server reads back from the query string the client sends", () => {
    const sent: QueryOf<typeof exampleQuery> = { q: "moon", authorId: 3, flagged: false };
    const received = Object.fromEntries(new URLSearchParams(toQueryString(sent)));
    expect(received).toEqual({ q: "moon", authorId: "3", flagged: "false" });
    expect(exampleQuery.parse(received)).toEqual({ ...sent, sort: "new", pageSize: 25 });
  });

  // Checked by the typecheck (see contract.test.ts).
  it("types each field as the schema's output, required only where its input requires it", () => {
    expectTypeOf<QueryOf<typeof exampleQuery>>().toEqualTypeOf<{
      /** Required: no default, not optional. */
      q: string;
      /** A number, though the schema reads text. */
      authorId?: number;
      /** An enum with a default: optional. */
      sort?: "new" | "updated";
      /** A number with a default: optional. */
      pageSize?: number;
      /** A flag read from "true"/"false": a boolean. */
      flagged?: boolean;
    }>();
    expectTypeOf<QueryOf<typeof exampleQuery>>().not.toEqualTypeOf<z.input<typeof exampleQuery>>();
  });

  it("is how the client's queries are typed", () => {
    expectTypeOf<ListJobsQuery>().toEqualTypeOf<QueryOf<typeof listJobsQuery>>();
    expectTypeOf<ListJobsQuery["page"]>().toEqualTypeOf<number | undefined>();
  });
});

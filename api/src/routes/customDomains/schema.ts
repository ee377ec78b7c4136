import { z } from "zod";
import { customDomainView } from "../../presenters/views/customDomains.ts";
import { bodyId, pathId, required, tooLong } from "../schemaParts.ts";

export const domainParams = z.strictObject({ domainId: pathId });

export const listDomainsQuery = z.strictObject({
  bookId: pathId.optional(),
  seriesId: pathId.optional(),
});

const ONE_TARGET = "Choose a book or a series, not both.";

const target = {
  bookId: bodyId.optional(),
  seriesId: bodyId.optional(),
};

export const createDomainBody = z
  .strictObject({
    name: z
      .string({ error: required("Must be text.") })
      .trim()
      .min(1, "This field is required.")
      .max(300, tooLong(300)),
    ...target,
    shouldNotifyReaders: z.boolean({ error: "Must be true or false." }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.bookId === undefined && body.seriesId === undefined)
      ctx.addIssue({ code: "custom", path: ["bookId"], message: "Choose the book or series this domain serves." });
    if (body.bookId !== undefined && body.seriesId !== undefined) ctx.addIssue({ code: "custom", path: ["seriesId"], message: ONE_TARGET });
  });

export const updateDomainBody = z
  .strictObject({
    ...target,
    shouldNotifyReaders: z.boolean({ error: "Must be true or false." }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.bookId !== undefined && body.seriesId !== undefined) ctx.addIssue({ code: "custom", path: ["seriesId"], message: ONE_TARGET });
    if (body.bookId === undefined && body.seriesId === undefined && body.shouldNotifyReaders === undefined)
      ctx.addIssue({ code: "custom", path: ["bookId"], message: "Send bookId, seriesId or shouldNotifyReaders." });
  });

export const noBody = z.strictObject({});

// Answers (presenters/views/customDomains.ts holds the shapes).

export const customDomainListAnswer = z.object({ items: z.array(customDomainView) });
export const customDomainAnswer = z.object({ domain: customDomainView });
export const customDomainDeletedAnswer = z.object({ deleted: z.boolean() });

import { z } from "zod";
import { REQUIRED, required } from "../schemaParts.ts";

export { bookParams, chapterParams } from "../chapters/schema.ts";

/**
 * The publish dialog's choices (docs/product.md, States and transitions). Spelt here rather than imported
 * from the domain: the client imports this file's types, and the studio's
 * typecheck must not reach the models.
 */
export const PUBLISH_TYPES = ["single_book", "new_collection", "existing_collection"] as const;
export const SERIES_TITLE_MAX = 200;

const DATE_TIME = "Must be a date and time such as 2026-12-01T09:00:00Z.";

/** An ISO 8601 date and time with its offset (the studio sends toISOString()), as a Date. */
const dateTime = z.iso.datetime({ offset: true, error: required(DATE_TIME) }).transform((value) => new Date(value));

const publishType = z.enum(PUBLISH_TYPES, { error: required("Choose single_book, new_collection or existing_collection.") });
const seriesTitle = z
  .string({ error: "Must be text." })
  .trim()
  .min(1, REQUIRED)
  .max(SERIES_TITLE_MAX, `Input can't be longer than ${SERIES_TITLE_MAX} characters.`);
const seriesId = z
  .number({ error: "Must be a whole number." })
  .int("Must be a whole number.")
  .positive("Must be a whole number.")
  .max(Number.MAX_SAFE_INTEGER, "Must be a whole number.");

const placementFields = { publishType, seriesTitle: seriesTitle.optional(), seriesId: seriesId.optional() };

type PlacementInput = { publishType?: (typeof PUBLISH_TYPES)[number] | undefined; seriesTitle?: string | undefined; seriesId?: number | undefined };

/** new_collection needs its title, existing_collection its collection; each field only with its choice. */
function checkPlacement(body: PlacementInput, ctx: z.RefinementCtx): void {
  const { publishType: type, seriesTitle: title, seriesId: id } = body;
  if (type === "new_collection" && title === undefined) ctx.addIssue({ code: "custom", path: ["seriesTitle"], message: REQUIRED });
  if (type === "existing_collection" && id === undefined) ctx.addIssue({ code: "custom", path: ["seriesId"], message: REQUIRED });
  if (type !== "new_collection" && title !== undefined)
    ctx.addIssue({ code: "custom", path: ["seriesTitle"], message: "Only with publishType new_collection." });
  if (type !== "existing_collection" && id !== undefined)
    ctx.addIssue({ code: "custom", path: ["seriesId"], message: "Only with publishType existing_collection." });
}

/** The placement the domain takes (PublishPlacement). */
function toPlacement(body: PlacementInput & { publishType: (typeof PUBLISH_TYPES)[number] }) {
  if (body.publishType === "new_collection") return { publishType: "new_collection" as const, seriesTitle: body.seriesTitle ?? "" };
  if (body.publishType === "existing_collection") return { publishType: "existing_collection" as const, seriesId: body.seriesId ?? 0 };
  return { publishType: "single_book" as const };
}

/** E-mail the author's readers and subscribers about the new book when it goes live (a ScheduledEmail, isNewBook). */
const emailReaders = z.boolean({ error: "Must be true or false." }).optional();

export const publishBookBody = z
  .strictObject({ ...placementFields, emailReaders })
  .superRefine(checkPlacement)
  .transform(({ emailReaders: email, ...body }) => ({ placement: toPlacement(body), emailReaders: email ?? false }));

export const scheduleBookBody = z
  .strictObject({
    /** When the book goes live; null unschedules it. */
    scheduledPublicationAt: dateTime.nullable(),
    publishType: publishType.optional(),
    seriesTitle: placementFields.seriesTitle,
    seriesId: placementFields.seriesId,
    emailReaders,
  })
  .superRefine((body, ctx) => {
    if (body.scheduledPublicationAt === null) {
      for (const key of ["publishType", "seriesTitle", "seriesId", "emailReaders"] as const) {
        if (body[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: "Only with a scheduledPublicationAt." });
      }
      return;
    }
    if (body.publishType === undefined) ctx.addIssue({ code: "custom", path: ["publishType"], message: REQUIRED });
    else checkPlacement(body, ctx);
  })
  .transform(({ scheduledPublicationAt, emailReaders: email, ...rest }) => ({
    scheduledPublicationAt,
    emailReaders: email,
    placement: rest.publishType === undefined ? undefined : toPlacement({ ...rest, publishType: rest.publishType }),
  }));

export const publishChapterBody = z.strictObject({
  /** Whether the chapter's readers are e-mailed when it goes live (kept on the chapter). */
  sendEmailWhenPublished: z.boolean({ error: "Must be true or false." }).optional(),
  /** The chapter's version the author saw: a chapter changed since is a 409 edit_conflict. */
  version: z
    .number({ error: "Must be a whole number." })
    .int("Must be a whole number.")
    .min(1, "Must be a whole number.")
    .max(2_147_483_647, "Must be a whole number.")
    .optional(),
});

export const scheduleChapterBody = z.strictObject({
  /** When the chapter goes live; null unschedules it. */
  scheduledPublicationAt: dateTime.nullable(),
  /** When it opens to every reader; at or after the publication time. */
  scheduledUnlockAt: dateTime.nullable().optional(),
  sendEmailWhenPublished: z.boolean({ error: "Must be true or false." }).optional(),
});

// Answers: the book calls answer the book, the chapter calls the chapter, as their own routes do.

export { bookAnswer } from "../books/schema.ts";
export { chapterAnswer } from "../chapters/schema.ts";

import type { UserActor } from "@storyloom/domain/auth/actor.ts";
import { ForbiddenError, NotFoundError } from "@storyloom/domain/errors.ts";
import {
  createNewsletter,
  deleteNewsletter,
  findNewsletter,
  listNewsletters,
  previewNewsletter,
  scheduleNewsletter,
  unscheduleNewsletter,
  updateNewsletter,
} from "@storyloom/domain/services/readerMail/newsletters.ts";
import { recordNewsletterOpen } from "@storyloom/domain/services/readerMail/sendNewsletters.ts";
import { findPublicNewsletter } from "@storyloom/domain/services/readers/findPublicNewsletter.ts";
import { presentNewsletter } from "../../presenters/newsletters.ts";
import { presentPublicNewsletter } from "../../presenters/readerCatalogue.ts";
import { rawAnswer } from "../answers.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import {
  NEWSLETTER_BODY_LIMIT,
  createNewsletterBody,
  listNewslettersQuery,
  newsletterAnswer,
  newsletterDeletedAnswer,
  newsletterPage,
  newsletterParams,
  newsletterPreviewAnswer,
  noBody,
  openTokenParams,
  publicNewsletterAnswer,
  publicNewsletterParams,
  scheduleNewsletterBody,
  updateNewsletterBody,
} from "./schema.ts";

/**
 * /api/v1/newsletters: an author's newsletters (domain/src/services/readerMail/newsletters.ts),
 * the open pixel in their e-mails, and one sent newsletter on the author's public page.
 */

const BASE = "/api/v1/newsletters";
const ONE = `${BASE}/:newsletterId`;

function authorIdOf(actor: UserActor): number {
  if (actor.authorId === null) throw new ForbiddenError("Newsletters are for authors: create your author profile first.");
  return actor.authorId;
}

export const listNewslettersRoute = defineRoute({
  method: "GET",
  path: BASE,
  summary: "The author's newsletters (of one status when asked), newest first, with recipients, deliveries and opens; paged.",
  auth: "signedIn",
  authorize: "newsletters.manage",
  schema: { query: listNewslettersQuery, response: newsletterPage },
  handler: async ({ actor, query, deps }) => {
    const { items, total } = await listNewsletters({
      db: deps.knex,
      authorId: authorIdOf(actor),
      page: query.page,
      pageSize: query.pageSize,
      status: query.status,
    });
    return { items: items.map(presentNewsletter), total, page: query.page, pageSize: query.pageSize };
  },
});

export const createNewsletterRoute = defineRoute({
  method: "POST",
  path: BASE,
  summary: "Starts a newsletter (a DRAFT) with its subject and, optionally, its text (the chapter editor's markup, sanitised).",
  status: 201,
  auth: "signedIn",
  authorize: "newsletters.manage",
  schema: { body: createNewsletterBody, response: newsletterAnswer },
  bodyLimit: NEWSLETTER_BODY_LIMIT,
  handler: async ({ actor, body, deps }) => ({
    newsletter: presentNewsletter(await createNewsletter({ knex: deps.knex, authorId: authorIdOf(actor), ...body })),
  }),
});

export const getNewsletterRoute = defineRoute({
  method: "GET",
  path: ONE,
  summary: "One of the author's newsletters with recipients, deliveries, failures and opens.",
  auth: "signedIn",
  authorize: "newsletters.manage",
  schema: { params: newsletterParams, response: newsletterAnswer },
  handler: async ({ actor, params, deps }) => ({
    newsletter: presentNewsletter(await findNewsletter({ db: deps.knex, authorId: authorIdOf(actor), newsletterId: params.newsletterId })),
  }),
});

export const updateNewsletterRoute = defineRoute({
  method: "PATCH",
  path: ONE,
  summary: "Changes the subject or text of a draft or scheduled newsletter (a scheduled one keeps its time); 409 once sent.",
  auth: "signedIn",
  authorize: "newsletters.manage",
  schema: { params: newsletterParams, body: updateNewsletterBody, response: newsletterAnswer },
  bodyLimit: NEWSLETTER_BODY_LIMIT,
  handler: async ({ actor, params, body, deps }) => ({
    newsletter: presentNewsletter(
      await updateNewsletter({ knex: deps.knex, authorId: authorIdOf(actor), newsletterId: params.newsletterId, subject: body.subject, markup: body.markup }),
    ),
  }),
});

export const deleteNewsletterRoute = defineRoute({
  method: "DELETE",
  path: ONE,
  summary: "Deletes a newsletter: a scheduled one is not sent, a sent one leaves the author's public page.",
  auth: "signedIn",
  authorize: "newsletters.manage",
  schema: { params: newsletterParams, response: newsletterDeletedAnswer },
  handler: async ({ actor, params, deps }) => {
    await deleteNewsletter({ knex: deps.knex, authorId: authorIdOf(actor), newsletterId: params.newsletterId, pages: deps.pages });
    return { deleted: true };
  },
});

export const previewNewsletterRoute = defineRoute({
  method: "GET",
  path: `${ONE}/preview`,
  summary: "The saved newsletter as readers will get it: subject, HTML and text parts (the unsubscribe link leads to the e-mail settings).",
  auth: "signedIn",
  authorize: "newsletters.manage",
  schema: { params: newsletterParams, response: newsletterPreviewAnswer },
  handler: async ({ actor, params, deps }) => ({
    preview: await previewNewsletter({ db: deps.knex, authorId: authorIdOf(actor), newsletterId: params.newsletterId, publicUrl: deps.config.publicUrl }),
  }),
});

/**
 * The HTML part as a page of its own (the studio opens it in a new tab: its
 * own policy allows no frame, and a frame would take the studio's). The
 * page's policy lets the e-mail's inline styles and images show and nothing
 * run.
 */
export const previewNewsletterHtmlRoute = defineRoute({
  method: "GET",
  path: `${ONE}/preview.html`,
  summary: "The saved newsletter's HTML part as a page (no scripts run), to see it as readers will.",
  auth: "signedIn",
  authorize: "newsletters.manage",
  schema: {
    params: newsletterParams,
    response: rawAnswer("text/html", "The newsletter's HTML part as a page: inline styles and images show, no scripts run."),
  },
  handler: async ({ actor, params, deps, res }) => {
    const preview = await previewNewsletter({
      db: deps.knex,
      authorId: authorIdOf(actor),
      newsletterId: params.newsletterId,
      publicUrl: deps.config.publicUrl,
    });
    res.status(200).set({
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'none'; form-action 'none'; base-uri 'none'; sandbox allow-popups allow-popups-to-escape-sandbox",
    });
    res.end(preview.html);
    return undefined;
  },
});

export const sendNewsletterRoute = defineRoute({
  method: "POST",
  path: `${ONE}/send`,
  summary: "Sends the newsletter now (SCHEDULED for now; SENT once the workers have written its e-mails); 400 without text, 409 once sent.",
  auth: "signedIn",
  authorize: "newsletters.manage",
  schema: { params: newsletterParams, body: noBody, response: newsletterAnswer },
  handler: async ({ actor, params, deps }) => ({
    newsletter: presentNewsletter(
      await scheduleNewsletter({ knex: deps.knex, jobs: deps.jobs, authorId: authorIdOf(actor), newsletterId: params.newsletterId }),
    ),
  }),
});

export const scheduleNewsletterRoute = defineRoute({
  method: "POST",
  path: `${ONE}/schedule`,
  summary: "Schedules the newsletter at scheduledAt (in the future, within a year), or moves its time; 400 without text, 409 once sent.",
  auth: "signedIn",
  authorize: "newsletters.manage",
  schema: { params: newsletterParams, body: scheduleNewsletterBody, response: newsletterAnswer },
  handler: async ({ actor, params, body, deps }) => ({
    newsletter: presentNewsletter(
      await scheduleNewsletter({ knex: deps.knex, jobs: deps.jobs, authorId: authorIdOf(actor), newsletterId: params.newsletterId, at: body.scheduledAt }),
    ),
  }),
});

export const unscheduleNewsletterRoute = defineRoute({
  method: "POST",
  path: `${ONE}/unschedule`,
  summary: "Takes a scheduled newsletter back to a draft; 409 unless it is scheduled.",
  auth: "signedIn",
  authorize: "newsletters.manage",
  schema: { params: newsletterParams, body: noBody, response: newsletterAnswer },
  handler: async ({ actor, params, deps }) => ({
    newsletter: presentNewsletter(await unscheduleNewsletter({ knex: deps.knex, authorId: authorIdOf(actor), newsletterId: params.newsletterId })),
  }),
});

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export const newsletterOpenRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/newsletter-opens/:token",
  summary: "The open-tracking pixel of a newsletter e-mail: records the delivery's first open and answers a 1×1 GIF; 404 for a token that names none.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { params: openTokenParams, response: rawAnswer("image/gif", "A 1×1 transparent GIF (not cached).") },
  handler: async ({ params, deps, res }) => {
    if (!(await recordNewsletterOpen(deps.knex, params.token))) throw new NotFoundError("Not found.");
    res.status(200).set({ "Content-Type": "image/gif", "Content-Length": String(PIXEL.length), "Cache-Control": "no-store, private" });
    res.end(PIXEL);
    return undefined;
  },
});

export const getPublicNewsletterRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/author-profiles/:authorId/newsletters/:newsletterId",
  summary: "One of an author's sent newsletters (its page on the storefront).",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { params: publicNewsletterParams, response: publicNewsletterAnswer },
  handler: async ({ params, deps }) => ({
    newsletter: presentPublicNewsletter(await findPublicNewsletter({ db: deps.knex, authorId: params.authorId, newsletterId: params.newsletterId })),
  }),
});

export const newslettersRoutes: Route[] = [
  listNewslettersRoute,
  createNewsletterRoute,
  getNewsletterRoute,
  updateNewsletterRoute,
  deleteNewsletterRoute,
  previewNewsletterRoute,
  previewNewsletterHtmlRoute,
  sendNewsletterRoute,
  scheduleNewsletterRoute,
  unscheduleNewsletterRoute,
  newsletterOpenRoute,
  getPublicNewsletterRoute,
];

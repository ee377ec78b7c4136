import { requireReaderId } from "@storyloom/domain/services/readerBooks/requireReaderId.ts";
import { findChoiceByToken, listReaderChoices, setChoiceByToken, setReaderChoice } from "@storyloom/domain/services/readerMail/readerNotifications.ts";
import { presentAuthorEmailChoice } from "../../presenters/readerEmails.ts";
import { defineRoute } from "../defineRoute.ts";
import type { Route } from "../defineRoute.ts";
import { redirectAnswer } from "../answers.ts";
import { authorParams, emailChoiceAnswer, emailChoicePage, listChoicesQuery, oneClickBody, setChoiceBody, tokenParams } from "./schema.ts";

/**
 * /api/v1/readers/unsubscribe/{token}: the links in e-mails to readers. The
 * token is the permission (no sign-in): POST unsubscribes from that author's
 * e-mails (RFC 8058 one-click, and the page's button); GET, which a link
 * scanner may follow, changes nothing and leads to the page that asks.
 */
export const oneClickUnsubscribeRoute = defineRoute({
  method: "POST",
  path: "/api/v1/readers/unsubscribe/:token",
  summary: "Unsubscribes from one author's e-mails by the link's token, without signing in (RFC 8058 one-click: body List-Unsubscribe=One-Click, or none).",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { params: tokenParams, body: oneClickBody, response: emailChoiceAnswer },
  bodyFormat: "jsonOrForm",
  handler: async ({ params, deps }) => ({ choice: presentAuthorEmailChoice(await setChoiceByToken(deps.knex, params.token, false)) }),
});

export const unsubscribeLinkRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/unsubscribe/:token",
  summary: "Where a mail client that opens the List-Unsubscribe address lands: 303 to the storefront's unsubscribe page (a GET changes nothing).",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { params: tokenParams, response: redirectAnswer("To the storefront's unsubscribe page, which asks before it unsubscribes.", 303) },
  handler: async ({ params, res }) => {
    res.redirect(303, `/unsubscribe/${encodeURIComponent(params.token)}`);
    return undefined;
  },
});

export const getChoiceByTokenRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/email-choices/by-token/:token",
  summary: "The author and the choice an unsubscribe link names (for its page); 404 for a link that names none.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { params: tokenParams, response: emailChoiceAnswer },
  handler: async ({ params, deps }) => ({ choice: presentAuthorEmailChoice(await findChoiceByToken(deps.knex, params.token)) }),
});

export const setChoiceByTokenRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/readers/email-choices/by-token/:token",
  summary: "Sets the choice an unsubscribe link names (subscribe again from its page), without signing in.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { params: tokenParams, body: setChoiceBody, response: emailChoiceAnswer },
  handler: async ({ params, body, deps }) => ({ choice: presentAuthorEmailChoice(await setChoiceByToken(deps.knex, params.token, body.getEmails)) }),
});

/** /api/v1/readers/email-choices: the signed-in reader's e-mail settings, per author. */
export const listChoicesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/email-choices",
  summary: "The authors whose e-mails reach the signed-in reader, with each choice, by author name; paged.",
  auth: "signedIn",
  authorize: "readerEmails.list",
  onCustomDomains: true,
  schema: { query: listChoicesQuery, response: emailChoicePage },
  handler: async ({ query, actor, deps }) => {
    const { items, total } = await listReaderChoices({ db: deps.knex, readerId: requireReaderId(actor), page: query.page, pageSize: query.pageSize });
    return { items: items.map(presentAuthorEmailChoice), total, page: query.page, pageSize: query.pageSize };
  },
});

export const setChoiceRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/readers/email-choices/:authorId",
  summary: "Turns one author's e-mails on or off for the signed-in reader (404 for an author whose e-mails never reached them).",
  auth: "signedIn",
  authorize: "readerEmails.update",
  onCustomDomains: true,
  schema: { params: authorParams, body: setChoiceBody, response: emailChoiceAnswer },
  handler: async ({ params, body, actor, deps }) => ({
    choice: presentAuthorEmailChoice(
      await setReaderChoice({ db: deps.knex, readerId: requireReaderId(actor), authorId: params.authorId, getEmails: body.getEmails }),
    ),
  }),
});

export const readerEmailsRoutes: Route[] = [
  oneClickUnsubscribeRoute,
  unsubscribeLinkRoute,
  getChoiceByTokenRoute,
  setChoiceByTokenRoute,
  listChoicesRoute,
  setChoiceRoute,
];

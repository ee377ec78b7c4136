import { countBookView, viewerKeyOf } from "@storyloom/domain/services/readers/countBookView.ts";
import { findPublicAuthorProfile } from "@storyloom/domain/services/readers/findPublicAuthorProfile.ts";
import { findPublicBook } from "@storyloom/domain/services/readers/findPublicBook.ts";
import { findPublicSeries } from "@storyloom/domain/services/readers/findPublicSeries.ts";
import { listPublicBooks } from "@storyloom/domain/services/readers/listPublicBooks.ts";
import { listPublicNewsletters } from "@storyloom/domain/services/readers/listPublicNewsletters.ts";
import { listPublicSeries } from "@storyloom/domain/services/readers/listPublicSeries.ts";
import { searchCatalogue } from "@storyloom/domain/services/readers/searchCatalogue.ts";
import { clientAddressKey } from "../../middlewares/clientAddress.ts";
import {
  presentPublicAuthorProfile,
  presentPublicBook,
  presentPublicBookCard,
  presentPublicNewsletter,
  presentPublicSeries,
  presentPublicSeriesCard,
  presentSearchHit,
} from "../../presenters/readerCatalogue.ts";
import { defineRoute } from "../defineRoute.ts";
import { readerChapterRoutes } from "./chaptersRouter.ts";
import {
  authorParams,
  bookParams,
  listPublicBooksQuery,
  listPublicNewslettersQuery,
  listPublicSeriesQuery,
  noQuery,
  publicAuthorProfileAnswer,
  publicBookAnswer,
  publicBookCardPage,
  publicNewsletterPage,
  publicSeriesAnswer,
  publicSeriesCardPage,
  searchCatalogueQuery,
  searchHitPage,
  seriesParams,
  viewsCountAnswer,
} from "./schema.ts";

/** /api/v1/readers: the public catalogue anyone may read (docs/product.md, API calls: Reader side). */
export const listPublicBooksRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/books",
  summary: "Public books for the storefront's grids (48 a page), recommended, newest or last updated first, by genre or author.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { query: listPublicBooksQuery, response: publicBookCardPage },
  handler: async ({ query, deps }) => {
    const { items, total } = await listPublicBooks({ db: deps.knex, ...query });
    return { items: items.map(presentPublicBookCard), total, page: query.page, pageSize: query.pageSize };
  },
});

export const searchCatalogueRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/search",
  summary:
    "Public books and series (24 a page) matching q by title, description, author or genre, typos and accents forgiven, best match first; seriesId keeps a series' own books. 120 searches a minute per address.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { query: searchCatalogueQuery, response: searchHitPage },
  handler: async ({ query, deps, req }) => {
    await deps.limiters.search.consume({ address: clientAddressKey(req) });
    const { items, total } = await searchCatalogue({ db: deps.knex, ...query });
    return { items: items.map(presentSearchHit), total, page: query.page, pageSize: query.pageSize };
  },
});

export const getPublicBookRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/books/:bookId",
  summary: "A public book's page; 404 for an unknown, unpublished or deleted book, and for a suspended one but to the readers who paid for it or subscribe.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { params: bookParams, query: noQuery, response: publicBookAnswer },
  handler: async ({ params, actor, deps }) => ({ book: presentPublicBook(await findPublicBook({ db: deps.knex, bookId: params.bookId, actor })) }),
});

export const countBookViewRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/readers/books/:bookId/views-count",
  summary: "Counts a view of a public book, once per viewer (reader, or address and browser) every 30 minutes.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { params: bookParams, response: viewsCountAnswer },
  handler: async ({ params, actor, deps, req }) => {
    await deps.limiters.bookView.consume({ address: clientAddressKey(req) });
    const viewerKey = viewerKeyOf(actor, { address: clientAddressKey(req), userAgent: req.get("user-agent") ?? "" });
    return countBookView({ db: deps.knex, redis: deps.redis, redisPrefix: deps.config.redisPrefix, bookId: params.bookId, viewerKey });
  },
});

export const listPublicSeriesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/series",
  summary: "Public collections (live series with a public book), the most recently published first.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { query: listPublicSeriesQuery, response: publicSeriesCardPage },
  handler: async ({ query, deps }) => {
    const { items, total } = await listPublicSeries({ db: deps.knex, ...query });
    return { items: items.map(presentPublicSeriesCard), total, page: query.page, pageSize: query.pageSize };
  },
});

export const getPublicSeriesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/series/:seriesId",
  summary: "A public collection with its public books in order; 404 Collection not found otherwise.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { params: seriesParams, query: noQuery, response: publicSeriesAnswer },
  handler: async ({ params, deps }) => ({ series: presentPublicSeries(await findPublicSeries({ db: deps.knex, seriesId: params.seriesId })) }),
});

export const getPublicAuthorProfileRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/author-profiles/:authorId",
  summary: "An author's public page with their public books.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { params: authorParams, query: noQuery, response: publicAuthorProfileAnswer },
  handler: async ({ params, deps }) => ({
    authorProfile: presentPublicAuthorProfile(await findPublicAuthorProfile({ db: deps.knex, authorId: params.authorId })),
  }),
});

export const listPublicNewslettersRoute = defineRoute({
  method: "GET",
  path: "/api/v1/readers/author-profiles/:authorId/newsletters",
  summary: "An author's sent newsletters, newest first.",
  auth: "public",
  authorize: "public",
  onCustomDomains: true,
  schema: { params: authorParams, query: listPublicNewslettersQuery, response: publicNewsletterPage },
  handler: async ({ params, query, deps }) => {
    const { items, total } = await listPublicNewsletters({ db: deps.knex, authorId: params.authorId, ...query });
    return { items: items.map(presentPublicNewsletter), total, page: query.page, pageSize: query.pageSize };
  },
});

export const readerCatalogueRoutes = [
  listPublicBooksRoute,
  searchCatalogueRoute,
  getPublicBookRoute,
  countBookViewRoute,
  listPublicSeriesRoute,
  getPublicSeriesRoute,
  ...readerChapterRoutes,
  getPublicAuthorProfileRoute,
  listPublicNewslettersRoute,
];

/**
 * The typed client of the Storyloom API that studio and storefront import
 * (docs/product.md, API calls; Errors): the transport, one function per product call typed with the
 * presenters' views and the routes' schemas, and the sign-in client. It runs
 * in browsers and in Node: no Node-only imports, and the presenters and
 * schemas are imported as types only.
 */
export { createApiClient, createInternalApiClient, isApiErrorBody, toQueryString } from "./apiClient.ts";
export type { ApiClient, ApiErrorBody, InternalApiClient } from "./apiClient.ts";
export type { FetchLike } from "./http.ts";

export { createAuthClient } from "./auth.ts";
export type { AuthClient, AuthSession, CredentialsProvider, SignInResult } from "./auth.ts";

export { checkEmailTaken, confirmPasswordReset, createRedirectToken, requestPasswordReset, signUp } from "./users.ts";

export { grantPromoCredit, liftAiSuspension, listAdminUsers, setUserStatus, startImpersonation, stopImpersonation } from "./admin.ts";
export {
  dismissReviewReport,
  hideReview,
  listAiModerations,
  listAuditLog,
  listModeratedBooks,
  listModeratedSeries,
  listReviewReports,
  restoreReview,
  setBookSuspension,
  setSeriesSuspension,
  updateReviewReportNotes,
} from "./moderation.ts";
export type {
  AuditEntryView,
  ListAiModerationsQuery,
  ListAuditLogQuery,
  ListModeratedCatalogueQuery,
  ListReviewReportsQuery,
  ModeratedBookView,
  ModeratedSeriesView,
  ReviewReportView,
} from "./moderation.ts";
export type { AdminUserView, ListAdminUsersQuery, Page, UserStatus } from "./admin.ts";

export { changeEmail, changePassword, deleteAccount, signOutOtherSessions } from "./account.ts";
export type { ChangeEmailBody, ChangePasswordBody, DeleteAccountBody } from "./account.ts";
export { getAuthorProfile, updateAuthorProfile } from "./authorProfiles.ts";
export type { AuthorProfileAnswer, AuthorProfileView, UpdateAuthorProfileBody } from "./authorProfiles.ts";
export { getReaderProfile, updateReaderProfile } from "./readers.ts";
export type { ReaderProfileView, UpdateReaderProfileBody } from "./readers.ts";

export { listGenres } from "./genres.ts";
export type { GenreCategory, GenreView } from "./genres.ts";

export { checkBookPublishable, createBook, deleteBook, getBook, getBookChapterAccess, listBooks, updateBook } from "./books.ts";
export type {
  BookAnswer,
  BookStatus,
  BookType,
  BookView,
  ChapterAccessOverviewView,
  ChapterAudience,
  ChapterAudienceView,
  CreateBookBody,
  ListBooksQuery,
  PublishRequirement,
  ReaderPreviewView,
  UpdateBookBody,
} from "./books.ts";

export {
  createChapter,
  createChapterVersion,
  deleteChapter,
  getChapter,
  getChapterVersion,
  isChapterConflict,
  listChapters,
  listChapterVersions,
  moveChapter,
  renameChapterVersion,
  restoreChapterVersion,
  updateChapter,
} from "./chapters.ts";
export type {
  ChapterAnswer,
  ChapterConflictView,
  ChapterListAnswer,
  ChapterStatus,
  ChapterSummaryView,
  ChapterVersionAnswer,
  ChapterVersionSummaryView,
  ChapterView,
  RestoreChapterVersionAnswer,
} from "./chapters.ts";

export * from "./beats.ts";
export * from "./exports.ts";
export * from "./files.ts";
export * from "./epubs.ts";
export * from "./chapterAudio.ts";
export * from "./readerEmails.ts";
export * from "./newsletters.ts";
export * from "./outlineTemplates.ts";
export * from "./publishing.ts";
export * from "./scenes.ts";
export * from "./series.ts";
export * from "./storyBible.ts";

export { hostnameOf, isPlatformHost, resolveSiteOfHost } from "./sites.ts";
export type { Site } from "./sites.ts";

export { countWords } from "./words.ts";
export * from "./readerCatalogue.ts";
export * from "./readerBooks.ts";
export * from "./ai.ts";
export * from "./aiTools.ts";
export * from "./storyTools.ts";
export * from "./payments.ts";
export * from "./subscriptions.ts";
export * from "./accountLabels.ts";
export * from "./reports.ts";
export * from "./assistants.ts";
export * from "./jobs.ts";
export * from "./customDomains.ts";
export * from "./continuity.ts";

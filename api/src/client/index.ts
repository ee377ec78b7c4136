/**
 * The typed client of the Storyloom API that studio and storefront import
 * (docs/product.md, API calls; Errors): the transport, one function per product call typed with the
 * presenters' views and the routes' schemas, and the sign-in client. It runs
 * in browsers and in Node: no Node-only imports, and the presenters and
 * schemas are imported as types only.
 */
export { createApiClient, createInternalApiClient, isApiErrorBody, toQueryString, INTERNAL_SERVER_ERROR } from "./apiClient.ts";
export type {
  ApiClient,
  ApiClientOptions,
  ApiErrorBody,
  CallOptions,
  HttpMethod,
  InternalApiClient,
  JsonClient,
  Query,
  QueryScalar,
  RequestOptions,
} from "./apiClient.ts";
export { readJson } from "./http.ts";
export type { FetchLike, HeadersOption } from "./http.ts";

export { createAuthClient, readSignInAnswer } from "./auth.ts";
export type {
  AuthClient,
  AuthClientOptions,
  AuthProvider,
  AuthSession,
  CredentialsProvider,
  SignInOptions,
  SignInResult,
  SignOutOptions,
} from "./auth.ts";

export { checkEmailTaken, confirmPasswordReset, createRedirectToken, requestPasswordReset, signUp } from "./users.ts";
export type {
  DoneAnswer,
  IsEmailTakenAnswer,
  IsEmailTakenQuery,
  PasswordResetBody,
  PasswordResetConfirmBody,
  RedirectTokenBody,
  RedirectTokenView,
  SignUpAnswer,
  SignUpBody,
  UserView,
} from "./users.ts";

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
  AiModerationView,
  AuditEntryView,
  BookSuspensionAnswer,
  ListAiModerationsQuery,
  ListAuditLogQuery,
  ListModeratedCatalogueQuery,
  ListReviewReportsQuery,
  ModeratedBookView,
  ModeratedReviewAnswer,
  ModeratedSeriesView,
  ReviewReportAnswer,
  ReviewReportView,
  SeriesSuspensionAnswer,
} from "./moderation.ts";
export type {
  AdminUserAnswer,
  AdminUserPage,
  AdminUserView,
  ListAdminUsersQuery,
  Page,
  SessionAnswer,
  StartImpersonationBody,
  UpdateUserStatusBody,
  UserStatus,
  PromoCreditAnswer,
  PromoCreditBody,
} from "./admin.ts";

export { changeEmail, changePassword, deleteAccount, signOutOtherSessions } from "./account.ts";
export type { ChangeEmailBody, ChangePasswordBody, DeleteAccountBody } from "./account.ts";
export { getAuthorProfile, updateAuthorProfile } from "./authorProfiles.ts";
export type { AuthorProfileAnswer, AuthorProfileView, UpdateAuthorProfileBody } from "./authorProfiles.ts";
export { getReaderProfile, updateReaderProfile } from "./readers.ts";
export type { ReaderProfileAnswer, ReaderProfileView, UpdateReaderProfileBody } from "./readers.ts";

export { listGenres } from "./genres.ts";
export type { GenreCategory, GenreListAnswer, GenreView } from "./genres.ts";

export { checkBookPublishable, createBook, deleteBook, getBook, getBookChapterAccess, listBooks, updateBook } from "./books.ts";
export type {
  BookAnswer,
  BookPage,
  BookStatus,
  BookType,
  BookView,
  ChapterAccessOverviewView,
  ChapterAudience,
  ChapterAudienceView,
  CreateBookBody,
  DeleteBookBody,
  ListBooksQuery,
  PublishabilityView,
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
  ChapterConflictBody,
  ChapterConflictView,
  ChapterListAnswer,
  ChapterStatus,
  ChapterSummaryView,
  ChapterVersionAnswer,
  ChapterVersionPage,
  ChapterVersionSummaryView,
  ChapterVersionView,
  ChapterView,
  CreateChapterBody,
  CreateChapterVersionBody,
  MoveChapterBody,
  RenameChapterVersionBody,
  RestoreChapterVersionAnswer,
  UpdateChapterBody,
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
export type { ResolveSiteQuery, Site } from "./sites.ts";

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

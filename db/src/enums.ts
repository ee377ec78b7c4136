// Every enumeration of docs/product.md (Enumerations; States and transitions), as `as const` arrays (for zod's z.enum)
// and string-literal unions. Each matches a PostgreSQL enum type of the same
// snake_case name; db/src/migrate.int.test.ts checks that they agree.

export const userStatuses = ["ACTIVE", "SUSPENDED"] as const;
export type UserStatus = (typeof userStatuses)[number];

export const userPermissions = ["ADMIN"] as const;
export type UserPermission = (typeof userPermissions)[number];

export const readerThemes = ["LIGHT", "GREY", "DARK"] as const;
export type ReaderTheme = (typeof readerThemes)[number];

/** A Literata, B Tahoma, C Futura, D Georgia. */
export const readerFontTypes = ["A", "B", "C", "D"] as const;
export type ReaderFontType = (typeof readerFontTypes)[number];

/** A single (1), B 1.15, C 1.5, D double (2). */
export const readerLineSpacings = ["A", "B", "C", "D"] as const;
export type ReaderLineSpacing = (typeof readerLineSpacings)[number];

export const bookTypes = ["STORY", "SCRIPT"] as const;
export type BookType = (typeof bookTypes)[number];

export const bookStatuses = ["DRAFT", "STAGED", "PUBLISHED"] as const;
export type BookStatus = (typeof bookStatuses)[number];

/** Values are ours (docs/product.md, States and transitions, does not show them); see docs/decisions/data-model.md (Chapter status values). */
export const chapterStatuses = ["DRAFT", "SCHEDULED", "PUBLISHED"] as const;
export type ChapterStatus = (typeof chapterStatuses)[number];

/** Ours: the state of a chapter's generated or uploaded audio. */
export const chapterAudioStatuses = ["PENDING", "PROCESSING", "COMPLETED", "FAILED"] as const;
export type ChapterAudioStatus = (typeof chapterAudioStatuses)[number];

export const genreCategories = ["FICTION", "NONFICTION", "FANTASY", "ROMANCE", "SCIENCE_FICTION", "YOUNG_ADULT"] as const;
export type GenreCategory = (typeof genreCategories)[number];

export const fileTypes = ["AUDIO", "EPUB"] as const;
export type FileType = (typeof fileTypes)[number];

export const fileStatuses = ["ACTIVE", "INACTIVE"] as const;
export type FileStatus = (typeof fileStatuses)[number];

/** A book's EPUB build (book_epubs.build_status, a check constraint). */
export const epubBuildStatuses = ["NONE", "BUILDING", "READY", "FAILED"] as const;
export type EpubBuildStatus = (typeof epubBuildStatuses)[number];

/** Where a book's EPUB came from (book_epubs.source). */
export const epubSources = ["GENERATED", "UPLOADED"] as const;
export type EpubSource = (typeof epubSources)[number];

export const certificateStatuses = [
  "VALIDATION_PENDING",
  "VALIDATED",
  "VALIDATION_TIMED_OUT_AND_RETRYING",
  "VALIDATION_FAILED",
  "VALIDATION_TIMED_OUT",
] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/** ACM's certificate FailureReason values. */
export const certificateFailureReasons = [
  "NO_AVAILABLE_CONTACTS",
  "ADDITIONAL_VERIFICATION_REQUIRED",
  "DOMAIN_NOT_ALLOWED",
  "INVALID_PUBLIC_DOMAIN",
  "DOMAIN_VALIDATION_DENIED",
  "CAA_ERROR",
  "PCA_LIMIT_EXCEEDED",
  "PCA_INVALID_ARN",
  "PCA_INVALID_STATE",
  "PCA_REQUEST_FAILED",
  "PCA_NAME_CONSTRAINTS_VALIDATION",
  "PCA_RESOURCE_NOT_FOUND",
  "PCA_INVALID_ARGS",
  "PCA_INVALID_DUPLICATE_CSR",
  "PCA_ACCESS_DENIED",
  "SLR_NOT_FOUND",
  "OTHER",
] as const;
export type CertificateFailureReason = (typeof certificateFailureReasons)[number];

export const reviewViolations = [
  "DISRUPTION_OF_SERVICE",
  "DOXING",
  "HARASSMENT_OR_THREATS",
  "HATE_SPEECH",
  "ILLEGAL_CONDUCT_OR_ACTIVITY",
  "MALICIOUS_CODE_OR_SPAM",
  "SCRAPING_OR_MINING",
  "SOLICITATION",
  "UNAUTHORISED_ACCESS",
  "PROHIBITED_SEXUAL_DEPICTIONS",
] as const;
export type ReviewViolation = (typeof reviewViolations)[number];

/** Spelt in lower case, as docs/product.md (Entities) and the payment provider spell them. */
export const priceIntervals = ["year", "month", "day"] as const;
export type PriceInterval = (typeof priceIntervals)[number];

export const paymentConnectionStatuses = ["CONNECTED", "PENDING", "VALIDATED"] as const;
export type PaymentConnectionStatus = (typeof paymentConnectionStatuses)[number];

export const balanceTransactionTypes = ["PROMO", "STRIPE_CHECKOUT", "AI_USAGE"] as const;
export type BalanceTransactionType = (typeof balanceTransactionTypes)[number];

/** What a checkout sells (domain/src/services/payments/README.md). */
export const checkoutKinds = ["CHAPTERS", "ENTIRE_BOOK", "AUTHOR_SUBSCRIPTION", "SERIES_SUBSCRIPTION", "AI_TOP_UP"] as const;
export type CheckoutKind = (typeof checkoutKinds)[number];

/** OPEN until paid; PAID while what it bought is held; REVOKED after a refund or a lost dispute; EXPIRED unpaid. */
export const checkoutStatuses = ["OPEN", "PAID", "REVOKED", "EXPIRED"] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

export const paymentStatuses = ["SUCCEEDED", "PARTIALLY_REFUNDED", "REFUNDED", "DISPUTED", "DISPUTE_LOST"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const aiServices = ["OPEN_AI", "ANTHROPIC"] as const;
export type AiService = (typeof aiServices)[number];

export const aiTools = [
  "CREATE_SCENE",
  "FREE_FORM",
  "ADD_CHARACTER",
  "PLOT_AHEAD",
  "LENGTHEN",
  "SHORTEN",
  "STYLE",
  "HEIGHTEN",
  "ALTERNATIVE",
  "THESAURUS",
  "DICTIONARY",
  "PLOT_IDEA",
  "PLOT_ACT",
  "GENERATE_SCENE",
  "MODIFY_SCENE",
  "GENERATE_BEAT",
  "MODIFY_BEAT",
  "GENERATE_CHARACTER",
  "MODIFY_CHARACTER",
  "GENERATE_LORE",
  "MODIFY_LORE",
  "GENERATE_IDEA",
  "MODIFY_IDEA",
  "MODERATION",
  "CUSTOM_STORY_TOOL",
  "AUTHOR_ASSISTANT",
  "CONTINUITY_CHECK",
] as const;
export type AiTool = (typeof aiTools)[number];

export const jobTypes = ["BOOK_AI_GENERATE_BY_NOTES", "BOOK_AI_GENERATE_BY_CHAPTER_TEXT"] as const;
export type JobType = (typeof jobTypes)[number];

/** `WATING` is spelt so in the contract. */
export const jobStatuses = ["WATING", "ACTIVE", "COMPLETED", "FAILED", "CANCELED"] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const plotTemplateTypes = ["IDEA", "LORE", "CHARACTER", "BEAT", "SCENE"] as const;
export type PlotTemplateType = (typeof plotTemplateTypes)[number];

export const toolTypes = ["DRAFT", "EDIT"] as const;
export type ToolType = (typeof toolTypes)[number];

export const toolStoryTypes = ["ALL", "STORY", "SCRIPT"] as const;
export type ToolStoryType = (typeof toolStoryTypes)[number];

export const toolAvailabilities = ["SCENE_FILLED", "BEAT_FILLED"] as const;
export type ToolAvailability = (typeof toolAvailabilities)[number];

export const sceneAvailabilities = ["DEFAULT", "SCENE_GENERATION"] as const;
export type SceneAvailability = (typeof sceneAvailabilities)[number];

export const sceneTypes = ["ACTION", "REFLECTION", "GENERAL"] as const;
export type SceneType = (typeof sceneTypes)[number];

export const sceneResolutions = ["RESOLVED", "GET_COMPLICATED", "UNRESOLVED", "GET_WORSE"] as const;
export type SceneResolution = (typeof sceneResolutions)[number];

export const characterTypes = ["PROTAGONIST", "ANTAGONIST", "SUPPORTING"] as const;
export type CharacterType = (typeof characterTypes)[number];

export const loreTypes = [
  "ALIEN_OR_FANTASY_RACE",
  "CREATURE",
  "CULTURE_OR_PEOPLE",
  "HISTORY",
  "LOCATION",
  "MAGIC",
  "ORGANIZATION_OR_GROUP",
  "RELIGION",
  "TECHNOLOGY",
  "OTHER",
] as const;
export type LoreType = (typeof loreTypes)[number];

export const storyLengths = ["SHORT", "MEDIUM", "LONG", "EPIC"] as const;
export type StoryLength = (typeof storyLengths)[number];

export const storyStyles = ["VIVID", "MINIMALIST", "INTERNAL", "EPISTOLARY", "POPULAR", "CUSTOM"] as const;
export type StoryStyle = (typeof storyStyles)[number];

export const pointsOfView = ["FIRST_PERSON", "SECOND_PERSON", "THIRD_PERSON_LIMITED", "THIRD_PERSON_OMNISCIENT"] as const;
export type PointOfView = (typeof pointsOfView)[number];

/** Ours: who wrote an assistant message. */
export const assistantMessageRoles = ["USER", "ASSISTANT"] as const;
export type AssistantMessageRole = (typeof assistantMessageRoles)[number];

/** Ours: the life of an author's newsletter. */
export const newsletterStatuses = ["DRAFT", "SCHEDULED", "SENT"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** Ours: the state of an e-mail in the outbox (outgoing_emails). */
export const outgoingEmailStatuses = ["PENDING", "SENT", "FAILED"] as const;
export type OutgoingEmailStatus = (typeof outgoingEmailStatuses)[number];

/**
 * PostgreSQL enum type name → the values above. The migration test checks the
 * database against this map, so a value added here without a migration fails it.
 */
/** The reading funnel's recorded steps (a purchase is read from the paid checkouts). */
export const funnelSteps = ["STARTED", "FINISHED", "PAYWALL"] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export const databaseEnums: Record<string, readonly string[]> = {
  user_status: userStatuses,
  user_permission: userPermissions,
  reader_theme: readerThemes,
  reader_font_type: readerFontTypes,
  reader_line_spacing: readerLineSpacings,
  book_type: bookTypes,
  book_status: bookStatuses,
  chapter_status: chapterStatuses,
  chapter_audio_status: chapterAudioStatuses,
  genre_category: genreCategories,
  file_type: fileTypes,
  file_status: fileStatuses,
  certificate_status: certificateStatuses,
  certificate_failure_reason: certificateFailureReasons,
  review_violation: reviewViolations,
  price_interval: priceIntervals,
  payment_connection_status: paymentConnectionStatuses,
  balance_transaction_type: balanceTransactionTypes,
  checkout_kind: checkoutKinds,
  checkout_status: checkoutStatuses,
  payment_status: paymentStatuses,
  funnel_step: funnelSteps,
  ai_service: aiServices,
  ai_tool: aiTools,
  job_type: jobTypes,
  job_status: jobStatuses,
  plot_template_type: plotTemplateTypes,
  tool_type: toolTypes,
  tool_story_type: toolStoryTypes,
  tool_availability: toolAvailabilities,
  scene_availability: sceneAvailabilities,
  scene_type: sceneTypes,
  scene_resolution: sceneResolutions,
  character_type: characterTypes,
  lore_type: loreTypes,
  story_length: storyLengths,
  story_style: storyStyles,
  point_of_view: pointsOfView,
  assistant_message_role: assistantMessageRoles,
  newsletter_status: newsletterStatuses,
  outgoing_email_status: outgoingEmailStatuses,
};

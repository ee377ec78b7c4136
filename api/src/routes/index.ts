import { authRoutes } from "../auth/router.ts";
import type { Route } from "./defineRoute.ts";
import { adminRoutes } from "./admin/router.ts";
import { moderationRoutes } from "./admin/moderationRouter.ts";
import { reviewReportsRoutes } from "./admin/reviewReportsRouter.ts";
import { booksRoutes } from "./books/router.ts";
import { chapterVersionsRoutes } from "./chapterVersions/router.ts";
import { chaptersRoutes } from "./chapters/router.ts";
import { genresRoutes } from "./genres/router.ts";
import { healthRoutes } from "./health/router.ts";
import { internalRoutes } from "./internal/router.ts";
import { accountRoutes } from "./account/router.ts";
import { authorProfileRoutes } from "./authorProfiles/router.ts";
import { readersRoutes } from "./readers/router.ts";
import { usersRoutes } from "./users/router.ts";
import { beatsRoutes } from "./beats/router.ts";
import { exportsRoutes } from "./exports/router.ts";
import { filesRoutes } from "./files/router.ts";
import { outlineTemplatesRoutes } from "./outlineTemplates/router.ts";
import { publishingRoutes } from "./publishing/router.ts";
import { scenesRoutes } from "./scenes/router.ts";
import { seriesRoutes } from "./series/router.ts";
import { readerBooksRoutes } from "./readerBooks/router.ts";
import { reviewsRoutes } from "./reviews/router.ts";
import { readerCatalogueRoutes } from "./readerCatalogue/router.ts";
import { aiRoutes } from "./ai/router.ts";
import { aiToolsRoutes } from "./aiTools/router.ts";
import { aiPlotTemplatesRoutes } from "./aiPlotTemplates/router.ts";
import { charactersRoutes } from "./characters/router.ts";
import { loresRoutes } from "./lores/router.ts";
import { ideasRoutes } from "./ideas/router.ts";
import { storyBookSettingsRoutes } from "./storyBookSettings/router.ts";
import { storyToolsRoutes } from "./storyTools/router.ts";
import { paymentsRoutes } from "./payments/router.ts";
import { webhooksRoutes } from "./webhooks/router.ts";
import { purchasesRoutes } from "./purchases/router.ts";
import { subscriptionsRoutes } from "./subscriptions/router.ts";
import { reportsRoutes } from "./reports/router.ts";
import { assistantsRoutes } from "./assistants/router.ts";
import { jobsRoutes } from "./jobs/router.ts";
import { customDomainsRoutes } from "./customDomains/router.ts";
import { continuityRoutes } from "./continuity/router.ts";
import { chapterAudioRoutes } from "./chapterAudio/router.ts";
import { readerEmailsRoutes } from "./readerEmails/router.ts";
import { newslettersRoutes } from "./newsletters/router.ts";
import { epubsRoutes } from "./epubs/router.ts";
import { openApiRoute } from "./reference/router.ts";

/**
 * Every route of the API, in mounting order. A route that is not in this
 * list does not exist; the access table (routes/access.int.test.ts), the
 * fuzzing (routes/fuzz.int.test.ts) and docs/api-routes.md read it.
 */
export const routes: readonly Route[] = [
  ...healthRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...adminRoutes,
  ...reviewReportsRoutes,
  ...moderationRoutes,
  ...accountRoutes,
  ...authorProfileRoutes,
  ...paymentsRoutes,
  ...webhooksRoutes,
  ...purchasesRoutes,
  // Before the series and author-profile routes: /series/stripe-prices is not /series/:id.
  ...subscriptionsRoutes,
  ...reportsRoutes,
  ...genresRoutes,
  ...booksRoutes,
  ...chaptersRoutes,
  ...chapterVersionsRoutes,
  ...publishingRoutes,
  ...filesRoutes,
  ...exportsRoutes,
  ...beatsRoutes,
  ...outlineTemplatesRoutes,
  ...scenesRoutes,
  ...charactersRoutes,
  ...loresRoutes,
  ...ideasRoutes,
  ...storyBookSettingsRoutes,
  ...storyToolsRoutes,
  ...assistantsRoutes,
  ...jobsRoutes,
  ...customDomainsRoutes,
  ...continuityRoutes,
  ...epubsRoutes,
  ...chapterAudioRoutes,
  ...readerEmailsRoutes,
  ...newslettersRoutes,
  ...seriesRoutes,
  ...readersRoutes,
  ...readerCatalogueRoutes,
  ...readerBooksRoutes,
  ...reviewsRoutes,
  ...aiRoutes,
  ...aiToolsRoutes,
  ...aiPlotTemplatesRoutes,
  ...internalRoutes,
  openApiRoute(() => routes),
];

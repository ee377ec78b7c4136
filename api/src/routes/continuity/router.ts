import type { SettledAiCall } from "@storyloom/domain/services/aiBalance/settleAiCall.ts";
import { findChapterBook } from "@storyloom/domain/services/chapters/findChapterBook.ts";
import { checkContinuity } from "@storyloom/domain/services/continuity/checkContinuity.ts";
import { presentContinuityReport } from "../../presenters/continuity.ts";
import type { ContinuityReportView } from "../../presenters/views/continuity.ts";
import { defineRoute } from "../defineRoute.ts";
import { continuityCheckBody, continuityParams, continuityReportAnswer } from "./schema.ts";

/** /api/v1/books/{bookId}/chapters/{chapterId}/continuity-check (domain/src/services/continuity/README.md). */
export const checkChapterContinuity = defineRoute({
  method: "POST",
  path: "/api/v1/books/:bookId/chapters/:chapterId/continuity-check",
  summary:
    "Checks the chapter's working text against the story bible and the earlier chapters: rule findings (traits, dead characters, names), and with `useAi` the AI's (charged; kept only when their quote is in the chapter).",
  auth: "signedIn",
  authorize: "continuity.check",
  schema: { params: continuityParams, body: continuityCheckBody, response: continuityReportAnswer },
  handler: async ({ actor, params, body, deps, req, res, authorize }) => {
    const book = await findChapterBook(deps.knex, params.bookId);
    authorize(book);
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    let aiCost: ContinuityReportView["aiCost"] = null;
    const report = await checkContinuity({
      knex: deps.knex,
      ai: deps.ai,
      // The policy let only the book's author through: the author id is theirs.
      caller: { userId: actor.userId, authorId: book.authorId },
      bookId: params.bookId,
      chapterId: params.chapterId,
      useAi: body.useAi,
      service: body.service,
      model: body.model,
      signal: controller.signal,
      onSettled: (settled: SettledAiCall | null) => {
        if (settled) aiCost = { cost: settled.cost, balanceAmount: settled.balanceAmount };
        if (settled && settled.uncharged > 0)
          deps.logger.error({ reqId: req.id, settled }, "an AI call cost more than the balance held; the rest was not charged");
      },
      onModerationUnavailable: (reason) => deps.logger.warn({ reqId: req.id, reason }, "AI input sent without moderation"),
    });
    return presentContinuityReport(report, aiCost);
  },
});

export const continuityRoutes = [checkChapterContinuity];

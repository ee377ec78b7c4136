/**
 * The reading funnel's record (README.md beside this file): the reading page
 * says a visitor started a chapter, finished it, or met it locked. The step
 * must be true of the visitor now — started and finished only of a chapter
 * open to them, the paywall only of one locked to them — and each counts
 * once per visitor, chapter and step. The author reading their own book and
 * admins are not counted.
 */
import type { FunnelStep, Knex } from "@storyloom/db";
import type { Actor } from "../../auth/actor.ts";
import { isAdmin } from "../../auth/actor.ts";
import { ConflictError } from "../../errors.ts";
import { decideFromFacts, loadChapterFacts } from "../readers/chapterAccess.ts";

export async function recordFunnelStep(input: {
  db: Knex;
  actor: Actor;
  bookId: number;
  chapterIndex: number;
  step: FunnelStep;
  /** Who is reading (viewerKeyOf: the reader's id, or a hash of an anonymous visitor's address and browser). */
  visitorKey: string;
}): Promise<{ isCounted: boolean }> {
  const { db, actor, step } = input;
  const facts = await loadChapterFacts({ db, actor, bookId: input.bookId, chapterIndex: input.chapterIndex });
  const access = decideFromFacts(actor, facts);
  if (access.reason === "author" || isAdmin(actor)) return { isCounted: false };
  if (step === "PAYWALL" ? access.isOpen : !access.isOpen) {
    throw new ConflictError(step === "PAYWALL" ? "This chapter is open to you: it has no paywall to reach." : "This chapter is locked to you.");
  }
  const inserted = await db("chapterFunnelEvents")
    .insert({ chapterId: access.chapterId, bookId: input.bookId, visitorKey: input.visitorKey, step })
    .onConflict(["chapterId", "visitorKey", "step"])
    .ignore()
    .returning("id");
  return { isCounted: inserted.length > 0 };
}

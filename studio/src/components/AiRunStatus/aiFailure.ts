/**
 * Why an AI run did not give an answer, as the studio shows it: the server's
 * message and code (ai_balance_spent, ai_terms_not_accepted, ai_suspended,
 * ai_input_flagged, ai_not_configured…), which decide where the author is sent.
 */
import { isApiErrorBody } from "@storyloom/api/client";
import { AiRunError } from "../../api/aiRun.ts";
import { errorMessageOf } from "../../api/errors.ts";

export interface AiFailure {
  message: string;
  code: string;
}

/** What the standing check reads: the author's terms and suspension, and their balance and monthly limit. */
export interface AiStandingInputs {
  author: { aiTermsAccepted: boolean; aiSuspendedByModeration: boolean } | null;
  balance: { amount: number; aiMonthlyLimit: number | null; aiMonthlyUsage: number } | null;
}

/**
 * The first reason the server would refuse this author's AI calls, in the
 * order it checks them, with the code its refusal carries; null when none
 * applies or the facts are not loaded yet.
 */
export function aiStandingOf(author: AiStandingInputs["author"], balance: AiStandingInputs["balance"]): AiFailure | null {
  if (author?.aiSuspendedByModeration)
    return { message: "Your AI tools are paused after a moderation flag. Support will review it and can restore them.", code: "ai_suspended" };
  if (author && !author.aiTermsAccepted)
    return { message: "Accept the AI terms on your AI page before the AI tools run for you.", code: "ai_terms_not_accepted" };
  if (balance && balance.amount <= 0) return { message: "Your AI balance is empty, so the AI tools are paused until you top it up.", code: "ai_balance_spent" };
  if (balance && balance.aiMonthlyLimit !== null && balance.aiMonthlyUsage >= balance.aiMonthlyLimit) {
    return { message: "You have reached this month's AI limit: the AI tools are paused until next month.", code: "ai_monthly_limit_reached" };
  }
  return null;
}

export const STOPPED_MESSAGE = "Stopped. What was written so far is not kept.";

/** The failure of a compile or a run, whichever way it was rejected. */
export function aiFailureOf(error: unknown): AiFailure {
  if (error instanceof AiRunError) return { message: error.message, code: error.code };
  if (error instanceof DOMException && error.name === "AbortError") return { message: STOPPED_MESSAGE, code: "aborted" };
  return { message: errorMessageOf(error), code: isApiErrorBody(error) ? error.error.code : "" };
}

/** Where a refusal sends the author to put it right, if anywhere. */
export function aiFailureLink(code: string): string | null {
  if (code === "ai_balance_spent" || code === "ai_monthly_limit_reached") return "See your AI balance and limits";
  if (code === "ai_terms_not_accepted") return "Read and accept the AI terms";
  return null;
}

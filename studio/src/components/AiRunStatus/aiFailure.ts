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

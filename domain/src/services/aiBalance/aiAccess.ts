import { AiSuspendedError, AiTermsNotAcceptedError } from "../../errors.ts";

/** What of an author decides whether they may use the AI tools at all. */
export interface AiAccessAuthor {
  aiTermsAccepted: boolean;
  aiSuspendedByModeration: boolean;
}

/** Throws why an author may not call the AI tools: suspended by moderation first, then terms not accepted. */
export function assertAiAllowed(author: AiAccessAuthor): void {
  if (author.aiSuspendedByModeration) throw new AiSuspendedError();
  if (!author.aiTermsAccepted) throw new AiTermsNotAcceptedError();
}

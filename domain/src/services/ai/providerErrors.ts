import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { AppError, RateLimitError, ValidationError } from "../../errors.ts";
import { AiNotConfiguredError, AiProviderError } from "../../integrations/ai.ts";

/** Seconds a provider asked us to wait (Retry-After), at least one. */
function retryAfterOf(headers: Headers | undefined): number {
  const seconds = Number(headers?.get("retry-after") ?? "");
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 30;
}

/** Whether the caller (or the browser going away) aborted the provider call. */
export function isAbort(error: unknown): boolean {
  return error instanceof OpenAI.APIUserAbortError || error instanceof Anthropic.APIUserAbortError || (error instanceof Error && error.name === "AbortError");
}

/**
 * What a provider's failure means to the author: their request was refused (400,
 * with the provider's reason), the provider is busy (429, retry later), or the
 * provider or our key failed (502/503: nothing they sent was wrong).
 */
export function toAiError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = error instanceof OpenAI.APIError || error instanceof Anthropic.APIError ? error.status : undefined;
  const headers = error instanceof OpenAI.APIError || error instanceof Anthropic.APIError ? error.headers : undefined;
  if (status === 429 || status === 529) return new RateLimitError("The AI provider is busy right now. Try again in a moment.", retryAfterOf(headers));
  if (status === 400 || status === 404 || status === 413 || status === 422) {
    const reason = error instanceof Error ? error.message.replace(/^\d{3}\s*/, "") : "the request was refused";
    return new ValidationError(`The AI provider refused the request: ${reason}`);
  }
  if (status === 401 || status === 403) return new AiNotConfiguredError("The AI provider refused this server's key. Tell the site's administrator.");
  return new AiProviderError();
}

/**
 * The one place that knows the AI providers (docs/code-style.md, Integrations). OpenAI
 * and Anthropic are reached through their official SDKs, configured by the
 * SDKs' own variables: OPENAI_API_KEY and OPENAI_BASE_URL (any
 * OpenAI-compatible server: Ollama, vLLM, llama.cpp), ANTHROPIC_API_KEY and
 * ANTHROPIC_BASE_URL. Without them a provider is "not configured" and the
 * studio says so. `npm start` without keys runs the local simulator
 * (testkit/src/fakes/aiSimulator.ts) and sets AI_SIMULATED, so that every
 * answer is labelled as simulated.
 */
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import type { AiService } from "@storyloom/db";
import { AppError } from "../errors.ts";

/** How long one provider request may take: the 120000 ms of docs/product.md (Constants and limits). */
export const AI_REQUEST_TIMEOUT_MS = 120_000;

export interface AiProviderConfig {
  apiKey: string;
  baseURL: string | undefined;
}

export interface AiConfig {
  openai: AiProviderConfig | null;
  anthropic: AiProviderConfig | null;
  /** The providers are the local simulator: answers are labelled as simulated. */
  simulated: boolean;
  /** The OpenAI embeddings model the assistant's retrieval uses beside full-text search; null for full-text search alone. */
  embeddingsModel: string | null;
}

/** The variables of domain/src/env.ts's sharedEnv this reads. */
export interface AiEnv {
  OPENAI_API_KEY?: string | undefined;
  OPENAI_BASE_URL?: string | undefined;
  ANTHROPIC_API_KEY?: string | undefined;
  ANTHROPIC_BASE_URL?: string | undefined;
  AI_SIMULATED: boolean;
  OPENAI_EMBEDDINGS_MODEL?: string | undefined;
}

/** A server that needs no key (a local Ollama) still needs the SDK to send one. */
const NO_KEY = "not-needed";

/** A provider is configured by its key, or by a base URL alone (an OpenAI-compatible server without keys). */
export function aiConfigOf(env: AiEnv): AiConfig {
  const provider = (apiKey: string | undefined, baseURL: string | undefined): AiProviderConfig | null =>
    apiKey || baseURL ? { apiKey: apiKey || NO_KEY, baseURL: baseURL || undefined } : null;
  return {
    openai: provider(env.OPENAI_API_KEY, env.OPENAI_BASE_URL),
    anthropic: provider(env.ANTHROPIC_API_KEY, env.ANTHROPIC_BASE_URL),
    simulated: env.AI_SIMULATED,
    embeddingsModel: env.OPENAI_EMBEDDINGS_MODEL || null,
  };
}

/** What the studio shows about the AI tools: which provider is there, and why not. */
export interface AiStatus {
  simulated: boolean;
  services: Record<AiService, { configured: boolean; reason: string | null }>;
}

export function aiStatusOf(config: AiConfig): AiStatus {
  const service = (provider: AiProviderConfig | null, keyName: string, urlName: string) =>
    provider ? { configured: true, reason: null } : { configured: false, reason: `The server has no ${keyName} (or ${urlName} of a compatible server) set.` };
  return {
    simulated: config.simulated,
    services: {
      OPEN_AI: service(config.openai, "OPENAI_API_KEY", "OPENAI_BASE_URL"),
      ANTHROPIC: service(config.anthropic, "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"),
    },
  };
}

/** The provider an AI call needs is not configured on this server. */
export class AiNotConfiguredError extends AppError {
  override name = "AiNotConfiguredError";
  readonly code = "ai_not_configured";
}

/** The provider failed (5xx, refused our key, unreachable): nothing the author sent was wrong. */
export class AiProviderError extends AppError {
  override name = "AiProviderError";
  readonly code = "ai_provider_error";

  constructor(message = "The AI provider could not answer. Try again in a moment.") {
    super(message);
  }
}

export interface AiClients {
  readonly config: AiConfig;
  status(): AiStatus;
  /** The OpenAI SDK client; throws AiNotConfiguredError when there is none. */
  openai(): OpenAI;
  /** The Anthropic SDK client; throws AiNotConfiguredError when there is none. */
  anthropic(): Anthropic;
}

/**
 * The SDK clients, made once. No retries: a retry waits out the provider's
 * Retry-After while the author watches an empty panel; a busy provider is
 * answered at once (429, "try again in a moment") and the studio retries.
 */
export function createAiClients(config: AiConfig): AiClients {
  const openai = config.openai
    ? new OpenAI({ apiKey: config.openai.apiKey, baseURL: config.openai.baseURL ?? null, maxRetries: 0, timeout: AI_REQUEST_TIMEOUT_MS })
    : null;
  const anthropic = config.anthropic
    ? new Anthropic({ apiKey: config.anthropic.apiKey, baseURL: config.anthropic.baseURL ?? null, maxRetries: 0, timeout: AI_REQUEST_TIMEOUT_MS })
    : null;
  const status = aiStatusOf(config);
  return {
    config,
    status: () => status,
    openai() {
      if (!openai) throw new AiNotConfiguredError(`OpenAI is not configured: ${status.services.OPEN_AI.reason}`);
      return openai;
    },
    anthropic() {
      if (!anthropic) throw new AiNotConfiguredError(`Anthropic is not configured: ${status.services.ANTHROPIC.reason}`);
      return anthropic;
    },
  };
}

/** The AI proxy's side calls: status and prices, preferences, usage, balance. Browser-safe. */
import type { z } from "zod";
import type { AiModelView, AiPreferencesView, AiStatusView, AiUsageView, BalanceTransactionView, BalanceView, MicroCents } from "../presenters/views/ai.ts";
import type {
  aiCallQuery,
  aiPreferencesAnswer,
  aiPreferencesBody,
  aiStatusAnswer,
  aiUsageAnswer,
  aiUsageQuery,
  balanceAnswer,
  balanceQuery,
} from "../routes/ai/schema.ts";
import type { ApiClient, CallOptions, QueryOf } from "./apiClient.ts";

export type { AiModelView, AiPreferencesView, AiStatusView, AiUsageView, BalanceTransactionView, BalanceView, MicroCents };

export type AiPreferencesBody = z.input<typeof aiPreferencesBody>;
/** `days`: 1 to 366. */
export type AiUsageQuery = QueryOf<typeof aiUsageQuery>;
export type BalanceQuery = QueryOf<typeof balanceQuery>;
/** The AI proxy's query (POST /ai/open-ai/responses, /ai/anthropic/messages: the studio calls them itself, streaming): the tool run and its book. */
export type AiCallQuery = QueryOf<typeof aiCallQuery>;

export type AiStatusAnswer = z.output<typeof aiStatusAnswer>;
export type AiPreferencesAnswer = z.output<typeof aiPreferencesAnswer>;
export type AiUsageAnswer = z.output<typeof aiUsageAnswer>;
export type BalanceAnswer = z.output<typeof balanceAnswer>;

/** GET /ai/status: which providers the server has (and why not), the simulator flag, the models and their prices. */
export function getAiStatus(client: ApiClient, options?: CallOptions): Promise<AiStatusAnswer> {
  return client.get<AiStatusAnswer>("/ai/status", options);
}

/** GET /ai/preferences. */
export function getAiPreferences(client: ApiClient, options?: CallOptions): Promise<AiPreferencesAnswer> {
  return client.get<AiPreferencesAnswer>("/ai/preferences", options);
}

/** POST /ai/preferences: saves the fields sent. */
export function saveAiPreferences(client: ApiClient, body: AiPreferencesBody, options?: CallOptions): Promise<AiPreferencesAnswer> {
  return client.post<AiPreferencesAnswer>("/ai/preferences", body, options);
}

/** GET /ai/usage: the last `days` days. */
export function getAiUsage(client: ApiClient, query: AiUsageQuery = {}, options?: CallOptions): Promise<AiUsageAnswer> {
  return client.get<AiUsageAnswer>("/ai/usage", { ...options, query });
}

/** GET /balance: the balance and a page of its transactions. */
export function getBalance(client: ApiClient, query: BalanceQuery = {}, options?: CallOptions): Promise<BalanceAnswer> {
  return client.get<BalanceAnswer>("/balance", { ...options, query });
}

/** Micro-cents as dollars for people: "$0.0042" below a cent, "$12.50" above. */
export function formatMicroCents(amount: MicroCents): string {
  const dollars = amount / 100_000_000;
  if (amount !== 0 && Math.abs(dollars) < 0.01) return `$${dollars.toFixed(4)}`;
  return `$${dollars.toFixed(2)}`;
}

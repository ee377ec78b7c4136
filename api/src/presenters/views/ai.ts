// Imports only zod, db enums and sibling views: see README.md.
import { z } from "zod";
import { aiServices, balanceTransactionTypes, sceneTypes } from "@storyloom/db/enums";
import { isoDateTime, isoDay } from "./dates.ts";
import { count } from "./paging.ts";

/** Money of the AI balance: micro-cents (1 cent = 1,000,000; docs/decisions/ai.md, AI balance), a whole number never negative. */
export const microCents = () => count();
export type MicroCents = number;

/** GET /balance: the user's AI balance. */
export const balanceView = z.object({
  amount: microCents(),
  held: microCents().describe("Held by AI calls running now."),
  aiMonthlyLimit: microCents().nullable(),
  aiMonthlyUsage: microCents(),
});
export type BalanceView = z.output<typeof balanceView>;

export const balanceTransactionView = z.object({
  id: count(),
  type: z.enum(balanceTransactionTypes),
  amount: microCents(),
  isWithdrawal: z.boolean(),
  balanceAmount: microCents().nullable().describe("The balance after it."),
  description: z.string().nullable(),
  createdAt: isoDateTime(),
});
export type BalanceTransactionView = z.output<typeof balanceTransactionView>;

export const usageTotalsView = z.object({
  calls: count(),
  inputTokens: count(),
  outputTokens: count(),
  cost: microCents(),
});

/** GET /ai/usage. */
export const aiUsageView = z.object({
  from: isoDay().describe("The first day counted (UTC)."),
  to: isoDay().describe("The last day counted (UTC): today."),
  totals: usageTotalsView,
  byDay: z.array(usageTotalsView.extend({ day: isoDay() })).describe("One entry per day of the range, days without calls included."),
  byTool: z.array(usageTotalsView.extend({ tool: z.string() })),
  byModel: z.array(usageTotalsView.extend({ service: z.string(), model: z.string() })),
});
export type AiUsageView = z.output<typeof aiUsageView>;

/** GET/POST /ai/preferences: `aiPreferences`. */
export const aiPreferencesView = z
  .object({
    sceneType: z.enum(sceneTypes).nullable(),
    advancedSettings: z.object({ temperature: z.number().nullable(), maxOutputTokens: count().nullable() }),
    preferredService: z.enum(aiServices),
    preferredModels: z.record(z.enum(aiServices), z.string()),
  })
  .meta({ id: "AiPreferences" });
export type AiPreferencesView = z.output<typeof aiPreferencesView>;

/** A model the AI tools may call, with its price: what the studio estimates a run's cost from. */
export const aiModelView = z.object({
  service: z.enum(aiServices),
  model: z.string(),
  label: z.string(),
  inputPerMillion: z.number().describe("Dollars per million tokens."),
  outputPerMillion: z.number().describe("Dollars per million tokens."),
  maxOutputTokens: count(),
});
export type AiModelView = z.output<typeof aiModelView>;

/** GET /ai/status. */
export const aiStatusView = z.object({
  simulated: z.boolean().describe("Answers come from the local simulator: the studio labels them."),
  services: z.record(z.enum(aiServices), z.object({ configured: z.boolean(), reason: z.string().nullable() })),
  models: z.array(aiModelView),
});
export type AiStatusView = z.output<typeof aiStatusView>;

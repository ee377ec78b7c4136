// Imports only db enums: see README.md.
import type { AiService, SceneType } from "@storyloom/db/enums";

/** Money of the AI balance: micro-cents (1 cent = 1,000,000; docs/decisions.md, AI balance). */
export type MicroCents = number;

/** GET /balance: the user's AI balance. */
export interface BalanceView {
  amount: MicroCents;
  /** Held by AI calls running now. */
  held: MicroCents;
  aiMonthlyLimit: MicroCents | null;
  aiMonthlyUsage: MicroCents;
}

export interface BalanceTransactionView {
  id: number;
  type: "PROMO" | "STRIPE_CHECKOUT" | "AI_USAGE";
  amount: MicroCents;
  isWithdrawal: boolean;
  /** The balance after it. */
  balanceAmount: MicroCents | null;
  description: string | null;
  /** ISO date. */
  createdAt: string;
}

export interface UsageTotalsView {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cost: MicroCents;
}

/** GET /ai/usage. */
export interface AiUsageView {
  from: string;
  to: string;
  totals: UsageTotalsView;
  byDay: Array<UsageTotalsView & { day: string }>;
  byTool: Array<UsageTotalsView & { tool: string }>;
  byModel: Array<UsageTotalsView & { service: string; model: string }>;
}

/** GET/POST /ai/preferences: `aiPreferences`. */
export interface AiPreferencesView {
  sceneType: SceneType | null;
  advancedSettings: { temperature: number | null; maxOutputTokens: number | null };
  preferredService: AiService;
  preferredModels: Record<AiService, string>;
}

/** A model the AI tools may call, with its price: what the studio estimates a run's cost from. */
export interface AiModelView {
  service: AiService;
  model: string;
  label: string;
  /** Dollars per million tokens. */
  inputPerMillion: number;
  outputPerMillion: number;
  maxOutputTokens: number;
}

/** GET /ai/status. */
export interface AiStatusView {
  /** Answers come from the local simulator: the studio labels them. */
  simulated: boolean;
  services: Record<AiService, { configured: boolean; reason: string | null }>;
  models: AiModelView[];
}
